// The docs sidebar's entries as theme slots: a site's `DocSidebarItem`, `DocSidebarItem/Link` and `…/Html` draw each
// link and HTML entry once per build (content/theme/sidebar-items.ts), in the server's tree and in the shared tree
// the client opens collapsed categories from; the current page's link is marked as Docusaurus marks it.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Larder', url: 'https://larder.example.org', baseUrl: '/larder/',
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`;

const SIDEBARS = `module.exports = { main: [
  { type: 'doc', id: 'flour', customProps: { badge: 'new' } },
  'salt',
  { type: 'html', value: '<b>Cellar</b>', defaultStyle: true },
  { type: 'category', label: 'Cans', collapsed: true, items: ['cans/beans', { type: 'link', label: 'Tin maker', href: 'https://tins.example.org' }] },
] };
`;

const DOCS = {
  'sidebars.js': SIDEBARS,
  'docs/flour.md': '# Flour\n\nFine.\n',
  'docs/salt.md': '# Salt\n\nCoarse.\n',
  'docs/cans/beans.md': '# Beans\n\nBaked.\n',
};

async function build(files: Record<string, string | undefined>) {
  const all = { 'docusaurus.config.js': CONFIG, ...DOCS, ...files };
  const dir = tmpSite(Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined)));
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const text = (file: string) => String(built.files.get(file));
  const tree = () => {
    const file = [...built.files.keys()].find((f) => /^assets\/sidebar\.\w+(?:\.own)?\.json$/.test(f));
    return { file, json: file === undefined ? '' : text(file) };
  };
  return { built, page: text, text, tree };
}

const nav = (html: string) => /<nav class="sidebar-nav"[^>]*>([^]*?)<\/nav>/.exec(html)![1]!;
const unused = (built: { warnings: { message: string }[] }) => built.warnings.filter((w) => /overrides are not used/.test(w.message));

const BADGE_LINK = `import React from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import styles from './styles.module.css';
export default function LinkWrapper(props) {
  const badge = props.item.customProps?.badge;
  return <>{badge ? <span className={styles.badge}>{badge}</span> : null}<Link {...props} /></>;
}
`;

test('a wrapped DocSidebarItem/Link draws every link entry, docsgen\'s inside it, the current page\'s marked', async () => {
  const { page, built, tree, text } = await build({
    'src/theme/DocSidebarItem/Link/index.js': BADGE_LINK,
    'src/theme/DocSidebarItem/Link/styles.module.css': '.badge { color: teal; }\n',
  });
  const flour = nav(page('docs/flour/index.html'));
  // Docusaurus's markup and classes, links with the base URL, the badge from customProps.
  assert.match(flour, /<span class="[^"]*badge[^"]*">new<\/span><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="\/larder\/docs\/flour">Flour<\/a><\/li>/);
  assert.match(flour, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item"><a class="menu__link" href="\/larder\/docs\/salt">Salt<\/a><\/li>/);
  assert.equal(flour.match(/aria-current/g)!.length, 1);
  // Another page marks its own link.
  const salt = nav(page('docs/salt/index.html'));
  assert.match(salt, /<a class="menu__link menu__link--active" aria-current="page" href="\/larder\/docs\/salt">/);
  assert.match(salt, /<a class="menu__link" href="\/larder\/docs\/flour">/);
  // The HTML entry stays docsgen's; the collapsed category's entries are not in the page, but in the shared tree,
  // drawn by the site's component (the external link with Docusaurus's arrow).
  assert.match(flour, /<li class="sidebar-html"><b>Cellar<\/b><\/li>/);
  assert.not.match(flour, /Beans|Tin maker/);
  const shared = JSON.parse(tree().json) as { items?: { drawn?: string; label?: string }[]; drawn?: string }[];
  const cans = shared[3]!.items!;
  assert.match(cans[0]!.drawn!, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu__link" href="\/larder\/docs\/cans\/beans">Beans<\/a><\/li>/);
  assert.match(cans[1]!.drawn!, /<a class="menu__link" href="https:\/\/tins\.example\.org" target="_blank" rel="noopener noreferrer">Tin maker<svg/);
  // The stylesheet the site's CSS module makes is in every page's head, once, not in the sidebar.
  assert.equal(page('docs/flour/index.html').match(/<link rel="stylesheet" href="\/larder\/assets\/mdx\.\w+\.css">/g)!.length, 1);
  assert.match(/<head>[^]*<\/head>/.exec(page('docs/flour/index.html'))![0], /mdx\.\w+\.css/);
  assert.not.match(flour, /<link/);
  // The shared tree holds each entry as drawn for no page only; its drawing as its page's is in a file of its own,
  // by its path in the tree, which the client fetches on client navigation.
  assert.not.match(tree().json, /menu__link--active/);
  assert.match(tree().file!, /\.own\.json$/);
  const current = JSON.parse(text(tree().file!.replace(/\.own\.json$/, '.current.json'))) as Record<string, string>;
  assert.match(current['3.0']!, /<a class="menu__link menu__link--active" aria-current="page" href="\/larder\/docs\/cans\/beans">Beans<\/a>/);
  assert.is(current['3.1'], undefined);
  // The page names the tree file written with the entries.
  assert.match(page('docs/flour/index.html'), new RegExp(`/larder/${tree().file!.replace(/\./g, '\\.')}`));
  assert.equal(unused(built), []);
});

test('drawn for no page, no entry is active: not even the site\'s root, which Docusaurus\'s isSamePath takes "" for', async () => {
  const { page } = await build({
    'docusaurus.config.js': "module.exports = { title: 'Larder', url: 'https://larder.example.org', baseUrl: '/', presets: [['classic', { blog: false, pages: false, docs: { routeBasePath: '/', sidebarPath: './sidebars.js' } }]] };\n",
    'docs/flour.md': '---\nslug: /\n---\n\n# Flour\n',
    'src/theme/DocSidebarItem/Link/index.js': BADGE_LINK,
    'src/theme/DocSidebarItem/Link/styles.module.css': '.badge { color: teal; }\n',
  });
  const salt = nav(page('salt/index.html'));
  assert.match(salt, /<a class="menu__link" href="\/">Flour<\/a>/);
  assert.equal(salt.match(/aria-current/g)!.length, 1);
  assert.match(nav(page('index.html')), /<a class="menu__link menu__link--active" aria-current="page" href="\/">Flour<\/a>/);
});

test('an ejected DocSidebarItem draws links and HTML entries from its item, level and index; DocSidebarItem/Html too', async () => {
  const { page, built } = await build({
    'src/theme/DocSidebarItem/index.tsx': `import React from 'react';
import type { Props } from '@theme/DocSidebarItem';
import Original from '@theme-original/DocSidebarItem';
import { useDocById } from '@docusaurus/plugin-content-docs/client';
export default function Item(props: Props) {
  if (props.item.type !== 'link' || !props.item.docId) return <Original {...props} />;
  const doc = useDocById(props.item.docId);
  return <li className="larder-item" data-level={props.level} data-index={props.index}><a href={props.item.href}>{doc.title}!</a></li>;
}
`,
    'src/theme/DocSidebarItem/Html/index.js': `export default function Html({ item }) { return <li className="larder-html" dangerouslySetInnerHTML={{ __html: item.value.toUpperCase() }} />; }\n`,
  });
  const beans = nav(page('docs/cans/beans/index.html'));
  assert.match(beans, /<li class="larder-item" data-level="1" data-index="1"><a href="\/larder\/docs\/salt">Salt!<\/a><\/li>/);
  assert.match(beans, /<li class="larder-html"><B>CELLAR<\/B><\/li>/);
  // Inside the open category (the page's), the site's entry as the site draws its page's: it does not mark it (as
  // on Docusaurus); the external link through docsgen's.
  assert.match(beans, /<li class="larder-item" data-level="2" data-index="0"><a href="\/larder\/docs\/cans\/beans">Beans!<\/a><\/li>/);
  assert.not.match(beans, /aria-current/);
  assert.match(beans, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu__link" href="https:\/\/tins\.example\.org"/);
  assert.equal(unused(built), []);
});

test('an interactive entry (state, an event handler) is an island with its item, in the page and in the shared tree', async () => {
  const { page, tree } = await build({
    'src/theme/DocSidebarItem/Link/index.js': `import React, { useState } from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
export default function Counted(props) {
  const [n, setN] = useState(0);
  return <li className="counted"><button onClick={() => setN(n + 1)}>{n}</button><ul><Link {...props} /></ul></li>;
}
`,
  });
  const flour = nav(page('docs/flour/index.html'));
  assert.match(flour, /<div class="island" data-island="site" data-island-src="\/larder\/assets\/island-[^"]+" data-island-export="default" data-props="\{&quot;props&quot;:\{&quot;item&quot;:\{&quot;type&quot;:&quot;link&quot;,&quot;label&quot;:&quot;Flour&quot;/);
  // The page's own entry is the island drawn as its page's (its props say so, for hydration).
  assert.match(flour, /&quot;activePath&quot;:&quot;\/larder\/docs\/flour&quot;[^>]*><li class="counted"><button>0<\/button><ul><li [^>]*><a class="menu__link menu__link--active" aria-current="page" href="\/larder\/docs\/flour">Flour<\/a>/);
  assert.equal(flour.match(/aria-current/g)!.length, 1);
  assert.match(tree().json, /"drawn":"<div class=\\"island\\"[^]*Beans/);
});

test('an ejected DocSidebarItem that imports Category and Html draws categories through the site\'s Category; its DocSidebarItems, not drawn, is named', async () => {
  const { page, built } = await build({
    'src/theme/DocSidebarItem/index.js': `import Category from '@theme/DocSidebarItem/Category';
import Html from '@theme/DocSidebarItem/Html';
import Link from '@theme/DocSidebarItem/Link';
export default function Item({ item, ...props }) {
  if (item.type === 'category') return <Category item={item} {...props} />;
  return item.type === 'html' ? <Html item={item} {...props} /> : <Link item={item} {...props} />;
}
`,
    'src/theme/DocSidebarItems/index.js': 'export default function Items() { return null; }\n',
    // The site's DocSidebarItem draws categories with it (`@theme/…` is the site's).
    'src/theme/DocSidebarItem/Category/index.js': "import Shelf from '../../components/Shelf';\nexport default function Category() { return <li><Shelf /></li>; }\n",
    // What that Category imports is one of the site's modules, not an override: not named.
    'src/theme/components/Shelf.js': 'export default function Shelf() { return <b>Shelf</b>; }\n',
  });
  const flour = nav(page('docs/flour/index.html'));
  assert.match(flour, /<template data-drawn-category="cans" data-collapsed="true"><\/template><li><b>Shelf<\/b><\/li><template data-drawn-category-end=""><\/template>/);
  assert.match(flour, /<a class="menu__link menu__link--active" aria-current="page" href="\/larder\/docs\/flour">Flour<\/a>/);
  assert.equal(unused(built)[0]!.message.split(': ')[1]!.split(', ').sort(), ['DocSidebarItems']);
});

test('DocSidebarItems and DocSidebarItem/Category draw a sidebar\'s items with Docusaurus\'s markup where a site\'s component lists them', async () => {
  const { page } = await build({
    'src/components/Map.js': `import DocSidebarItems from '@theme/DocSidebarItems';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
export default function Map() {
  const sidebar = useDocsSidebar();
  return <ul className="larder-map">{sidebar ? <DocSidebarItems items={sidebar.items} activePath="/larder/docs/cans/beans" level={1} /> : null}</ul>;
}
`,
    'docs/salt.md': undefined,
    'docs/salt.mdx': "import Map from '@site/src/components/Map';\n\n# Salt\n\n<Map />\n",
  });
  const map = /<ul class="larder-map">[^]*?<\/ul><\/li><\/ul>/.exec(page('docs/salt/index.html'))![0];
  assert.match(map, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item"><a class="menu__link" href="\/larder\/docs\/flour">Flour<\/a><\/li>/);
  // The category holding activePath is open and active (its label too, without a page, as Docusaurus's), its active link marked.
  assert.match(map, /<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" aria-expanded="true" href="\/larder\/docs\/cans\/beans">Cans<\/a><\/div><ul class="menu__list"><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="\/larder\/docs\/cans\/beans">Beans<\/a>/);
});

test('an entry that differs only as its page\'s renames the shared tree file, which every page\'s render key holds', async () => {
  const link = (mark: string) => ({ 'src/theme/DocSidebarItem/Link/index.js': `import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
export default function Link({ item, activePath }) {
  return <li data-current={isActiveSidebarItem(item, activePath) ? '${mark}' : undefined}><a href={item.href}>{item.label}</a></li>;
}
` });
  const [one, two] = [(await build(link('one'))).tree(), (await build(link('two'))).tree()];
  assert.is(one.json, two.json);
  assert.is.not(one.file, two.file);
});

test('without a site\'s sidebar entries, the tree is docsgen\'s own, its file written as before', async () => {
  const { page, tree } = await build({});
  assert.match(nav(page('docs/flour/index.html')), /<li><a class="active" href="\/larder\/docs\/flour" aria-current="page">Flour<\/a><\/li>/);
  assert.not.match(tree().json, /"drawn"/);
});

test.run();
