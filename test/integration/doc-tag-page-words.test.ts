// A docs tag's page says Docusaurus's words in the page's locale: its title ("One doc tagged with …", plural forms),
// the link to every tag; its docs listed by title, as Docusaurus's docs plugin sorts them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { builtEnFr } from '../helpers/built-locales.ts';

const page = await builtEnFr('{ sidebarPath: false }', {
  'docs/zinc.md': '---\ntags: [care, metal]\n---\n# Zinc\n\nText.\n',
  'docs/brass.md': '---\ntags: [metal]\n---\n# Brass\n\nText.\n',
  'docs/tags.yml': 'metal:\n  label: Metal\ncare:\n  label: Care\n',
});

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
