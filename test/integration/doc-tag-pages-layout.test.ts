// Docs tag pages on a Docusaurus site have theme-classic's structure and class names (a centred Infima column, the
// tags by letter as labels with counts, a tag's docs as articles), and so do a doc's own tags at its foot
// (TagsListInline in DocItem/Footer's row), their look in the site's Infima stylesheet; a docsgen site's keep
// docsgen's own layout.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const DOCS = {
  'docs/zinc.md': '---\ntags: [care, metal]\ndescription: A grey metal.\n---\n# Zinc\n\nText.\n',
  'docs/brass.md': '---\ntags: [metal]\n---\n# Brass\n\nAn alloy of copper.\n',
  'docs/tags.yml': 'metal:\n  label: Metal\n  description: Docs on metals.\ncare:\n  label: Care\n',
};

async function built(config: string, file: string) {
  const site = await buildSite(await loadConfig(path.join(tmpSite({ [file]: config, ...DOCS }), file)));
  const page = (route: string) => String(site.files.get(`${route.replace(/^\//, '')}/index.html`) ?? '');
  return { page, main: (route: string) => page(route).slice(page(route).indexOf('<div id="main"')), css: [...site.files].filter(([f]) => f.endsWith('.css')).map(([, c]) => String(c)).join('\n') };
}

const docusaurus = await built("module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n", 'docusaurus.config.js');

test("Docusaurus: the tags list is TagsListByLetter's, in the page's column", () => {
  const list = docusaurus.main('/docs/tags');
  assert.match(list, /^<div id="main" class="[^"]*page-page[^"]*"><div class="container margin-vert--lg"><div class="row"><main class="col col--8 col--offset-2"><h1>Tags<\/h1><section class="margin-vert--lg"><article><h2 id="C">C<a class="hash-link" href="#C"/);
  assert.match(list, /<ul class="padding--none"><li class="tag-list-item"><a class="tag tag--with-count" href="\/docs\/tags\/care">Care<span>1<\/span><\/a><\/li><\/ul><hr\/><\/article><article><h2 id="M">/);
  // The tag's description is the link's title, as Docusaurus's Tag gives it.
  assert.match(list, /<a class="tag tag--with-count" href="\/docs\/tags\/metal" title="Docs on metals.">Metal<span>2<\/span><\/a>/);
  assert.match(docusaurus.page('/docs/tags'), /<html[^>]* class="[^"]*\bdocs-tags-list-page\b/);
});

test("Docusaurus: a tag's page is DocTagDocListPage's header and articles", () => {
  const metal = docusaurus.main('/docs/tags/metal');
  assert.match(metal, /<main class="col col--8 col--offset-2"><header class="margin-bottom--xl"><h1>2 docs tagged with &quot;Metal&quot;<\/h1><p>Docs on metals.<\/p><a href="\/docs\/tags">View all tags<\/a><\/header><section class="margin-vert--lg">/);
  assert.match(metal, /<article class="margin-vert--lg"><a href="\/docs\/brass"><h2>Brass<\/h2><\/a><p>An alloy of copper.<\/p><\/article><article class="margin-vert--lg"><a href="\/docs\/zinc"><h2>Zinc<\/h2><\/a><p>A grey metal.<\/p><\/article><\/section><\/main>/);
  assert.match(docusaurus.page('/docs/tags/metal'), /<html[^>]* class="[^"]*\bdocs-tags-doc-list-page\b/);
  assert.not.match(metal, /doc-container|tagged-docs/);
});

test("Docusaurus: a doc's tags are TagsListInline's, in the footer's Infima row", () => {
  assert.match(docusaurus.page('/docs/zinc'), /<div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><b>Tags:<\/b><ul class="tags-inline padding--none margin-left--sm"><li class="tags-inline__item"><a class="tag tag--regular" href="\/docs\/tags\/care">Care<\/a><\/li><li class="tags-inline__item"><a class="tag tag--regular" href="\/docs\/tags\/metal">Metal<\/a><\/li><\/ul><\/div><\/div>/);
  assert.not.match(docusaurus.page('/docs/zinc'), /doc-tags/);
});

test("Docusaurus: the tags' look comes with the site's Infima stylesheet, with the variables it reads", () => {
  assert.match(docusaurus.css, /\.tag--with-count::before\{/);
  // Docusaurus's border variable, which a site's stylesheet may set.
  assert.match(docusaurus.css, /\.tag--regular\{[^}]*border:1px solid var\(--docusaurus-tag-list-border\)/);
  assert.match(docusaurus.css, /\.tags-inline__item\{display:inline-block;/);
  assert.match(docusaurus.css, /--ifm-color-emphasis-300:/);
  assert.match(docusaurus.css, /\.col--offset-2\{/);
});

test("docsgen's own site: its tag pages keep docsgen's layout and CSS", async () => {
  const own = await built("export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' } };\n", 'site.config.ts');
  const metal = own.page('/docs/tags/metal');
  assert.match(metal, /<div class="doc-container"><div class="doc-column"><header class="tag-header">/);
  assert.not.match(metal, /col--offset-2/);
  assert.not.match(own.css, /tag--with-count/);
  assert.match(own.page('/docs/zinc'), /<p class="doc-tags"><b>Tags:<\/b> <a class="tag" href="\/docs\/tags\/care">Care<\/a>/);
});

test.run();
