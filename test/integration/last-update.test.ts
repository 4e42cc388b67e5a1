// docs.showLastUpdate: each doc page shows when its file was last committed, read from git.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (show: boolean) => `export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs', showLastUpdate: ${show} } };\n`;

function commit(dir: string, files: string[], isoDate: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate, GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'ada@example.com' };
  execFileSync('git', ['add', ...files], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', `change ${files.join(' ')}`], { cwd: dir, env });
}

async function build(dir: string) {
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  return { site, page: (route: string) => site.files.get(`docs/${route}/index.html`) as string };
}

test('each doc shows the date of the last commit that changed it; a file git does not know shows none', async () => {
  const dir = tmpSite({ 'site.config.ts': config(true), 'docs/a.md': '# A\n', 'docs/b.md': '# B\n', 'docs/new.md': '# New\n' });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['site.config.ts', 'docs/a.md', 'docs/b.md'], '2024-03-05T12:00:00Z');
  execFileSync('sh', ['-c', 'printf "# B\\n\\nMore.\\n" > docs/b.md'], { cwd: dir });
  commit(dir, ['docs/b.md'], '2025-01-20T08:30:00Z');
  const { site, page } = await build(dir);
  assert.match(page('a'), /<p class="last-updated">Last updated on <time dateTime="2024-03-05T12:00:00.000Z">March 5, 2024<\/time><\/p>/);
  assert.match(page('b'), /<time dateTime="2025-01-20T08:30:00.000Z">January 20, 2025<\/time>/, 'the later commit wins');
  assert.not.match(page('new'), /last-updated/, 'never committed');
  assert.equal(site.warnings, []);
});

test('off (the default): no date and no git', async () => {
  const dir = tmpSite({ 'site.config.ts': config(false), 'docs/a.md': '# A\n' });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['docs/a.md'], '2024-03-05T12:00:00Z');
  assert.not.match((await build(dir)).page('a'), /last-updated/);
});

test('outside a git repository: a warning naming the option, and the build goes on', async () => {
  const dir = tmpSite({ 'site.config.ts': config(true), 'docs/a.md': '# A\n' });
  const { site, page } = await build(dir);
  assert.not.match(page('a'), /last-updated/);
  assert.is(site.warnings.length, 1);
  assert.match(site.warnings[0]!.message, /^docs\.showLastUpdate: cannot read the docs' git history \(not a git repository/);
  assert.is(site.warnings[0]!.pos.file, path.join(dir, 'site.config.ts'));
});

test.run();
