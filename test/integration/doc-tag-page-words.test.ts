// A docs tag's page says Docusaurus's words in the page's locale: its title ("One doc tagged with …", plural forms),
// the link to every tag; its docs listed by title, as Docusaurus's docs plugin sorts them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const site = tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n",
  'docs/zinc.md': '---\ntags: [care, metal]\n---\n# Zinc\n\nText.\n',
  'docs/brass.md': '---\ntags: [metal]\n---\n# Brass\n\nText.\n',
  'docs/tags.yml': 'metal:\n  label: Metal\ncare:\n  label: Care\n',
});
await buildLocales(path.join(site, 'docusaurus.config.js'), undefined);
const page = (rel: string) => readFileSync(path.join(site, 'build', rel), 'utf8');

test('English: "One doc tagged", "{count} docs tagged", the docs by title', () => {
  const one = page('docs/tags/care/index.html');
  assert.match(one, /<h1>One doc tagged with &quot;Care&quot;<\/h1>/);
  assert.match(one, /<title>One doc tagged with &quot;Care&quot; \| T<\/title>/);
  const two = page('docs/tags/metal/index.html');
  assert.match(two, /<h1>2 docs tagged with &quot;Metal&quot;<\/h1>/);
  assert.match(two, /View all tags<\/a>/);
  assert.ok(two.indexOf('>Brass<') < two.indexOf('>Zinc<'), 'Brass before Zinc');
});

test("another locale: Docusaurus's translations of the title, the list's title and the link", () => {
  const fr = page('fr/docs/tags/metal/index.html');
  assert.match(fr, /<h1>2 documents tagués avec &quot;Metal&quot;<\/h1>/);
  assert.match(fr, /<title>2 documents tagués avec &quot;Metal&quot; \| T<\/title>/);
  assert.match(fr, />Voir tous les tags<\/a>/);
  assert.match(page('fr/docs/tags/care/index.html'), /<h1>Un document tagué avec &quot;Care&quot;<\/h1>/);
});

test.run();
