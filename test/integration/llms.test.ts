// Pages for AI assistants and tools (issue 24, point 6): each doc's Markdown at its URL with `.md`, llms.txt and
// llms-full.txt, and the page naming its Markdown; on the Sapling site, a Docusaurus site with versions and a
// second docs instance, and small sites for MDX and the edge cases.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const text = (files: Map<string, unknown> | { get(f: string): unknown }, f: string) => {
  const v = files.get(f);
  return v === undefined ? undefined : String(v);
};
const sapling = await buildSite(await loadConfig(path.join(ROOT, 'site.config.ts')));
const kettle = await buildSite(await loadConfig(path.join(ROOT, 'test/fixtures/whole-site/docusaurus.config.js')));

test('Sapling: every doc has its Markdown beside its page, titled, with code kept and links to the published site', () => {
  const docs = sapling.routes.filter((r) => r.kind === 'doc');
  for (const r of docs) assert.ok(text(sapling.files, `${r.path.replace(/^\/|\/$/g, '')}.md`)?.startsWith(`# `), r.path);
  const stacks = text(sapling.files, 'docs/overview/stacks.md')!;
  assert.ok(stacks.startsWith('# Stacks of commits\n\nA **stack** is'), stacks.slice(0, 80));
  assert.match(stacks, /```sl-shell-example\n\$ sl\n/);
  assert.match(stacks, /\[`sl commit`\]\(https:\/\/sapling-scm\.com\/docs\/commands\/commit\)/);
  assert.not.match(stacks, /\{#[\w-]+\}|<[A-Z]/, 'no heading ids or components');
  // The folder index of introduction/ is /docs/introduction/: its Markdown is introduction.md.
  assert.ok(text(sapling.files, 'docs/introduction.md'));
});

test('Sapling: llms.txt lists every doc by sidebar with its description; llms-full.txt holds each doc once', () => {
  const llms = text(sapling.files, 'llms.txt')!;
  assert.ok(llms.startsWith('# Sapling\n\n> A Scalable, User-Friendly Source Control System\n\n## Docs\n'), llms.slice(0, 120));
  assert.match(llms, /\n## Overview\n\n(- .*\n)*- \[Stacks of commits\]\(https:\/\/sapling-scm\.com\/docs\/overview\/stacks\.md\): \S/);
  const listed = [...llms.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]);
  for (const r of sapling.routes.filter((x) => x.kind === 'doc' && !x.unlisted)) assert.ok(listed.includes(`https://sapling-scm.com${r.path.replace(/\/$/, '')}.md`), r.path);
  const full = text(sapling.files, 'llms-full.txt')!;
  assert.is(full.split('\n# Stacks of commits\n\nSource: https://sapling-scm.com/docs/overview/stacks\n').length, 2, 'once, with its address');
  assert.ok(full.includes(text(sapling.files, 'docs/overview/stacks.md')!.slice('# Stacks of commits\n\n'.length)));
});

test('a doc page names its Markdown in its head and in its page data, and has the "Copy page" button by its title', () => {
  const page = text(sapling.files, 'docs/overview/stacks/index.html')!;
  assert.match(page, /<link rel="alternate" type="text\/markdown" href="\/docs\/overview\/stacks\.md"\/>/);
  assert.match(page, /<div class="doc-title"><h1>Stacks of commits<\/h1><button type="button" class="copy-page" data-copy-page="\/docs\/overview\/stacks\.md">Copy page<\/button><\/div>/);
  assert.match(JSON.parse(text(sapling.files, 'docs/overview/stacks/page-data.json')!).head, /type="text\/markdown" href="\/docs\/overview\/stacks\.md"/);
  assert.not.match(text(sapling.files, 'index.html')!, /text\/markdown|copy-page/, 'only docs');
});

test('Docusaurus: every version has its Markdown; llms.txt lists the last version of each docs instance, no blog', () => {
  for (const f of ['docs/intro.md', 'docs/next/intro.md', 'docs/1.0/intro.md', 'community.md', 'community/support.md']) assert.ok(text(kettle.files, f), f);
  // `.md` links lead into the doc's own version, as on its page.
  assert.match(text(kettle.files, 'docs/guides/safety.md')!, /\]\(https:\/\/kettle\.example\.org\/docs\/guides\/brewing\)/);
  assert.match(text(kettle.files, 'docs/next/guides/safety.md')!, /\]\(https:\/\/kettle\.example\.org\/docs\/next\/guides\/brewing\)/);
  const llms = text(kettle.files, 'llms.txt')!;
  assert.match(llms, /https:\/\/kettle\.example\.org\/docs\/intro\.md/);
  assert.match(llms, /https:\/\/kettle\.example\.org\/community\/support\.md/);
  assert.not.match(llms, /\/docs\/(next|1\.0|2\.0)\//, 'no other version');
  assert.not.match(llms, /\/blog\//);
  assert.not.match(text(kettle.files, 'llms-full.txt')!, /Source: https:\/\/kettle\.example\.org\/docs\/next\//);
});

test('MDX docs: components as their text (tabs under their labels, admonitions as quotes), code kept', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/mdx.mdx': [
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Install\n\nSee [the other page](./other.md).\n\n## Steps {#steps}\n",
      '<Tabs>\n<TabItem value="mac" label="macOS">\n\nRun `brew`.\n\n</TabItem>\n<TabItem value="lin" label="Linux">\n\nRun `apt`.\n\n</TabItem>\n</Tabs>\n',
      ':::tip Keep going\n\nA {1 + 1} sum.\n\n:::\n\n```ts title="a.ts"\nconst a = 1;\n```\n',
    ].join('\n'),
    'docs/other.md': '# Other\n\nSee [MDX](./mdx.mdx), and `[not a link](./mdx.mdx)` in code.\n\n## Part {#part-id}\n\n```md\n[kept](./mdx.mdx)\n```\n\n## Again <!-- #again -->\n',
    'docs/hidden.md': '---\nunlisted: true\n---\n# Hidden\n',
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const mdx = text(site.files, 'docs/mdx.md')!;
  assert.ok(mdx.startsWith('# Install\n\nSee [the other page](https://t.dev/docs/other).\n\n## Steps\n\n**macOS**\n\nRun `brew`.\n\n**Linux**\n\nRun `apt`.\n\n> **Keep going**\n>\n> A 2 sum.\n\n```ts title="a.ts"\nconst a = 1;\n```\n'), mdx);
  const other = text(site.files, 'docs/other.md')!;
  assert.is(other, '# Other\n\nSee [MDX](https://t.dev/docs/mdx), and `[not a link](./mdx.mdx)` in code.\n\n## Part\n\n```md\n[kept](./mdx.mdx)\n```\n\n## Again\n');
  // Unlisted: its Markdown is there, the lists leave it out.
  assert.ok(text(site.files, 'docs/hidden.md'));
  assert.not.match(text(site.files, 'llms.txt')!, /hidden/);
  assert.not.match(text(site.files, 'llms-full.txt')!, /# Hidden/);
});

test("an MDX doc's Markdown: its plain blocks as written, its components as their text, imports and comments left out", async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/mixed.mdx': [
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Mixed\n\nSome _prose_ that\nwraps, see [other][o].[^n]\n",
      ':::tip\n\nKept as written.\n\n:::\n\n{/* hidden */}\n\n## Sub {/* #sub */}\n',
      '<Tabs>\n<TabItem value="a" label="Alpha">\n\nFirst.\n\n</TabItem>\n</Tabs>\n\nPress <kbd>K</kbd> now.\n\n[o]: ./other.md\n\n[^n]: A note.\n',
    ].join('\n'),
    'docs/layout.mdx': 'export default function Layout({ children }) { return <main>{children}</main>; }\n\n# Layout\n\nHello <b>there</b>.\n',
    'docs/other.md': '# Other\n',
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  assert.is(text(site.files, 'docs/mixed.md'), [
    '# Mixed\n\nSome _prose_ that\nwraps, see [other][o].[^n]\n\n:::tip\n\nKept as written.\n\n:::\n\n## Sub\n\n**Alpha**\n\nFirst.\n\nPress `K` now.\n\n',
    '[o]: https://t.dev/docs/other\n\n[^n]: A note.\n',
  ].join(''));
  // A layout of its own renders around the doc: no block can be rendered apart, and the whole page is converted.
  assert.is(text(site.files, 'docs/layout.md'), '# Layout\n\nHello **there**.\n');
});

test('a static llms.txt of the site is kept; with noIndex no lists are written', async () => {
  const own = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', staticDir: 'static', docs: { path: 'docs' } };\n", 'docs/a.md': '# A\n', 'static/llms.txt': 'mine\n' });
  const site = await buildSite(await loadConfig(path.join(own, 'site.config.ts')));
  assert.is(site.files.get('llms.txt'), undefined, 'the static file is copied instead');
  assert.ok(site.files.get('llms-full.txt'));
  const hidden = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', noIndex: true, docs: { path: 'docs' } };\n", 'docs/a.md': '# A\n' });
  const quiet = await buildSite(await loadConfig(path.join(hidden, 'site.config.ts')));
  assert.is(quiet.files.get('llms.txt'), undefined);
  assert.is(quiet.files.get('llms-full.txt'), undefined);
  assert.ok(quiet.files.get('docs/a.md'), 'the Copy page button still has its Markdown');
});

test('a build to disk writes llms-full.txt piece by piece, the same text as a build in memory', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nFirst doc, with `code`.\n', 'docs/b.md': '# Beta\n\nSecond doc: é ü 漢字.\n' });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  const inMemory = await buildSite(loaded);
  await build(path.join(dir, 'site.config.ts'), path.join(dir, 'build'));
  const onDisk = readFileSync(path.join(dir, 'build', 'llms-full.txt'), 'utf8');
  assert.is(onDisk, text(inMemory.files, 'llms-full.txt'));
  assert.match(onDisk, /\n# Beta\n\nSource: [^\n]+\n\nSecond doc: é ü 漢字\.\n/);
  assert.is(readFileSync(path.join(dir, 'build', 'docs', 'b.md'), 'utf8'), text(inMemory.files, 'docs/b.md'));
});

test('a build to disk reads each body back from its file: the Markdown of a build in memory, cold and warm', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/bom.md': '\ufeff---\ntitle: Marked\n---\n# Marked\n\nAfter a byte order mark.\n',
    'docs/crlf.md': '---\r\ntitle: Windows\r\n---\r\n\r\nLines end in CR LF.\r\n\r\n```sh\r\nls\r\n```\r\n',
    'docs/empty.md': '---\n# nothing but a comment\n---\n# Empty\n\nAn empty block.\n',
    'docs/none.md': '# None\n\nNo frontmatter: é 漢字.\n',
  });
  const inMemory = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  for (const run of ['cold', 'warm']) {
    await build(path.join(dir, 'site.config.ts'), path.join(dir, 'build'));
    for (const f of ['docs/bom.md', 'docs/crlf.md', 'docs/empty.md', 'docs/none.md', 'llms-full.txt']) {
      assert.is(readFileSync(path.join(dir, 'build', f), 'utf8'), text(inMemory.files, f), `${run}: ${f}`);
    }
  }
  assert.match(text(inMemory.files, 'docs/crlf.md')!, /Lines end in CR LF/);
});

test('a doc changed while the site is built is an error naming it that asks for a new build; the output stays', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nFirst.\n', 'docs/b.md': '# Beta\n\nSecond.\n' });
  const out = path.join(dir, 'build');
  await build(path.join(dir, 'site.config.ts'), out);
  const before = readFileSync(path.join(out, 'docs', 'b.md'), 'utf8');
  writeFileSync(path.join(dir, 'docs', 'b.md'), '# Beta\n\nSecond, edited.\n');
  // The edit is read; a second one lands once the docs are read, before they are parsed (`build` reads each body
  // back from its file), or once they are parsed, before their Markdown files are made.
  for (const [at, edit] of [['markdown', 'edited twice'], ['bundle', 'edited three times']]) {
    const editing = (stage: string) => {
      if (stage === at) writeFileSync(path.join(dir, 'docs', 'b.md'), `# Beta\n\nSecond, ${edit}.\n`);
    };
    try {
      await build(path.join(dir, 'site.config.ts'), out, { onProgress: editing });
      assert.unreachable('the build should fail');
    } catch (err) {
      assert.instance(err, BuildError);
      const [problem] = (err as BuildError).problems;
      assert.is(problem!.pos.file, path.join(dir, 'docs', 'b.md'), at);
      assert.match(problem!.message, /changed while the site was built/);
      assert.match(problem!.hint!, /build again/);
    }
    assert.is(readFileSync(path.join(out, 'docs', 'b.md'), 'utf8'), before, 'the previous output is untouched');
  }
  await build(path.join(dir, 'site.config.ts'), out);
  assert.match(readFileSync(path.join(out, 'docs', 'b.md'), 'utf8'), /Second, edited three times\./);
});

test.run();
