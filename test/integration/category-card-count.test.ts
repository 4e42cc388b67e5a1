// A category's card says how many items the category holds as Docusaurus's DocCard does: its direct items (a
// sub-category counts once), "1 item|{count} items" in the page's locale — on docsgen's generated index and from
// `@theme/DocCard` in a doc.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { builtEnFr } from '../helpers/built-locales.ts';

const page = await builtEnFr('{}', {
  'docs/garden/_category_.json': '{"label": "Garden", "link": {"type": "generated-index"}}',
  'docs/garden/trees/_category_.json': '{"label": "Trees"}',
  'docs/garden/trees/apple.md': '# Apple\n\nRound.\n',
  'docs/garden/trees/pear.md': '# Pear\n\nSoft.\n',
  'docs/garden/trees/exotic/mango.md': '# Mango\n\nSweet.\n',
  'docs/garden/trees/exotic/kiwi.md': '# Kiwi\n\nFuzzy.\n',
  'docs/garden/tools/_category_.json': '{"label": "Tools"}',
  'docs/garden/tools/rake.md': '# Rake\n\nTines.\n',
  'docs/shed.mdx': "import DocCard from '@theme/DocCard';\n\n# Shed\n\n<DocCard item={{ type: 'category', label: 'Trees', href: '/docs/category/garden', items: [{ type: 'link', label: 'A', href: '/docs/garden/trees/apple' }, { type: 'link', label: 'B', href: '/docs/garden/trees/pear' }] }} />\n",
});

test("the generated index: a category's direct items, one item in the singular", () => {
  const html = page('docs/category/garden/index.html');
  assert.match(html, />Trees<[\s\S]*?>3 items</, 'apple, pear and the exotic category');
  assert.match(html, />Tools<[\s\S]*?>1 item</);
});

test("another locale: Docusaurus's words for it", () => {
  const html = page('fr/docs/category/garden/index.html');
  assert.match(html, />3 éléments</);
  assert.match(html, />1 élément</);
});

test('@theme/DocCard in a doc says it in the locale too', () => {
  assert.match(page('docs/shed/index.html'), />2 items</);
  assert.match(page('fr/docs/shed/index.html'), />2 éléments</);
});

test.run();
