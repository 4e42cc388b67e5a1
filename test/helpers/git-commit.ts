// A test site made a git repository of one commit, at a date and by an author (for "Last updated" lines).
import { execFileSync } from 'node:child_process';

export function commitAll(dir: string, isoDate: string, author: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.com' };
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '.'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', 'site'], { cwd: dir, env });
}
