// The words the Markdown path writes into a doc — an admonition's default title, a heading's `#` link's name, a
// table's region's name — in the page's locale: the site's code.json first, else Docusaurus's translations; the
// default locale keeps English.
// Plain Markdown (the fast path), MDX docs, and the theme's admonition boxes of a site with its own admonition types.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { builtLocales } from '../helpers/locale-site.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { themeTranslations } from '../../generator/i18n/theme-translations.ts';
import { createMarkdownProcessor } from '../../generator/markdown/processor.ts';
import { markdownWords } from '../../generator/markdown/words.ts';

const CONFIG = "module.exports = { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { sidebarPath: false } }]] };\n";
const BODY = '# Intro\n\n:::note\n\nA note.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n\n:::info[Named]\n\nIts own title.\n\n:::\n\n## First part\n\n| a | b |\n| - | - |\n| 1 | 2 |\n';
const FILES = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': BODY,
  // JSX: the MDX path.
  'docs/comp.mdx': "# Comp\n\nimport Shared from './_shared.md';\n\n<div className=\"own\">Box</div>\n\n:::warning\n\nCareful.\n\n:::\n\n## Second part\n\n| a |\n| - |\n| 1 |\n\n| b |\n| - |\n| 2 |\n\n<Shared />\n",
  // A partial the MDX doc imports: compiled with the locale's words too.
  'docs/_shared.md': ':::danger\n\nShared.\n\n:::\n',
  // The site's own word wins over Docusaurus's ("astuce").
  'i18n/fr/code.json': '{ "theme.admonition.tip": { "message": "Conseil" }, "docsgen.table": { "message": "Tableau" } }',
};

/** A box's name and shown title, by its type. */
const box = (html: string, kind: string) => new RegExp(`<aside[^>]*class="[^"]*theme-admonition-${kind}\\b[^"]*"[^>]*aria-label="([^"]*)"[^>]*>\\s*<p class="admonition-title[^"]*">([^<]*)<`).exec(html)?.slice(1, 3);

const site = tmpSite(FILES);
const build = () => buildLocales(path.join(site, 'docusaurus.config.js'), undefined);
const page = (rel: string) => readFileSync(path.join(site, 'build', rel), 'utf8');
await build();

test('Markdown docs: admonition titles and heading links in the locale, code.json first; English where no locale word', () => {
  const fr = page('fr/docs/intro/index.html');
  assert.equal(box(fr, 'note'), ['remarque', 'remarque']);
  assert.equal(box(fr, 'tip'), ['Conseil', 'Conseil']);
  assert.equal(box(fr, 'info'), ['Named', 'Named'], 'a title the block names stays its own');
  assert.match(fr, /<a class="hash-link" href="#first-part" aria-label="Lien direct vers First part">#<\/a>/);
  const en = page('docs/intro/index.html');
  assert.equal(box(en, 'note'), ['Note', 'Note']);
  assert.equal(box(en, 'tip'), ['Tip', 'Tip']);
  assert.match(en, /aria-label="Direct link to First part">#<\/a>/);
  // A table's scrolling region, by docsgen's own id (code.json).
  assert.match(fr, /<div class="table-scroll" role="region" tabindex="0" aria-label="Tableau">/);
  assert.match(en, /<div class="table-scroll" role="region" tabindex="0" aria-label="Table">/);
});

test('MDX docs and the partials they import: the same words', () => {
  const fr = page('fr/docs/comp/index.html');
  assert.equal(box(fr, 'warning'), ['attention', 'attention']);
  assert.match(fr, /href="#second-part" aria-label="Lien direct vers Second part">#<\/a>/);
  assert.equal(box(page('docs/comp/index.html'), 'warning'), ['Warning', 'Warning']);
  assert.equal(box(fr, 'danger'), ['danger', 'danger'], 'a partial it imports');
  assert.match(fr, /aria-label="Tableau 1"[\s\S]*aria-label="Tableau 2"/);
  assert.equal(box(page('docs/comp/index.html'), 'danger'), ['Danger', 'Danger']);
});

test('built again from the cache: each locale keeps its own words', async () => {
  await build();
  assert.equal(box(page('fr/docs/intro/index.html'), 'note'), ['remarque', 'remarque']);
  assert.equal(box(page('docs/intro/index.html'), 'note'), ['Note', 'Note']);
  assert.equal(box(page('fr/docs/comp/index.html'), 'warning'), ['attention', 'attention']);
});

test('a site with its own admonition types: the theme\'s boxes titled in the locale', async () => {
  const own = await builtLocales({
    ...FILES,
    'docusaurus.config.js': CONFIG.replace("docs: { sidebarPath: false }", "docs: { sidebarPath: false, admonitions: { keywords: ['idea'], extendDefaults: true } }"),
    'src/theme/Admonition/Types.js': "import React from 'react';\nimport DefaultTypes from '@theme-original/Admonition/Types';\nfunction Idea(props) { return <div className=\"idea\">{props.children}</div>; }\nexport default { ...DefaultTypes, idea: Idea };\n",
  });
  assert.equal(box(own('fr/docs/intro/index.html'), 'note'), ['remarque', 'remarque']);
  assert.equal(box(own('fr/docs/intro/index.html'), 'tip'), ['Conseil', 'Conseil']);
  assert.equal(box(own('docs/intro/index.html'), 'note'), ['Note', 'Note']);
});

test('a live code block\'s headers in the locale (Docusaurus\'s live-code theme words), on the server and in its island\'s props', async () => {
  const processor = await createMarkdownProcessor();
  const liveCode = { src: '/assets/live.js', css: '/assets/live.css', position: 'bottom' as const };
  const render = async (words?: Record<string, string>) => (await processor.render({ body: '```jsx live\n<b>hi</b>\n```\n', file: '/a.md', relPath: 'a.md', bodyLine: 1, routesByPath: new Map(), setup: { magicComments: [], liveCode, ...(words ? { words } : {}) } })).html;
  const fr = await render(markdownWords(themeTranslations('fr', site)));
  assert.match(fr, /<div class="playground-header">Éditeur en direct<\/div>[\s\S]*<div class="playground-header">Résultat<\/div>/);
  assert.match(fr, /&#x22;labels&#x22;:\{&#x22;editor&#x22;:&#x22;Éditeur en direct&#x22;,&#x22;result&#x22;:&#x22;Résultat&#x22;\}/);
  const en = await render();
  assert.match(en, /<div class="playground-header">Live Editor<\/div>[\s\S]*<div class="playground-header">Result<\/div>/);
  assert.not.match(en, /labels/);
});

test.run();
