// Docusaurus's routing and content rules (issue 10, point 4), on the docusaurus-rules fixture and small temp sites.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { loadContent } from '../../generator/content/docs/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { rewriteMdLink } from '../../generator/markdown/plugins/remark-links.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const fixture = await buildSite(await loadConfig(path.resolve(import.meta.dirname, '../fixtures/docusaurus-rules/site.config.ts')));
const page = (route: string) => String(fixture.files.get(`${route.replace(/^\//, '').replace(/\/?$/, '/')}index.html`) ?? '');
const main = (route: string) => page(route).slice(page(route).indexOf('<main'));

test('a doc is routed by frontmatter id (or file name) within its folder, number prefixes dropped', () => {
  // '/': the generated home page (the fixture configures none).
  assert.equal(fixture.routes.map((r) => r.path), ['/', '/docs/basics/overview', '/docs/basics/setup', '/docs/tools/', '/docs/tools/hammer', '/search', '/404.html']);
});

test('partials (`_` files and folders) and excluded globs are never pages', () => {
  assert.not.ok([...fixture.files.keys()].some((f) => /note|warning|wip/.test(f)));
});

test('.md links resolve from the file’s folder, then the docs root, then the site root', () => {
  const overview = main('/docs/basics/overview');
  assert.match(overview, /href="\/docs\/basics\/setup"/);
  assert.match(overview, /href="\/docs\/tools\/"/);
  assert.match(overview, /href="\/docs\/tools\/hammer#grip"/);
  const setup = main('/docs/basics/setup');
  assert.match(setup, /href="\/docs\/basics\/overview"/);
  assert.match(setup, /href="\/docs\/tools\/hammer"/);
});

test('rewriteMdLink: ./ and ../ stay relative to the file; /x.md never is', () => {
  const routes = new Map([['a/b.md', '/docs/a/b'], ['b.md', '/docs/b'], ['/docs/c.md', '/docs/c']]);
  assert.is(rewriteMdLink('b.md', 'a/x.md', routes), '/docs/a/b');
  assert.is(rewriteMdLink('b.md', 'z/x.md', routes), '/docs/b');
  assert.is(rewriteMdLink('./b.md', 'z/x.md', routes), './b.md', 'a ./ link does not fall back to the docs root');
  assert.is(rewriteMdLink('/b.md#h', 'a/x.md', routes), '/docs/b#h', 'a /x.md link starts at the docs root');
  assert.is(rewriteMdLink('docs/c.md', 'a/x.md', routes), '/docs/c');
  assert.is(rewriteMdLink('/docs/c.md', 'a/x.md', routes), '/docs/c');
});

test('heading ids and search titles leave inline HTML out, TOC entries keep it (as Docusaurus\'s `value`); {#id} is kept', () => {
  const overview = main('/docs/basics/overview');
  assert.match(overview, /<h2 id="knobs---verbose-and-more">Knobs <code>(<span class="nobr">)?--verbose(<\/span>)?<\/code> and more<a class="hash-link"/);
  assert.match(overview, /<a href="#knobs---verbose-and-more">Knobs <code>--verbose<\/code> and more<\/a>/);
  const hammer = main('/docs/tools/hammer');
  assert.match(hammer, /<h1>Hammer beta<\/h1>/);
  assert.match(hammer, /id="grip"/);
  assert.match(hammer, /<h2 id="the-head">The <em>head<\/em><a class="hash-link"/);
  const search = String([...fixture.files].find(([f]) => f.includes('search-docs'))![1]);
  assert.match(search, /"title":"The head"/);
  assert.not.match(search, /<em>|<span/);
});

test('toc_min/max_heading_level choose the TOC levels (default 2–3)', () => {
  // TOC entries are plain links (a heading's own "#" link has class="hash-link").
  assert.not.match(main('/docs/basics/overview'), /<a href="#deeper-level">/);
  assert.match(main('/docs/basics/overview'), /<a href="#deep-level">/);
  assert.match(main('/docs/basics/setup'), /<a href="#disk-space">/);
});

test('hide_title, pagination_label, sidebar_class_name; _category_.yml', () => {
  assert.not.match(main('/docs/tools/'), /<h1/);
  assert.match(main('/docs/basics/setup'), /Overview \(start here\)/);
  assert.match(page('/docs/basics/setup'), /<li class="sidebar-star"><a href="\/docs\/basics\/overview">/);
  assert.match(page('/docs/basics/setup'), /class="sidebar-category toolbox"[^>]*>.*?>Toolbox</);
});

async function contentProblems(files: Record<string, string>) {
  const dir = tmpSite(files);
  try {
    await loadContent({ docsDir: path.join(dir, 'docs'), routeBase: '/docs' });
  } catch (err) {
    assert.instance(err, BuildError);
    return (err as BuildError).problems;
  }
  return assert.unreachable('expected an error');
}

test('an id with a slash is rejected, naming the file and line', async () => {
  const [p] = (await contentProblems({ 'docs/g/a.md': '---\ntitle: A\nid: g/a\n---\n# A\n' }))!;
  assert.match(p!.pos.file, /g\/a\.md$/);
  assert.is(p!.pos.line, 3);
  assert.match(p!.message, /"id".*cannot include "\/"/);
});

test('README and folder-named docs are folder indexes, in any case; an index keeps the folder URL despite its id', async () => {
  const dir = tmpSite({ 'docs/a/ReadMe.md': '# A\n', 'docs/b/B.md': '---\nid: other\n---\n# B\n', 'docs/c/01-c.md': '# C\n' });
  const { docs } = await loadContent({ docsDir: path.join(dir, 'docs'), routeBase: '/docs' });
  const routes = Object.fromEntries(docs.map((d) => [d.id, d.route]));
  assert.equal(routes, { 'a/ReadMe': '/docs/a/', 'b/other': '/docs/b/', 'c/c': '/docs/c/c' });
});

test('exclude replaces the default globs, but `_` partials stay out', async () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', 'docs/_p.md': 'partial\n', 'docs/x.test.md': '# T\n', 'docs/skip/b.md': '# B\n' });
  const { docs } = await loadContent({ docsDir: path.join(dir, 'docs'), routeBase: '/docs', exclude: ['skip/**'] });
  assert.equal(docs.map((d) => d.id).sort(), ['a', 'x.test']);
});

test('a bad _category_.yml names the file and line; two category files in a folder is an error', async () => {
  const [bad] = (await contentProblems({ 'docs/g/a.md': '# A\n', 'docs/g/_category_.yaml': 'label: x\n  bad: [\n' }))!;
  assert.match(bad!.message, /invalid YAML in category file/);
  assert.is(bad!.pos.line, 2);
  const [two] = (await contentProblems({ 'docs/g/a.md': '# A\n', 'docs/g/_category_.yml': 'label: x\n', 'docs/g/_category_.json': '{}' }))!;
  assert.match(two!.message, /a second category file/);
});

/** A small Docusaurus site of `files`, built. */
async function lampsSite(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', {}]] };\n", ...files });
  return buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
}

test('a Docusaurus site\'s doc without a title or a leading heading is titled by its id; a docsgen site\'s is an error', async () => {
  const built = await lampsSite({ 'docs/care/01-wick-trim.md': 'Trim the wick before each use.\n', 'docs/care/polish.md': '---\nid: brass-polish\n---\n\nPolish the brass.\n' });
  const html = (f: string) => String(built.files.get(f) ?? '');
  assert.match(html('docs/care/wick-trim/index.html'), /<title>wick-trim \| Lamps<\/title>/);
  assert.match(html('docs/care/brass-polish/index.html'), /<h1[^>]*>brass-polish<\/h1>/);
  const own = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' } };\n", 'docs/a.md': 'No title.\n' });
  const err = await buildSite(await loadConfig(path.join(own, 'site.config.ts'))).catch((e: unknown) => e);
  assert.ok(err instanceof BuildError && /the doc has no title/.test(err.problems[0]!.message));
});

test('a Docusaurus site\'s doc, Markdown page or blog post is described by its first line of text (createExcerpt); a docsgen site\'s by its first paragraph', async () => {
  const body = "# Lamps\n\nimport Wick from './wick';\n\n```sh\nlamp --on\n```\n\nTrim the **wick** [first](./a.md).\nThen light it.\n";
  const built = await lampsSite({ 'docs/a.md': body, 'docs/wick.js': 'export default function Wick() { return null; }\n', 'docs/b.md': '# B\n\n## Setting up\n\nText.\n', 'src/pages/care.md': '# Care\n\nOil the hinge.\nWipe it dry.\n', 'docs/c.md': '# C\n\n```sh\nlamp --on\n```\n', 'blog/2024-01-02-wicks.md': '---\ntitle: Wicks\n---\n\nNew wicks are in.\nThey burn longer.\n\n<!-- truncate -->\n' });
  const description = (f: string) => /<meta name="description" content="([^"]*)"/.exec(String(built.files.get(f)))?.[1];
  assert.is(description('docs/a/index.html'), 'Trim the wick first.');
  assert.is(description('docs/b/index.html'), 'Setting up', 'a lower heading\'s text counts, as on Docusaurus');
  assert.is(description('care/index.html'), 'Oil the hinge.', 'a Markdown page\'s too');
  assert.is(description('blog/2024/01/02/wicks/index.html'), 'New wicks are in.', 'a blog post\'s too');
  assert.not.match(String(built.files.get('docs/c/index.html')), /name="description"|og:description|twitter:description/, 'no text: no description, as Docusaurus\'s PageMetadata');
  const own = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' } };\n", 'docs/a.md': '# A\n\nTrim the wick.\nThen light it.\n' });
  const ownBuilt = await buildSite(await loadConfig(path.join(own, 'site.config.ts')));
  assert.match(String(ownBuilt.files.get('docs/a/index.html')), /<meta name="description" content="Trim the wick\. Then light it\."/);
});

test.run();
