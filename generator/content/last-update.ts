// When each doc last changed, for `docs.showLastUpdate`. One `git log` over the docs folder, newest
// first, so the first commit naming a file is its last change (an edit not yet committed shows the last
// commit's date). A file git does not know gets no date; no repository, or no git, is a warning.
import { execFile } from 'node:child_process';
import type { Problem } from '../errors.ts';

export interface LastUpdates {
  /** Docs-relative path → time of the last commit that changed it (ms since the epoch). */
  dates: Map<string, number>;
  problem?: Problem;
}

export function readLastUpdates(docsDir: string, configFile: string): Promise<LastUpdates> {
  return new Promise((resolve) => {
    // `%x00%ct`: a NUL, then the committer time, before each commit's list of files.
    const args = ['-C', docsDir, 'log', '--format=%x00%ct', '--name-only', '--no-renames', '--relative', '--', '.'];
    execFile('git', args, { maxBuffer: 256 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) {
        const reason = (stderr.trim().split('\n')[0] || err.message).replace(/^fatal: /, '');
        resolve({
          dates: new Map(),
          problem: {
            pos: { file: configFile },
            // Without the folder: each docs version reads its own, and the build says it once.
            message: `docs.showLastUpdate: cannot read the docs' git history (${reason}); pages show no "Last updated" date`,
            hint: 'build inside a git checkout with git installed, or turn docs.showLastUpdate off',
          },
        });
        return;
      }
      const dates = new Map<string, number>();
      for (const commit of stdout.split('\0').slice(1)) {
        const [time, ...files] = commit.split('\n');
        for (const f of files) if (f && !dates.has(f)) dates.set(f, Number(time) * 1000);
      }
      resolve({ dates });
    });
  });
}
