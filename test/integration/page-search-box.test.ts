// A site's page or doc that draws `@theme/SearchBar` (or `@theme-original/SearchBar`), as a home page's hero search
// does: docsgen's search box is drawn there, as in the navbar, its input with an id of its own.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const dir = tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'Kiln', url: 'https://kiln.example.org', presets: [['classic', { blog: false }]] };\n",
  'docs/intro.mdx': "import SearchBar from '@theme-original/SearchBar';\n\n# Intro\n\nLook it up: <SearchBar />\n",
  'src/pages/find.js': "import SearchBar from '@theme/SearchBar';\nexport default function Find() {\n  return <section className=\"kiln-hero\"><h1>Find a glaze</h1><SearchBar /><SearchBar /></section>;\n}\n",
});
const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
const main = (file: string) => {
  const html = String(built.files.get(file));
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

test("a site page's SearchBar is docsgen's search box, each input with an id of its own", () => {
  const page = main('find/index.html');
  assert.not.match(page, /data-docsgen-original/, 'no marker left');
  const hero = page.slice(page.indexOf('<section class="kiln-hero"'));
  assert.is(hero.match(/data-island="SearchBar"/g)?.length, 2, hero);
  const ids = [...hero.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(ids, ['search-input-page-1', 'search-input-page-1-form', 'search-input-page-2', 'search-input-page-2-form']);
  assert.match(hero, /aria-controls="search-input-page-1-results"/);
});

test("a doc's @theme-original/SearchBar is docsgen's search box too", () => {
  const doc = main('docs/intro/index.html');
  assert.not.match(doc, /data-docsgen-original/);
  assert.match(doc, /Look it up: <div class="navbar-search page-search" role="search" data-island="SearchBar"/);
});

test.run();
