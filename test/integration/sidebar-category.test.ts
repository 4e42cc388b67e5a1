// A site's `DocSidebarItem/Category` (content/theme/sidebar-items.ts): each category drawn once per build, open and
// closed as its `collapsed` prop says, between markers the client redraws it by (client/drawn-categories.ts), with
// docsgen's bounded list of its entries where the site's `@theme/DocSidebarItems` goes.
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
  'flour',
  { type: 'category', label: 'Cans', link: { type: 'generated-index' }, items: ['cans/beans', { type: 'category', label: 'Tins', items: ['cans/tins/peas'] }] },
  { type: 'category', label: 'Jars', collapsible: false, items: ['jars/jam'] },
] };
`;

// Docusaurus's own markup, its state and handlers (an island elsewhere: not here, the client redraws it).
const EJECTED = `import { useState } from 'react';
import Link from '@docusaurus/Link';
import DocSidebarItems from '@theme/DocSidebarItems';
export default function Shelf({ item, activePath, level }) {
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed);
  return (
    <li className={'shelf' + (collapsed ? ' menu__list-item--collapsed' : '')}>
      <div className="menu__list-item-collapsible">
        <Link className="menu__link menu__link--sublist" href={item.href ?? '#'}>{item.label}</Link>
        {item.collapsible ? <button type="button" className="clean-btn menu__caret" onClick={() => setCollapsed(!collapsed)} /> : null}
      </div>
      {collapsed ? null : <ul className="menu__list"><DocSidebarItems items={item.items} activePath={activePath} level={level + 1} /></ul>}
    </li>
  );
}
`;

const WRAPPER = `import Category from '@theme-original/DocSidebarItem/Category';
export default function Labelled(props) { return <><span className="shelf-label">{props.item.label}:</span><Category {...props} /></>; }
`;

async function build(category: string, more: Record<string, string> = {}) {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG, 'sidebars.js': SIDEBARS, 'docs/flour.md': '# Flour\n', 'docs/cans/beans.md': '# Beans\n',
    'docs/cans/tins/peas.md': '# Peas\n', 'docs/jars/jam.md': '# Jam\n', 'src/theme/DocSidebarItem/Category/index.js': category, ...more,
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const text = (file: string) => String(built.files.get(file));
  const nav = (file: string) => /<nav class="sidebar-nav"[^>]*>([^]*?)<\/nav>/.exec(text(file))![1]!;
  const treeFile = [...built.files.keys()].find((f) => /^assets\/sidebar\.\w+(?:\.own)?\.json$/.test(f))!;
  const drawings = built.files.get(treeFile.replace(/\.own\.json$/, '.current.json'));
  return {
    built, nav, tree: JSON.parse(text(treeFile)) as { label?: string; drawnOpen?: string; drawnClosed?: string; drawnTrail?: true; drawnOwn?: true; items?: { drawnClosed?: string }[] }[],
    drawings: (drawings === undefined ? {} : JSON.parse(String(drawings))) as Record<string, string>,
  };
}

const START = (key: string, collapsed: boolean) => `<template data-drawn-category="${key}" data-collapsed="${collapsed}"></template>`;
const END = '<template data-drawn-category-end=""></template>';

test('an ejected Category draws each category, closed or open as the page is in it, docsgen\'s list in it', async () => {
  const { nav, built } = await build(EJECTED);
  const flour = nav('docs/flour/index.html');
  // Closed: the site's drawing, no list; no island (the client opens it by its other drawing).
  assert.ok(flour.includes(`${START('cans', true)}<li class="shelf menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="/larder/docs/category/cans">Cans</a><button type="button" class="clean-btn menu__caret"></button></div></li>${END}`));
  assert.not.match(flour, /Beans|data-island/);
  // A category that cannot close: open, drawn without a caret, docsgen's list of its entries in the site's list.
  assert.ok(flour.includes(`${START('jars', false)}<li class="shelf"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="#">Jars</a></div><ul class="menu__list"><ul class="sidebar-list sidebar-level-2"><li><a href="/larder/docs/jars/jam">Jam</a></li></ul></ul></li>${END}`));
  // The page in a category: open, its link marked, the category inside it (Tins) closed.
  const beans = nav('docs/cans/beans/index.html');
  assert.ok(beans.includes(`${START('cans', false)}<li class="shelf">`));
  assert.match(beans, /<ul class="menu__list"><ul class="sidebar-list sidebar-level-2"><li><a class="active" href="\/larder\/docs\/cans\/beans" aria-current="page">Beans<\/a><\/li><template data-drawn-category="tins" data-collapsed="true"><\/template><li class="shelf menu__list-item--collapsed">/);
  // A component that reads no `activePath` draws a category alike on every page, its own too (docsgen marks no link
  // in it, as Docusaurus's page would show it).
  assert.ok(nav('docs/category/cans/index.html').includes(`${START('cans', false)}<li class="shelf"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="/larder/docs/category/cans">Cans</a>`));
  assert.equal(built.warnings.filter((w) => /overrides are not used/.test(w.message)), []);
});

test('the shared tree holds both drawings of each category, the open one with the marker for docsgen\'s list', async () => {
  const { tree } = await build(EJECTED);
  const cans = tree[1]!;
  assert.ok(cans.drawnOpen!.startsWith(START('cans', false)) && cans.drawnOpen!.endsWith(END));
  assert.match(cans.drawnOpen!, /<ul class="menu__list"><template data-sidebar-items=""><\/template><\/ul>/);
  assert.ok(cans.drawnClosed!.startsWith(START('cans', true)));
  assert.not.match(cans.drawnClosed!, /data-sidebar-items/);
  assert.match(cans.items![1]!.drawnClosed!, /Tins/);
  // One that cannot close is drawn open only (closed, that drawing without the marker).
  assert.is(tree[2]!.drawnClosed, tree[2]!.drawnOpen!.replace('data-collapsed="false"', 'data-collapsed="true"').replace('<template data-sidebar-items=""></template>', ''));
});

test('a Category wrapping @theme-original draws docsgen\'s Docusaurus-like category inside the site\'s addition', async () => {
  const { nav } = await build(WRAPPER);
  const beans = nav('docs/cans/beans/index.html');
  assert.match(beans, /<template data-drawn-category="cans" data-collapsed="false" data-category-page="trail"><\/template><span class="shelf-label">Cans:<\/span><li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="\/larder\/docs\/category\/cans">Cans<\/a><button type="button" class="clean-btn menu__caret" aria-expanded="true"[^>]*><\/button><\/div><ul class="menu__list"><ul class="sidebar-list sidebar-level-2">/);
  // docsgen's label of a category without a page, as Docusaurus's: a link to its first entry (the client toggles it).
  assert.match(beans, /<span class="shelf-label">Tins:<\/span><li class="[^"]*"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret" aria-expanded="false" href="\/larder\/docs\/cans\/tins\/peas">Tins<\/a><\/div>/);
  // One without a page that cannot close: a plain label, no `href` at all (Docusaurus's Link without a target).
  assert.match(nav('docs/flour/index.html'), /<span class="shelf-label">Jars:<\/span><li class="[^"]*"><div class="menu__list-item-collapsible"><a class="menu__link">Jars<\/a><\/div>/);
  assert.match(nav('docs/flour/index.html'), /<span class="shelf-label">Cans:<\/span><li class="[^"]*menu__list-item--collapsed"><div class="menu__list-item-collapsible">[^]*?<\/div><ul class="menu__list" style="display:none;overflow:hidden;height:0px"><\/ul><\/li><template data-drawn-category-end/);
});

test('a category holding the page is drawn active without JavaScript: its label marked, on its own page its row and aria-current', async () => {
  const { nav, tree, drawings, built } = await build(WRAPPER);
  const marker = (key: string, page: string) => `<template data-drawn-category="${key}" data-collapsed="false" data-category-page="${page}"></template>`;
  // A page inside: the category's label is Docusaurus's active one (not the page's: no aria-current, no highlight).
  const beans = nav('docs/cans/beans/index.html');
  assert.ok(beans.includes(`${marker('cans', 'trail')}<span class="shelf-label">Cans:</span><li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="/larder/docs/category/cans">Cans</a>`));
  // Its own page: the site's drawing as that page's, docsgen's marks on none of its links.
  const own = nav('docs/category/cans/index.html');
  assert.ok(own.includes(`${marker('cans', 'own')}<span class="shelf-label">Cans:</span><li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item">`
    + '<div class="menu__list-item-collapsible menu__list-item-collapsible--active"><a class="menu__link menu__link--sublist menu__link--active" aria-current="page" href="/larder/docs/category/cans">Cans</a>'));
  assert.not.match(own, /class="(?:[^"]* )?active[ "]/);
  // Nested, both on the way are active; the label of one without a page links to the page, unmarked by docsgen.
  const peas = nav('docs/cans/tins/peas/index.html');
  assert.ok(peas.includes(marker('cans', 'trail')) && peas.includes(marker('tins', 'trail')));
  assert.match(peas, /<a class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" aria-expanded="true" href="\/larder\/docs\/cans\/tins\/peas">Tins<\/a>/);
  // Elsewhere, no category is active.
  assert.not.match(nav('docs/flour/index.html'), /menu__link--active|data-category-page/);
  // The drawings for client navigation are in the current-entries file, not in the tree every page fetches.
  assert.equal(Object.keys(drawings).sort(), ['cans:own', 'cans:own-closed', 'cans:trail', 'cans:trail-closed', 'jars:trail', 'tins:trail', 'tins:trail-closed']);
  // Closed by the reader while it holds the page, a category stays active (no list; a category that cannot close has none).
  assert.match(drawings['cans:trail-closed']!, /^<template data-drawn-category="cans" data-collapsed="true" data-category-page="trail"><\/template><span class="shelf-label">Cans:<\/span><li class="[^"]*menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="\/larder\/docs\/category\/cans">/);
  assert.match(drawings['cans:own-closed']!, /data-category-page="own"><\/template>[^]*<div class="menu__list-item-collapsible menu__list-item-collapsible--active"><a class="menu__link menu__link--sublist menu__link--active" aria-current="page"/);
  assert.not.match(drawings['cans:trail-closed']!, /data-sidebar-items/);
  assert.is(tree[1]!.drawnTrail, true);
  assert.ok(drawings['cans:own']!.startsWith(marker('cans', 'own')));
  // Infima's look of an active category, in docsgen's terms, on such a site's pages.
  assert.match(String(built.files.get('docs/flour/index.html')), /<style>[^<]*menu__list-item-collapsible--active\{background:var\(--c-highlight\)/);
});

test('a Category that draws no list shows none: docsgen\'s entries go only where the site lists them', async () => {
  const { nav } = await build('export default function Plain({ item }) { return <li className="plain">{item.label}</li>; }\n');
  const beans = nav('docs/cans/beans/index.html');
  assert.ok(beans.includes(`${START('cans', false)}<li class="plain">Cans</li>${END}`));
  assert.not.match(beans, /Beans/);
});

test.run();
