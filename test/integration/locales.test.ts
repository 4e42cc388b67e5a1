// A Docusaurus site's other locales (test/fixtures/locales: English and French): each built at `<baseUrl><locale>/`
// from its translated docs, posts and pages where it has them and the default locale's files otherwise, with its
// JSON translations (navbar, footer, sidebar categories, version label, blog options, code.json), its `<html lang>`,
// alternate links and locale dropdown leading to the same page in each locale, its own search index and sitemap.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { BuildError } from '../../generator/errors.ts';
import { fixtureCopy, tmpSite } from '../helpers/tmp-site.ts';

const site = fixtureCopy('locales');
const config = path.join(site, 'docusaurus.config.js');
const results = await buildLocales(config, undefined);
const page = (rel: string) => readFileSync(path.join(site, 'build', rel), 'utf8');
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");

test('every locale is built: the default at the base URL, French under /fr/ with its own <html lang>', () => {
  assert.equal(results.map((r) => path.relative(site, r.outDir)), ['build', path.join('build', 'fr')]);
  assert.match(page('docs/intro/index.html'), /<html lang="en" dir="ltr"/);
  assert.match(page('fr/docs/intro/index.html'), /<html lang="fr-FR" dir="ltr"[^>]*data-base-url="\/fr\/"/);
  assert.ok(existsSync(path.join(site, 'build/fr/sitemap.xml')));
  assert.match(page('fr/sitemap.xml'), /<loc>https:\/\/orchard\.example\/fr\/docs\/intro<\/loc>/);
  assert.not.match(page('sitemap.xml'), /\/fr\//);
});

test('a translated doc, post and page are read from the locale folder; the others fall back to the default files', () => {
  assert.match(text(page('fr/docs/intro/index.html')), /Planter des arbres[\s\S]*Creusez un trou/);
  assert.match(text(page('docs/intro/index.html')), /Planting trees/);
  assert.match(text(page('fr/docs/guide/watering/index.html')), /Water young trees weekly/);
  assert.match(text(page('fr/blog/2024/03/01/blossom/index.html')), /La floraison[\s\S]*Les premières fleurs/);
  assert.match(text(page('fr/about/index.html')), /À propos du verger/);
  // The blog's authors file too: the locale's own where it has one.
  assert.match(text(page('fr/blog/2024/03/01/blossom/index.html')), /Jardinière en chef/);
  assert.match(text(page('blog/2024/03/01/blossom/index.html')), /Head gardener/);
  assert.match(text(page('about/index.html')), /About the orchard/);
});

test('the JSON translations: navbar, footer, blog options, sidebar categories and the version label', () => {
  const intro = text(page('fr/docs/intro/index.html'));
  for (const s of ['Verger', 'Tutoriel', 'Blogue', 'Communauté', 'Le forum', 'Les gens du verger']) assert.ok(intro.includes(s), s);
  assert.match(text(page('fr/blog/index.html')), /Billets récents/);
  assert.match(page('fr/blog/index.html'), /<title>Le blog/);
  const assets = path.join(site, 'build/fr/assets');
  const tree = readFileSync(path.join(assets, readdirSync(assets).find((f) => /^sidebar\..*\.json$/.test(f))!), 'utf8');
  assert.match(tree, /"label":"Guide pratique"/);
  assert.not.match(text(page('docs/intro/index.html')), /Tutoriel|Guide pratique/);
});

test('<Translate> and translate() take their message from the locale\'s code.json, the default locale\'s too', () => {
  assert.match(text(page('fr/docs/guide/pruning/index.html')), /Taillez à la fin de l'hiver\./);
  assert.match(page('fr/docs/guide/pruning/index.html'), /title="Sécateur"/);
  assert.match(text(page('docs/guide/pruning/index.html')), /Prune in late winter\./);
  // The default locale reads its own folder (i18n/en) too, as Docusaurus does.
  assert.match(page('docs/guide/pruning/index.html'), /title="Pruning shears"/);
});

test("docsgen's own words take the locale's message under Docusaurus's theme id (code.json)", () => {
  assert.match(page('fr/docs/intro/index.html'), /<span class="pagination-sub">Suivant<\/span>/);
  assert.match(page('docs/intro/index.html'), /<span class="pagination-sub">Next<\/span>/);
  assert.match(text(page('fr/blog/2024/03/01/blossom/index.html')), /Modifier cette page/);
  assert.match(text(page('blog/2024/03/01/blossom/index.html')), /Edit this page/);
});

test('the alternate links and the locale dropdown lead to the same page in each locale', () => {
  const html = page('fr/docs/intro/index.html');
  assert.match(html, /<link rel="alternate" hrefLang="en" href="https:\/\/orchard\.example\/docs\/intro"/);
  assert.match(html, /<link rel="alternate" hrefLang="fr-FR" href="https:\/\/orchard\.example\/fr\/docs\/intro"/);
  assert.match(html, /<link rel="alternate" hrefLang="x-default" href="https:\/\/orchard\.example\/docs\/intro"/);
  assert.match(html, /<a class="dropdown-link" href="\/docs\/intro" lang="en">English<\/a>/);
  assert.match(html, /<a class="dropdown-link" href="\/fr\/docs\/intro" lang="fr-FR" aria-current="true">Français<\/a>/);
  assert.match(page('docs/intro/index.html'), /<a class="dropdown-link" href="\/fr\/docs\/intro" lang="fr-FR">Français<\/a>/);
});

test('each locale has its own search index: French pages are found in /fr/', () => {
  const assets = (dir: string) => readdirSync(path.join(site, dir)).filter((f) => f.startsWith('search-docs'));
  const fr = readFileSync(path.join(site, 'build/fr/assets', assets('build/fr/assets')[0]!), 'utf8');
  const en = readFileSync(path.join(site, 'build/assets', assets('build/assets')[0]!), 'utf8');
  assert.match(fr, /Planter des arbres/);
  assert.not.match(en, /Planter des arbres/);
});

test('--locale builds that locale alone, into its folder', async () => {
  rmSync(path.join(site, 'build'), { recursive: true });
  const one = await buildLocales(config, undefined, { locale: 'fr' });
  assert.equal(one.length, 1);
  assert.ok(existsSync(path.join(site, 'build/fr/docs/intro/index.html')));
  assert.not.ok(existsSync(path.join(site, 'build/docs')));
});

test('serve --locale serves that locale under its base URL', async () => {
  const { serve } = await import('../../generator/dev/server.ts');
  const server = await serve({ configPath: config, locale: 'fr', outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  try {
    const html = await (await fetch(`${server.url}/fr/docs/intro`)).text();
    assert.match(html, /<html lang="fr-FR"/);
    assert.match(text(html), /Planter des arbres/);
  } finally {
    await server.close();
  }
});

test('a released docs version and another docs instance read their own translation folders and files', async () => {
  const conf = "module.exports = { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false, pages: false }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'tools', path: 'tools', routeBasePath: 'tools' }]] };\n";
  const fr = 'i18n/fr/docusaurus-plugin-content-docs';
  const dir = tmpSite({
    'docusaurus.config.js': conf, 'versions.json': '["1.0"]', 'docs/intro.md': '# Intro next\n', 'versioned_docs/version-1.0/intro.md': '# Intro one\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": [{ "type": "category", "label": "Start", "items": ["intro"] }] }', 'tools/saw.md': '# Saw\n',
    [`${fr}/version-1.0/intro.md`]: '# Intro un\n', [`${fr}/version-1.0.json`]: '{ "version.label": { "message": "Un" }, "sidebar.docs.category.Start": { "message": "Début" } }',
    [`${fr}-tools/current/saw.md`]: '# Scie\n',
  });
  await buildLocales(path.join(dir, 'docusaurus.config.js'), undefined);
  const built = (rel: string) => text(readFileSync(path.join(dir, 'build', rel), 'utf8'));
  // The last released version is at the docs' route, the current one under next/.
  assert.match(built('fr/docs/next/intro/index.html'), /Intro next/);
  assert.match(built('fr/docs/intro/index.html'), /Intro un/);
  assert.match(built('docs/intro/index.html'), /Intro one/);
  assert.match(built('fr/tools/saw/index.html'), /Scie/);
  assert.match(built('tools/saw/index.html'), /Saw/);
  const assets = path.join(dir, 'build/fr/assets');
  const files = readdirSync(assets).map((f) => readFileSync(path.join(assets, f), 'utf8'));
  assert.ok(files.some((f) => f.includes('"label":"Début"')), 'the version\'s sidebar category');
  assert.ok(files.some((f) => f.includes('"label":"Un"')), 'the version\'s label');
});

test('a locale the config does not list, or a default locale missing from the list, is an error', async () => {
  const err = await buildLocales(config, undefined, { locale: 'de' }).catch((e: unknown) => e);
  assert.instance(err, BuildError);
  assert.match((err as BuildError).problems[0]!.message, /--locale de: the config's i18n\.locales has no such locale \(en, fr\)/);
  const dir = tmpSite({ 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['fr'] } };\n", 'docs/a.md': '# A\n' });
  const bad = await buildLocales(path.join(dir, 'docusaurus.config.js'), undefined).catch((e: unknown) => e);
  assert.instance(bad, BuildError);
  assert.match((bad as BuildError).problems[0]!.message, /i18n\.defaultLocale "en" is not in i18n\.locales \(fr\)/);
});

test.run();
