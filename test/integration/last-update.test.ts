// docs.showLastUpdate: each doc page shows when its file was last committed, read from git.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { lastUpdateReader } from '../../generator/content/last-update.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (show: boolean, author = false) => `export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs', showLastUpdate: ${show}, showLastUpdateAuthor: ${author} } };\n`;

function commit(dir: string, files: string[], isoDate: string, author = 'Ada') {
  const env = { ...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'ada@example.com' };
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

test('showLastUpdateAuthor: "by" the author of the last commit that changed the doc, with the date or alone', async () => {
  const dir = tmpSite({ 'site.config.ts': config(true, true), 'docs/a.md': '# A\n', 'docs/b.md': '# B\n' });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['site.config.ts', 'docs/a.md', 'docs/b.md'], '2024-03-05T12:00:00Z');
  execFileSync('sh', ['-c', 'printf "# B\\n\\nMore.\\n" > docs/b.md'], { cwd: dir });
  commit(dir, ['docs/b.md'], '2025-01-20T08:30:00Z', 'Grace Hopper');
  const { site, page } = await build(dir);
  assert.match(page('a'), /<p class="last-updated">Last updated on <time dateTime="2024-03-05T12:00:00.000Z">March 5, 2024<\/time> by <span class="last-updated-author">Ada<\/span><\/p>/);
  assert.match(page('b'), /by <span class="last-updated-author">Grace Hopper<\/span>/, "the later commit's author");
  assert.equal(site.warnings, []);
  // The author alone, as Docusaurus shows it without showLastUpdateTime.
  writeFileSync(path.join(dir, 'site.config.ts'), config(false, true));
  assert.match((await build(dir)).page('a'), /<p class="last-updated">Last updated by <span class="last-updated-author">Ada<\/span><\/p>/);
});

test('showLastUpdateAuthor outside a git repository: the warning, and pages without it', async () => {
  const dir = tmpSite({ 'site.config.ts': config(false, true), 'docs/a.md': '# A\n' });
  const { site, page } = await build(dir);
  assert.not.match(page('a'), /last-updated/);
  // The option the site set, not the one it left off.
  assert.match(site.warnings.map((w) => w.message).join('\n'), /^docs\.showLastUpdateAuthor: cannot read the docs' git history/m);
  assert.not.match(site.warnings.map((w) => w.message).join('\n'), /docs\.showLastUpdate\b(?!Author)/);
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

test('docs folders of one repository (a docs version each) are read together, each by its own paths', async () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', 'website/versioned_docs/version-1/a.md': '# A 1\n', 'website/versioned_docs/version-1/b.md': '# B 1\n', 'notes.md': '# N\n' });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['website/versioned_docs/version-1/a.md', 'website/versioned_docs/version-1/b.md'], '2024-03-05T12:00:00Z');
  commit(dir, ['docs/a.md'], '2025-01-20T08:30:00Z');
  commit(dir, ['notes.md'], '2025-06-01T00:00:00Z');
  const docs = path.join(dir, 'docs');
  const v1 = path.join(dir, 'website/versioned_docs/version-1');
  const read = lastUpdateReader([docs, v1]);
  const at = (iso: string) => ({ at: Date.parse(iso), by: 'Ada' });
  assert.equal([...(await read(docs)).dates], [['a.md', at('2025-01-20T08:30:00Z')]]);
  assert.equal([...(await read(v1)).dates].sort(), [['a.md', at('2024-03-05T12:00:00Z')], ['b.md', at('2024-03-05T12:00:00Z')]]);
});

test('docs folders in different repositories are each read on their own', async () => {
  const dir = tmpSite({ 'one/docs/a.md': '# A\n', 'two/docs/a.md': '# A\n' });
  for (const [repo, date] of [['one', '2024-03-05T12:00:00Z'], ['two', '2025-01-20T08:30:00Z']] as const) {
    execFileSync('git', ['init', '-q'], { cwd: path.join(dir, repo) });
    commit(path.join(dir, repo), ['docs/a.md'], date);
  }
  const read = lastUpdateReader([path.join(dir, 'one/docs'), path.join(dir, 'two/docs')]);
  const one = await read(path.join(dir, 'one/docs'));
  assert.equal([...one.dates], [['a.md', { at: Date.parse('2024-03-05T12:00:00Z'), by: 'Ada' }]]);
  assert.is(one.failure, undefined);
  assert.equal([...(await read(path.join(dir, 'two/docs'))).dates], [['a.md', { at: Date.parse('2025-01-20T08:30:00Z'), by: 'Ada' }]]);
});

test("the blog's showLastUpdateTime and showLastUpdateAuthor: a post page's footer line, when its tags or edit link make a footer (as Docusaurus)", async () => {
  const blogConfig = (author: boolean) => `export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, blog: { path: 'blog', showLastUpdateTime: true, showLastUpdateAuthor: ${author}, onUntruncatedBlogPosts: 'ignore' } };\n`;
  const dir = tmpSite({ 'site.config.ts': blogConfig(true), 'docs/a.md': '# A\n', 'blog/2024-01-02-tagged.md': '---\ntitle: Tagged\ntags: [jars]\n---\nText.\n', 'blog/2024-01-03-bare.md': '---\ntitle: Bare\n---\nText.\n' });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['site.config.ts', 'docs/a.md', 'blog/2024-01-02-tagged.md', 'blog/2024-01-03-bare.md'], '2024-03-05T12:00:00Z', 'Grace Hopper');
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const page = (f: string) => String(site.files.get(f));
  assert.match(page('blog/2024/01/02/tagged/index.html'), /<p class="last-updated">Last updated on <time dateTime="2024-03-05T12:00:00.000Z">March 5, 2024<\/time> by <span class="last-updated-author">Grace Hopper<\/span><\/p>/);
  assert.not.match(page('blog/2024/01/03/bare/index.html'), /last-updated/, 'no tags and no edit link: no footer line');
  assert.not.match(page('blog/index.html'), /last-updated/, 'not in the lists');
  assert.equal(site.warnings, []);
  // Outside a repository: the warning names the blog's options.
  const bare = tmpSite({ 'site.config.ts': blogConfig(false), 'docs/a.md': '# A\n', 'blog/2024-01-02-tagged.md': '---\ntitle: Tagged\ntags: [jars]\n---\nText.\n' });
  const off = await buildSite(await loadConfig(path.join(bare, 'site.config.ts')));
  assert.match(off.warnings.map((w) => w.message).join('\n'), /^blog\.showLastUpdateTime: cannot read the blog's git history/m);
  // A post's last_update front matter is shown, git or not.
  const given = tmpSite({ 'site.config.ts': blogConfig(false), 'docs/a.md': '# A\n', 'blog/2024-01-02-tagged.md': '---\ntitle: Tagged\ntags: [jars]\nlast_update:\n  date: 2024-02-03\n---\nText.\n' });
  const dated = await buildSite(await loadConfig(path.join(given, 'site.config.ts')));
  assert.match(String(dated.files.get('blog/2024/01/02/tagged/index.html')), /<p class="last-updated">Last updated on <time dateTime="2024-02-03T00:00:00.000Z">/);
});

test('on a Docusaurus config the warning names its own option, showLastUpdateTime', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { docs: { showLastUpdateTime: true }, blog: false, pages: false }]] };\n", 'docs/a.md': '# A\n' });
  const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(site.warnings.map((w) => w.message).join('\n'), /^docs\.showLastUpdateTime: cannot read the docs' git history/m);
});

test("a doc's last_update front matter comes before git's: its date, its author, or both (then shown whole)", async () => {
  const dir = tmpSite({
    'site.config.ts': config(true),
    'docs/a.md': '---\nlast_update:\n  date: 2023-02-01\n---\n\n# A\n',
    'docs/b.md': '---\nlast_update:\n  author: Lin\n---\n\n# B\n',
    'docs/c.md': '---\nlast_update:\n  date: 2022-07-08\n  author: Lin\n---\n\n# C\n',
  });
  execFileSync('git', ['init', '-q'], { cwd: dir });
  commit(dir, ['site.config.ts', 'docs/a.md', 'docs/b.md', 'docs/c.md'], '2024-03-05T12:00:00Z');
  const { page } = await build(dir);
  assert.match(page('a'), /<p class="last-updated">Last updated on <time dateTime="2023-02-01T00:00:00.000Z">February 1, 2023<\/time><\/p>/);
  assert.match(page('b'), /<p class="last-updated">Last updated on <time dateTime="2024-03-05T12:00:00.000Z">March 5, 2024<\/time><\/p>/, "the date from git, the author not asked for");
  assert.match(page('c'), /<time dateTime="2022-07-08T00:00:00.000Z">July 8, 2022<\/time> by <span class="last-updated-author">Lin<\/span>/);
  // Outside a repository, the front matter's date is still shown.
  const bare = tmpSite({ 'site.config.ts': config(true), 'docs/a.md': '---\nlast_update:\n  date: 2023-02-01\n---\n\n# A\n' });
  assert.match((await build(bare)).page('a'), /<time dateTime="2023-02-01T00:00:00.000Z">/);
});

test.run();
