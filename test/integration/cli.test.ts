import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BIN, docsgen } from '../helpers/cli.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

test('--help and --version everywhere', () => {
  const root = docsgen(['--help']);
  assert.is(root.code, 0);
  assert.match(root.out, /Usage: docsgen/);
  assert.match(root.out, /build \[options\]/);
  assert.match(root.out, /serve \[options\]/);
  const build = docsgen(['build', '--help']);
  assert.match(build.out, /--config <file>/);
  assert.match(build.out, /--out <dir>/);
  const serve = docsgen(['serve', '--help']);
  for (const flag of ['--port <port>', '--host <host>', '--no-watch']) assert.match(serve.out, flag);
  assert.match(docsgen(['--version']).out, /^\d+\.\d+\.\d+/);
});

test('build runs MDX docs with the CLI\'s own React: a stateful site component and Tabs render on the server', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'docsgen-cli-mdx-'));
  try {
    const r = docsgen(['build', '-c', path.join(FIXTURES, 'mdx/site.config.ts'), '-o', out]);
    assert.is(r.code, 0, r.err);
    const html = readFileSync(path.join(out, 'docs/guides/lighting/index.html'), 'utf8');
    // useState ran: a React other than the renderer's would throw "Invalid hook call" and fail the build.
    // The counter's defaultProps merged by the CLI's own JSX runtime too.
    assert.match(html, /<output class="counter-value" data-step="1">2<\/output>/);
    assert.match(html, /role="tablist"/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('node --cpu-prof profiles the build\'s worker thread too (its own file, named with its thread id)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-cli-prof-'));
  try {
    // The `--cpu-prof-dir <dir>` form: the value as an argument of its own reaches the worker too.
    const r = spawnSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir', path.join(dir, 'prof'), BIN, 'build', '-c', path.join(FIXTURES, 'mdx/site.config.ts'), '-o', path.join(dir, 'out')], { encoding: 'utf8' });
    assert.is(r.status, 0, r.stderr);
    // CPU.<date>.<time>.<pid>.<thread id>.<n>.cpuprofile: thread 0 is the main thread.
    const threads = readdirSync(path.join(dir, 'prof')).map((f) => /^CPU\.\d+\.\d+\.\d+\.(\d+)\.\d+\.cpuprofile$/.exec(f)?.[1]);
    assert.ok(threads.includes('0'), threads.join(' '));
    if (availableParallelism() > 1) assert.ok(threads.some((t) => t !== undefined && t !== '0'), `no worker thread's profile: ${threads.join(' ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a port that is not a number from 0 to 65535 is refused before anything starts', () => {
  for (const port of ['abc', '70000', '-1', '3.5']) {
    const r = docsgen(['serve', '--port', port]);
    assert.is(r.code, 1, port);
    assert.match(r.err, /error: option '-p, --port <port>' argument '.*' is invalid\. a port is a whole number from 0 to 65535\./, port);
  }
});

test('build prints progress and a summary, and writes the site', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\n[b](./b.md)\n', 'docs/b.md': '# B\n' });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0, r.err);
  assert.match(r.out, /^docsgen: building site\.config\.ts$/m);
  // a, b, the generated home page, the search page and the not-found page.
  assert.match(r.out, /^built 5 pages in \d+\.\d\d s → .*build$/m);
  assert.not.match(r.out, /\x1b/, 'no live progress line in a pipe');
  assert.ok(existsSync(path.join(dir, 'build/docs/a/index.html')));
  assert.ok(existsSync(path.join(dir, 'build/404.html')));
  const perf = docsgen(['build', '--perf'], { cwd: dir });
  for (const stage of ['load', 'markdown', 'links', 'bundle', 'search', 'render', 'write']) assert.match(perf.out, new RegExp(`^  ${stage} +\\d+ ms$`, 'm'), stage);
});

test('a broken link fails the build with file:line and exit 1, leaving the previous build untouched', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\nText.\n', 'docs/b.md': '# B\n' });
  assert.is(docsgen(['build'], { cwd: dir }).code, 0);
  const before = readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8');
  writeFileSync(path.join(dir, 'docs/a.md'), '# A\n\nChanged, see [gone](/docs/gone).\n');
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 1);
  assert.match(r.err, /docs\/a\.md:3:\d+: broken link "\/docs\/gone": no page at \/docs\/gone/);
  assert.is(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), before);
});

test('as on Docusaurus, broken anchors and .md links warn by default; onBrokenAnchors / onBrokenMarkdownLinks: throw fail', () => {
  const files = { 'docs/a.md': '# A\n\nSee [gone](./gone.md) and [anchor](./b.md#nowhere).\n', 'docs/b.md': '# B\n' };
  const warn = docsgen(['build'], { cwd: tmpSite({ 'site.config.ts': MINIMAL_CONFIG, ...files }) });
  assert.is(warn.code, 0);
  assert.match(warn.err, /warning: .*docs\/a\.md:3:\d+: broken Markdown link "\.\/gone\.md"/);
  assert.match(warn.err, /warning: .*docs\/a\.md:3:\d+: broken anchor "\/docs\/b#nowhere": the page has no heading with id "nowhere"/);
  const strict = "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'throw' };\n";
  const fail = docsgen(['build'], { cwd: tmpSite({ 'site.config.ts': strict, ...files }) });
  assert.is(fail.code, 1);
  assert.match(fail.err, /broken Markdown link "\.\/gone\.md"/);
  assert.match(fail.err, /broken anchor "\/docs\/b#nowhere"/);
  const quiet = docsgen(['build'], { cwd: tmpSite({ 'site.config.ts': strict.replace(/'throw'/g, "'ignore'"), ...files }) });
  assert.is(quiet.code, 0);
  assert.not.match(quiet.err, /broken/);
});

test("onBrokenLinks: 'warn' downgrades broken links to warnings", () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, onBrokenLinks: 'warn' };\n",
    'docs/a.md': '# A\n\n[gone](/docs/gone)\n',
  });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0);
  assert.match(r.err, /warning: .*docs\/a\.md:3:8: broken link "\/docs\/gone"/);
});

test("past 100 broken links of a kind that warn, the rest are counted in one warning; --all-warnings lists them all", () => {
  // 3 docs of 50 broken links each, and one broken anchor: 150 links, 1 anchor.
  const doc = (n: number) => `# D${n}\n\n${Array.from({ length: 50 }, (_, i) => `[x](/docs/gone-${n}-${i})`).join('\n\n')}\n\n[y](#nowhere)\n`;
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, onBrokenLinks: 'warn' };\n",
    'docs/a.md': doc(1), 'docs/b.md': doc(2), 'docs/c.md': doc(3),
  });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0);
  const listed = (err: string) => err.match(/^warning: .*broken link "\/docs\/gone-/gm)?.length ?? 0;
  assert.is(listed(r.err), 100);
  assert.match(r.err, /warning: .*docs\/b\.md:101:\d+: broken link "\/docs\/gone-2-49"/, 'the first 100 in the docs\' order');
  assert.not.match(r.err, /gone-3-0"/);
  assert.match(r.err, /warning: .*site\.config\.ts: … and 50 more broken links in 1 file, not listed\n  hint: `docsgen build --all-warnings` lists every one/);
  assert.equal(r.err.match(/broken anchor "#nowhere"/g)?.length, 3, 'each kind has its own count');
  const all = docsgen(['build', '--all-warnings'], { cwd: dir });
  assert.is(all.code, 0);
  assert.is(listed(all.err), 150);
  assert.not.match(all.err, /more broken/);
});

test('a config error and a missing title exit 1 with a clear message', () => {
  const bad = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', sidebar: true };\n" });
  const r = docsgen(['build'], { cwd: bad });
  assert.is(r.code, 1);
  assert.match(r.err, /site\.config\.ts:1: unknown config key "sidebar"/);
  const untitled = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': 'No heading here.\n' });
  const u = docsgen(['build'], { cwd: untitled });
  assert.is(u.code, 1);
  assert.match(u.err, /docs\/a\.md:1: the doc has no title\n  hint: add `title: \.\.\.`/);
});

test('an unreadable file exits 1 naming the file', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', 'docs/secret.md': '# S\n' });
  chmodSync(path.join(dir, 'docs/secret.md'), 0o000);
  // Root reads anything, so run the build as root without the capabilities that let it (not as another user:
  // that user may not reach the checkout, e.g. under a home folder of mode 700).
  const r = docsgen(['build'], { cwd: dir, withoutReadOverride: process.getuid?.() === 0 });
  assert.is(r.code, 1, r.out + r.err);
  assert.match(r.err, /docs\/secret\.md: cannot read the file \(EACCES\)/);
});

test('an unknown command or flag is an error', () => {
  assert.is(docsgen(['publish']).code, 1);
  assert.is(docsgen(['build', '--nope']).code, 1);
});

test.run();
