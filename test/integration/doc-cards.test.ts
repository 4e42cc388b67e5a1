// A category's cards as theme slots: `<DocCardList />` in an MDX doc lists the category whose page the doc is, the
// sidebar hooks Docusaurus gives (`useCurrentSidebarCategory`, `useDocById`, `filterDocCardListItems`) read the
// page's sidebar, and a site's `DocCardList` / `DocCard` draws the cards of its docs and of generated indexes.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org', baseUrl: '/o/',
  presets: [['classic', { blog: false, pages: false, docs: {} }]],
};
`;

const DOCS = {
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/trees/index.mdx': `import DocCardList from '@theme/DocCardList';
import { useCurrentSidebarCategory } from '@docusaurus/theme-common';

# Trees

<DocCardList />

<DocCardList items={useCurrentSidebarCategory().items} className="again" />
`,
  'docs/trees/apple.md': '---\ndescription: Crisp and red.\n---\n\n# Apple\n\nRound.\n',
  'docs/trees/pear.md': '# Pear\n\nSoft.\n',
  'docs/tools/_category_.json': '{"label": "Tools", "link": {"type": "generated-index", "description": "What to prune with."}}',
  'docs/tools/saw.md': '---\ndescription: Cuts branches.\n---\n\n# Saw\n\nSharp.\n',
};

async function build(files: Record<string, string> = {}) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (file: string) => String(built.files.get(file)) };
}

const cards = (html: string) => [...html.matchAll(/<a class="category-card-link" href="([^"]+)"><h2[^>]*>(?:<svg[^]*?<\/svg>)?<span class="category-card-label">([^<]*)<\/span><\/h2>(?:<p[^>]*>([^<]*)<\/p>)?/g)].map((m) => `${m[1]} ${m[2]} ${m[3] ?? ''}`.trim());

test('<DocCardList /> in an MDX doc draws a card per item of the category whose page the doc is', async () => {
  const { page, built } = await build();
  const trees = page('docs/trees/index.html');
  const lists = [...trees.matchAll(/<ul class="category-cards( again)?">[^]*?<\/ul>/g)];
  assert.equal(lists.length, 2);
  for (const list of lists) assert.equal(cards(list[0]), ['/o/docs/trees/apple Apple Crisp and red.', '/o/docs/trees/pear Pear Soft.']);
  // docsgen's generated index keeps its own cards.
  assert.equal(cards(page('docs/category/tools/index.html')), ['/o/docs/tools/saw Saw Cuts branches.']);
  assert.equal(built.warnings.filter((w) => /overrides are not used/.test(w.message)), []);
});

test('a site\'s DocCardList and wrapped DocCard draw the cards of its docs and of its generated indexes', async () => {
  const { page, built } = await build({
    'src/theme/DocCardList/index.js': `import { useCurrentSidebarCategory, filterDocCardListItems } from '@docusaurus/plugin-content-docs/client';
import DocCard from '@theme/DocCard';
function ForCategory({ className }) {
  return <DocCardList items={useCurrentSidebarCategory().items} className={className} />;
}
export default function DocCardList({ items, className }) {
  if (!items) return <ForCategory className={className} />;
  return <section className={'orchard-row ' + (className || '')}>{filterDocCardListItems(items).map((item, i) => <article key={i}><DocCard item={item} /></article>)}</section>;
}
`,
    'src/theme/DocCard/index.js': `import DocCard from '@theme-original/DocCard';
import { useDocById } from '@docusaurus/theme-common/internal';
import isInternalUrl from '@docusaurus/isInternalUrl';
export default function OrchardCard({ item }) {
  const doc = useDocById(item.docId);
  return <div className="orchard-card" data-title={doc ? doc.title : item.label} data-internal={String(isInternalUrl(item.href))}><DocCard item={item} /></div>;
}
`,
  });
  const trees = page('docs/trees/index.html');
  assert.match(trees, /<section class="orchard-row "><article><div class="orchard-card" data-title="Apple" data-internal="true"><a class="category-card-link" href="\/o\/docs\/trees\/apple">[^]*?<\/article><article><div class="orchard-card" data-title="Pear" data-internal="true">[^]*?<\/section>/);
  assert.match(trees, /<section class="orchard-row again">/);
  assert.equal(cards(trees), ['/o/docs/trees/apple Apple Crisp and red.', '/o/docs/trees/pear Pear Soft.', '/o/docs/trees/apple Apple Crisp and red.', '/o/docs/trees/pear Pear Soft.']);
  const tools = page('docs/category/tools/index.html');
  assert.match(tools, /<p class="category-description">What to prune with\.<\/p><div class="category-cards-own" style="display:contents"><section class="orchard-row "><article><div class="orchard-card" data-title="Saw" data-internal="true"><a class="category-card-link" href="\/o\/docs\/tools\/saw">/);
  assert.not.match(tools, /<ul class="category-cards">/);
  assert.equal(built.warnings.filter((w) => /overrides are not used/.test(w.message)), []);
});

test('<DocCardList /> elsewhere lists the page\'s siblings, as Docusaurus 3.8 does; useCurrentSidebarCategory() there stops the build at the doc', async () => {
  const { page } = await build({
    'docs/trees/notes.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Notes\n\n<DocCardList />\n",
    'docs/zz-all.mdx': "import DocCardList from '@theme/DocCardList';\n\n# All\n\n<DocCardList />\n",
    'docs/solo/one.md': '# One\n\nAlone.\n',
    'docs/who.mdx': "import { useDoc } from '@docusaurus/plugin-content-docs/client';\n\nexport const Who = () => <p className=\"who\">{useDoc().metadata.permalink}</p>;\n\n# Who\n\n<Who />\n",
  });
  // useDoc() in a doc's own component: the page's doc, as on Docusaurus.
  assert.match(page('docs/who/index.html'), /<p class="who">\/o\/docs\/who<\/p>/);
  assert.equal(cards(page('docs/trees/notes/index.html')).map((c) => c.split(' ')[0]), ['/o/docs/trees/apple', '/o/docs/trees/notes', '/o/docs/trees/pear']);
  // A doc at the top: the whole sidebar (a category leads to its page).
  assert.equal(cards(page('docs/zz-all/index.html')).map((c) => c.split(' ')[0]), ['/o/docs/intro', '/o/docs/solo/one', '/o/docs/category/tools', '/o/docs/trees/', '/o/docs/who', '/o/docs/zz-all']);
  // A category's card gives its generated index's description, else counts its items as Docusaurus words it.
  assert.ok(cards(page('docs/zz-all/index.html')).includes('/o/docs/category/tools Tools What to prune with.'));
  assert.ok(cards(page('docs/zz-all/index.html')).includes('/o/docs/solo/one solo 1 item'));

  const err = await build({ 'docs/lone.mdx': `import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';\n\n# Lone\n\n{useCurrentSidebarCategory().label}\n` }).then(() => undefined, (e: Error) => e);
  assert.ok(err, 'the build fails');
  const problems = (err as Error & { problems?: { pos: { file: string; line?: number }; message: string }[] }).problems ?? [];
  assert.equal(problems.map((p) => path.basename(p.pos.file)), ['lone.mdx']);
  assert.match(problems[0]!.message, /useCurrentSidebarCategory\(\): the page \/docs\/lone is not a sidebar category's page/);
});

test('an island in a doc that reads the sidebar carries the page\'s sidebar; one that does not, not', async () => {
  const { page } = await build({
    'docs/trees/index.mdx': `import DocCardList from '@theme/DocCardList';
import Counter from '@site/src/components/Counter';

# Trees

<Counter />

<DocCardList />
`,
    'src/components/Counter.js': "import { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button className=\"orchard-count\" onClick={() => setN(n + 1)}>{n}</button>;\n}\n",
    'src/theme/DocCard/index.js': `import { useState } from 'react';
import DocCard from '@theme-original/DocCard';
export default function Starred({ item }) {
  const [on, setOn] = useState(false);
  return <div className="orchard-star" onClick={() => setOn(!on)}><DocCard item={item} /></div>;
}
`,
  });
  const trees = page('docs/trees/index.html');
  const islands = [...trees.matchAll(/<div class="island" data-island="site"[^>]*data-props="([^"]*)"[^>]*>(<button class="orchard-count"|<div class="orchard-star")/g)].map((m) => [m[2]!.includes('star') ? 'card' : 'counter', m[1]!.includes('&quot;sidebar&quot;')]);
  assert.equal(islands, [['counter', false], ['card', true], ['card', true]]);
});

test.run();
