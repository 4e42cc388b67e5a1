// docsgen's own words on another locale's pages: the search box and search page (given to their islands only when
// translated, so English pages carry none), "Last updated", the 404 page, the blog archive, tags and authors titles,
// the blog sidebar's label, "Copy page". The site's code.json first (docsgen's own `docsgen.*` ids too), else
// Docusaurus's translations, else English.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const site = tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { sidebarPath: false, showLastUpdateTime: true }, blog: {} }]] };\n",
  'docs/intro.md': '# Intro\n\nText.\n',
  'blog/2024-01-01-one.md': '---\ntitle: One\ntags: [spring]\n---\nFirst words.\n',
  'i18n/fr/code.json': '{ "docsgen.search.loading": { "message": "Un instant..." }, "docsgen.copyPage": { "message": "Copier la page" } }',
});
const env = { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T12:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T12:00:00Z', GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@example.com' };
execFileSync('git', ['init', '-q'], { cwd: site });
execFileSync('git', ['add', '.'], { cwd: site, env });
execFileSync('git', ['commit', '-q', '-m', 'docs'], { cwd: site, env });
await buildLocales(path.join(site, 'docusaurus.config.js'), undefined);
const page = (rel: string) => readFileSync(path.join(site, 'build', rel), 'utf8');
/** The search box island's props on a page. */
const boxProps = (html: string) => JSON.parse(/data-island="SearchBar"[^>]*?data-props="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));

test('the search box says the locale\'s words, and its island gets only them; an English page gets none', () => {
  const fr = page('fr/docs/intro/index.html');
  assert.match(fr, /<span class="visually-hidden">Chercher<\/span>/);
  assert.match(fr, /placeholder="Un instant..."/, 'the site\'s own word for docsgen\'s "Loading..."');
  const words = boxProps(fr).words;
  assert.is(words.label, 'Chercher');
  assert.is(words.seeAll, 'Voir les {count} résultats');
  assert.is(words.locale, 'fr');
  assert.is(boxProps(page('docs/intro/index.html')).words, undefined);
  assert.match(page('docs/intro/index.html'), /placeholder="Loading..."/);
});

test('the search page: its title, heading and form in the locale', () => {
  const fr = page('fr/search/index.html');
  assert.match(fr, /<title>Chercher \| T<\/title>/);
  assert.match(fr, /<h1>Chercher<\/h1>/);
  assert.match(fr, /aria-label="Rechercher dans la documentation"/);
  assert.match(page('search/index.html'), /<h1>Search<\/h1>/);
});

test('"Last updated" in Docusaurus\'s words for the locale, the date in its language', () => {
  assert.match(page('fr/docs/intro/index.html'), /<p class="last-updated">Dernière mise à jour le <time dateTime="2024-03-05T12:00:00.000Z">5 mars 2024<\/time><\/p>/);
  assert.match(page('docs/intro/index.html'), /<p class="last-updated">Last updated on <time dateTime="2024-03-05T12:00:00.000Z">March 5, 2024<\/time><\/p>/);
});

test('the 404 page, and "Copy page" from the site\'s code.json', () => {
  const notFound = page('fr/404.html');
  assert.match(notFound, /<title>Page introuvable \| T<\/title>/);
  assert.match(notFound, /<h1>Page introuvable<\/h1><p>Nous n&#x27;avons pas trouvé ce que vous recherchez.<\/p><p>Veuillez contacter/);
  assert.match(page('404.html'), /<h1>Page Not Found<\/h1><p>We could not find what you were looking for.<\/p><p>The page may have moved/);
  assert.match(page('fr/docs/intro/index.html'), /class="copy-page"[^>]*data-copied="Copié"[^>]*>Copier la page<\/button>/);
  assert.match(page('docs/intro/index.html'), /class="copy-page"[^>]*>Copy page<\/button>/);
});

test('the blog\'s archive, tag page titles and sidebar label', () => {
  assert.match(page('fr/blog/archive/index.html'), /<div class="blog-archive"><h1>Archive<\/h1><p>Archive<\/p>/);
  assert.match(page('fr/blog/tags/spring/index.html'), /<h1>Un article tagués avec « spring »<\/h1>/);
  assert.match(page('fr/blog/tags/index.html'), /<h1>Tags<\/h1>/);
  assert.match(page('fr/blog/index.html'), /<nav class="blog-sidebar" aria-label="Navigation article de blog récent">/);
  assert.match(page('blog/tags/spring/index.html'), /<h1>One post tagged with &quot;spring&quot;<\/h1>/);
  assert.match(page('blog/index.html'), /<nav class="blog-sidebar" aria-label="Blog recent posts navigation">/);
});

test.run();
