// The page's frame in another locale: skip link, navbar, sidebar, breadcrumbs, back-to-top, version banner and
// badge, announcement bar, external links' note, the search page without JavaScript; and the words the scripts say
// (color toggle, sidebar toggles, copy buttons), given on <html> only where translated. Docusaurus's ids, its
// translations (@docusaurus/theme-translations) under the site's code.json, docsgen's own ids for words it lacks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { builtLocales } from '../helpers/locale-site.ts';

const config = {
  title: 'T', url: 'https://t.example',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'] },
  themeConfig: {
    announcementBar: { id: 'a', content: 'News', isCloseable: true },
    navbar: { items: [{ href: 'https://elsewhere.example', label: 'Elsewhere', position: 'right' }] },
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', versions: { current: { label: 'Next', badge: true } } } }]],
};
const page = await builtLocales({
  'docusaurus.config.js': `module.exports = ${JSON.stringify(config)};\n`,
  'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', collapsed: false, items: ['guides/one'] }] };\n",
  'docs/intro.md': '# Intro\n\nText.\n',
  'docs/guides/one.md': '# One\n\n## Part\n\n```js\nlet a = 1;\n```\n',
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': '# Intro\n\nOld text.\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }\n',
  'i18n/fr/code.json': '{ "docsgen.search.noscript": { "message": "La recherche a besoin de JavaScript." }, "docsgen.copyPage.failed": { "message": "Copie impossible" } }',
});
const fr = page('fr/docs/next/guides/one/index.html');
const en = page('docs/next/guides/one/index.html');
const wordsOn = (html: string) => {
  const attr = /<html[^>]* data-words="([^"]*)"/.exec(html)?.[1];
  return attr === undefined ? undefined : JSON.parse(attr.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));
};

test('skip link, navbar, sidebar, breadcrumbs and back-to-top in Docusaurus\'s French', () => {
  assert.match(fr, /<a class="skip-link" href="#main">Aller au contenu principal<\/a>/);
  assert.match(fr, /<nav class="navbar-inner navbar__inner" aria-label="Main">/, 'the theme\'s French keeps "Main"');
  assert.match(fr, /class="navbar-menu-toggle"[^>]*aria-label="Ouvrir\/fermer la barre de navigation"/);
  assert.match(fr, /class="color-mode-toggle"[^>]*aria-label="Basculer entre le mode sombre et clair \(actuellement mode clair\)"/);
  assert.match(fr, /aria-label="Réduire la catégorie &#x27;Guides&#x27; de la barre latérale"/);
  assert.match(fr, /<nav class="breadcrumbs" aria-label="Fil d&#x27;Ariane">/);
  assert.match(fr, /<a href="\/fr\/" aria-label="Page d&#x27;accueil" class="breadcrumb-home">/);
  assert.match(fr, /class="back-to-top" href="#top" aria-label="Retour au début de la page"/);
  assert.match(fr, /class="announcement-close" aria-label="Fermer"/);
  assert.match(fr, /Elsewhere<span class="visually-hidden"> \(opens in new tab\)<\/span>/, 'the theme\'s own (untranslated) French');
});

test('the English pages keep docsgen\'s English', () => {
  assert.match(en, /<a class="skip-link" href="#main">Skip to main content<\/a>/);
  assert.match(en, /class="navbar-menu-toggle"[^>]*aria-label="Navigation menu"/);
  assert.match(en, /aria-label="Collapse sidebar category &#x27;Guides&#x27;"/);
  assert.match(en, /aria-label="Home page" class="breadcrumb-home"/);
  assert.match(en, /class="back-to-top" href="#top" aria-label="Back to top"/);
  assert.match(en, /Elsewhere<span class="visually-hidden"> \(opens in a new tab\)<\/span>/);
  assert.match(en, /aria-label="Switch between dark and light mode"/);
});

test('the version banner and badge in the locale\'s words', () => {
  assert.match(fr, /Ceci est la documentation de la prochaine version <b>Next<\/b> de T\./);
  assert.match(fr, /Pour une documentation à jour, consultez la <b><a href="\/fr\/docs\/intro"[^>]*>dernière version<\/a><\/b> \(1\.0\)\./);
  assert.match(fr, /<span class="version-badge">Version: Next<\/span>/);
  assert.match(en, /This is unreleased documentation for T <b>Next<\/b> version\./);
  assert.match(en, /For up-to-date documentation, see the <b><a href="\/docs\/intro"[^>]*>latest version<\/a><\/b> \(1\.0\)\./);
});

test('the scripts\' words: on <html> where translated (the site\'s code.json first), none on English pages', () => {
  const words = wordsOn(fr);
  assert.is(words['theme.colorToggle.ariaLabel'], 'Basculer entre le mode sombre et clair (actuellement {mode})');
  assert.is(words['theme.DocSidebarItem.expandCategoryAriaLabel'], "Développer la catégorie '{label}' de la barre latérale");
  assert.is(words['theme.CodeBlock.copy'], 'Copier');
  assert.is(words['docsgen.copyPage.failed'], 'Copie impossible');
  assert.is(wordsOn(page('de/docs/next/guides/one/index.html'))['theme.CodeBlock.copy'], 'Kopieren');
  assert.is(wordsOn(en), undefined);
});

test('the search page: its status while loading in Docusaurus\'s nearest words, without JavaScript the site\'s', () => {
  assert.match(page('fr/search/index.html'), /role="status"[^>]*>Chargement de nouveaux résultats\.\.\.</);
  assert.match(page('fr/search/index.html'), /<p class="search-page-noscript">La recherche a besoin de JavaScript\.<\/p>/);
  assert.match(page('de/search/index.html'), /<p class="search-page-noscript">Search runs in the browser/);
});

test.run();
