import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadContent } from '../../generator/content/docs/load.ts';
import { withoutBody } from '../../generator/content/doc-bodies.ts';
import { BuildError } from '../../generator/errors.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const opts = (dir: string) => ({ docsDir: path.join(dir, 'docs'), routeBase: '/docs' });

async function problems(dir: string): Promise<BuildError['problems']> {
  try {
    await loadContent(opts(dir));
  } catch (err) {
    assert.instance(err, BuildError);
    return (err as BuildError).problems;
  }
  assert.unreachable('expected the content to be rejected');
  return [];
}

test('discovers docs with ids, routes, folder indexes and frontmatter', async () => {
  const dir = tmpSite({
    'docs/index.md': '# Home of docs\n',
    'docs/intro.md': '---\ntitle: Intro\nsidebar_position: 2\nkeywords: [a, b]\n---\n\nHello\n',
    'docs/guide/guide.md': '# Guide\n',
    'docs/guide/steps.md': '---\nid: first-steps\nslug: start-here\n---\n# Steps\n',
    'docs/guide/deep/index.md': '# Deep\n',
    'docs/other/abs.md': '---\nslug: /elsewhere\n---\n# Abs\n',
  });
  const { docs } = await loadContent(opts(dir));
  const byId = Object.fromEntries(docs.map((d) => [d.id, d]));
  assert.equal(Object.keys(byId).sort(), ['guide/deep/index', 'guide/first-steps', 'guide/guide', 'index', 'intro', 'other/abs']);
  assert.is(byId.index!.route, '/docs/');
  assert.is(byId.intro!.route, '/docs/intro');
  assert.is(byId['guide/guide']!.route, '/docs/guide/');
  assert.ok(byId['guide/guide']!.isFolderIndex);
  assert.is(byId['guide/first-steps']!.route, '/docs/guide/start-here');
  assert.is(byId['guide/deep/index']!.route, '/docs/guide/deep/');
  assert.is(byId['other/abs']!.route, '/docs/elsewhere');
  assert.equal(byId.intro!.frontmatter.keywords, ['a', 'b']);
  assert.is(byId.intro!.frontmatter.sidebar_position, 2);
  assert.is(byId.intro!.bodyLine, 6);
  assert.is(byId.intro!.body.trim(), 'Hello');
});

test('Docusaurus number prefixes order docs and drop out of ids and routes', async () => {
  const dir = tmpSite({ 'docs/02-guides/01-setup.md': '# Setup\n', 'docs/02-guides/10-more.md': '---\nsidebar_position: 3\n---\n# More\n', 'docs/2024-notes.md': '# N\n' });
  const { docs } = await loadContent(opts(dir));
  const byFile = Object.fromEntries(docs.map((d) => [d.relPath, d]));
  assert.is(byFile['02-guides/01-setup.md']!.id, 'guides/setup');
  assert.is(byFile['02-guides/01-setup.md']!.route, '/docs/guides/setup');
  assert.is(byFile['02-guides/01-setup.md']!.frontmatter.sidebar_position, 1);
  assert.is(byFile['02-guides/10-more.md']!.frontmatter.sidebar_position, 3, 'frontmatter wins over the prefix');
  assert.is(byFile['2024-notes.md']!.id, 'notes');
});

test('a name that opens like a version or a date keeps its number, as on Docusaurus', async () => {
  const dir = tmpSite({ 'docs/updating/7-0.md': '# 7.0\n', 'docs/2.1-notes.md': '# Notes\n', 'docs/2024-05-guide.md': '# Guide\n' });
  const ids = (await loadContent(opts(dir))).docs.map((d) => d.id).sort();
  assert.equal(ids, ['2.1-notes', '2024-05-guide', 'updating/7-0']);
});

test('reuse: unchanged docs are not parsed again; with a list of changed files, the others are not even read', async () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', 'docs/b.md': '# B\n' });
  const opts = { docsDir: path.join(dir, 'docs'), routeBase: '/docs' };
  const first = await loadContent(opts);
  const previous = new Map(first.docs.map((d) => [d.relPath, d]));
  writeFileSync(path.join(dir, 'docs/a.md'), '# A2\n');
  writeFileSync(path.join(dir, 'docs/b.md'), '# B2\n');
  const listed = await loadContent(opts, previous, new Set([path.join(dir, 'docs/a.md')]));
  assert.equal(listed.docs.map((d) => d.body.trim()), ['# A2', '# B']);
  assert.is(listed.docs[1], previous.get('b.md'));
  const all = await loadContent(opts, previous);
  assert.equal(all.docs.map((d) => d.body.trim()), ['# A2', '# B2']);
});

test('bodiesOnDisk: a doc reads its body back from its file, holds no copy of it, and a changed file is an error', async () => {
  const dir = tmpSite({ 'docs/a.md': '---\ntitle: Ä\n---\n# Ärger\n\nText — long.\n', 'docs/b.md': '# B\n' });
  const held = await loadContent(opts(dir));
  const { docs } = await loadContent(opts(dir), undefined, undefined, true);
  assert.equal(docs.map((d) => d.body), held.docs.map((d) => d.body));
  assert.equal(docs.map((d) => withoutBody(d)), held.docs.map((d) => withoutBody(d)), 'the cache keeps the same entry');
  assert.not.ok('body' in { ...docs[0] }, 'a copy made by spreading the doc holds no body');
  writeFileSync(path.join(dir, 'docs/a.md'), '---\ntitle: Ä\n---\n# Ärger\n\nEdited.\n');
  try {
    void docs[0]!.body;
    assert.unreachable('the edited file should not be read as the doc');
  } catch (err) {
    assert.instance(err, BuildError);
    assert.match((err as BuildError).problems[0]!.message, /changed while the site was built/);
  }
  assert.is(docs[1]!.body, '# B\n');
});

test('MDX files are docs; `_`-prefixed files and folders are partials, never docs', async () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', 'docs/fancy.mdx': '# Fancy\n', 'docs/_part.mdx': 'Part\n', 'docs/_parts/x.md': 'X\n' });
  const content = await loadContent(opts(dir));
  assert.equal(content.docs.map((d) => d.id), ['a', 'fancy']);
  assert.is(content.docs[1]!.route, '/docs/fancy');
});

test('trailingSlash true/false rewrites routes', async () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', 'docs/g/index.md': '# G\n' });
  const withSlash = await loadContent({ ...opts(dir), trailingSlash: true });
  assert.equal(withSlash.docs.map((d) => d.route).sort(), ['/docs/a/', '/docs/g/']);
  const without = await loadContent({ ...opts(dir), trailingSlash: false });
  assert.equal(without.docs.map((d) => d.route).sort(), ['/docs/a', '/docs/g']);
});

test('malformed frontmatter names the file and the YAML line', async () => {
  const dir = tmpSite({ 'docs/bad.md': '---\ntitle: ok\ndescription: this: breaks\n---\n# Bad\n' });
  const [p] = await problems(dir);
  assert.match(p!.pos.file, /bad\.md$/);
  assert.is(p!.pos.line, 3);
  assert.match(p!.message, /malformed frontmatter/);
  assert.ok(p!.hint);
});

test('a frontmatter value of the wrong type is an error naming the key and line', async () => {
  const dir = tmpSite({ 'docs/bad.md': '---\ntitle: ok\nsidebar_position: first\n---\n' });
  const [p] = await problems(dir);
  assert.is(p!.pos.line, 3);
  assert.match(p!.message, /"sidebar_position" must be a number, got /);
});

test('_category_.json is read and validated', async () => {
  const good = tmpSite({
    'docs/a/_category_.json': '{"label": "Alpha", "position": 3, "collapsed": false, "link": {"type": "generated-index", "slug": "/category/alpha", "description": "All about alpha"}}',
    'docs/a/x.md': '# X\n',
  });
  const meta = (await loadContent(opts(good))).categories.get('a')!;
  assert.is(meta.label, 'Alpha');
  assert.is(meta.position, 3);
  assert.is(meta.collapsed, false);
  assert.equal(meta.link, { type: 'generated-index', slug: '/category/alpha', description: 'All about alpha' });
});

test('a bad _category_.json is an error: invalid JSON with its line, unknown keys, wrong link', async () => {
  const json = await problems(tmpSite({ 'docs/a/_category_.json': '{\n  "label": "A",\n}\n' }));
  assert.match(json[0]!.message, /invalid JSON/);
  assert.is(json[0]!.pos.line, 3);
  const keys = await problems(tmpSite({ 'docs/a/_category_.json': '{"lable": "A"}' }));
  assert.match(keys[0]!.message, /unknown key.*"lable"/);
  const link = await problems(tmpSite({ 'docs/a/_category_.json': '{"link": {"type": "page"}}' }));
  assert.match(link[0]!.message, /link/);
});

test.run();
