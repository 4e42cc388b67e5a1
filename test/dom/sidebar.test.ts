// Sidebar categories (client/sidebar.ts): a category collapsed on the server has no children in the page; opening it
// fetches the shared tree JSON once (cached) and renders its items; it collapses again. Against the widgets
// fixture's real build (page + tree file) and against a small literal tree rendered by the server template.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../generator/config/load.ts';
import type { SidebarItem } from '../../generator/types.ts';
import { sidebarTree } from '../../generator/output/render.tsx';
import { writeSidebarTrees } from '../../generator/output/pages.ts';
import { Sidebar } from '../../templates/Sidebar.tsx';
import { closeDom, type Dom, freshImport, installDom, ORIGIN, spyConsole, waitFor, WIDGETS_CONFIG, widgetsPage, widgetsTree } from './setup.ts';

type SidebarModule = typeof import('../../client/sidebar.ts');

interface FetchStub {
  urls: string[];
  /** Answers pending requests when the stub was created with `hold`. */
  release(): void;
}

/** Replaces window.fetch: `routes` maps a URL path to a JSON body (or an HTTP status to fail with). */
function stubFetch(dom: Dom, routes: Record<string, string | number>, opts: { hold?: boolean } = {}): FetchStub {
  const urls: string[] = [];
  let open!: () => void;
  const gate = opts.hold ? new Promise<void>((r) => (open = r)) : Promise.resolve();
  dom.window.fetch = (async (input: unknown) => {
    const url = new URL(String(input instanceof dom.window.Request ? input.url : input), dom.window.location.href);
    urls.push(url.pathname);
    await gate;
    const body = routes[url.pathname];
    if (body === undefined || typeof body === 'number') return new dom.window.Response('error', { status: typeof body === 'number' ? body : 404 });
    return new dom.window.Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  }) as Dom['window']['fetch'];
  return { urls, release: () => open?.() };
}

const category = (dom: Dom, key: string) => dom.document.querySelector(`.sidebar-category[data-sidebar-key="${key}"]`)!;
const toggleOf = (dom: Dom, key: string) => category(dom, key).querySelector(':scope > .sidebar-category-row > .sidebar-category-toggle')!;
const listOf = (dom: Dom, key: string) => category(dom, key).querySelector(':scope > div[id]') as unknown as HTMLElement;
const click = (dom: Dom, key: string) => (toggleOf(dom, key) as unknown as HTMLElement).dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }) as unknown as Event);
const expanded = (dom: Dom, key: string) => toggleOf(dom, key).getAttribute('aria-expanded') === 'true';
/** Label and href of each link directly under the category. */
const links = (dom: Dom, key: string) => [...listOf(dom, key).querySelectorAll(':scope > ul > li > a, :scope > ul > li > .sidebar-category-row > :first-child')]
  .map((a) => [a.textContent, a.getAttribute('href')]);

function assertState(dom: Dom, key: string, open: boolean, label: string) {
  assert.is(toggleOf(dom, key).getAttribute('aria-expanded'), String(open), `${key}: aria-expanded`);
  assert.is(listOf(dom, key).hidden, !open, `${key}: list hidden`);
  assert.is(category(dom, key).getAttribute('data-collapsed'), String(!open), `${key}: data-collapsed`);
  assert.is(toggleOf(dom, key).getAttribute('aria-label'), `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'`);
  assert.is(toggleOf(dom, key).getAttribute('aria-controls'), listOf(dom, key).id);
}

async function widgets(route: string): Promise<{ dom: Dom; fetch: FetchStub; sidebar: SidebarModule; treeUrl: string }> {
  const tree = await widgetsTree();
  const dom = await installDom(await widgetsPage(route), { url: `${ORIGIN}${route}` });
  const fetch = stubFetch(dom, { [tree.url]: tree.json });
  const sidebar = await freshImport<SidebarModule>('../../client/sidebar.ts');
  sidebar.initSidebar('');
  return { dom, fetch, sidebar, treeUrl: tree.url };
}

test.after(closeDom);

test('the server renders collapsed categories without children and points at the shared tree file', async () => {
  const { dom, fetch, treeUrl } = await widgets('/guides/intro');
  assert.is(dom.document.documentElement.getAttribute('data-sidebar-tree'), treeUrl);
  for (const [key, label] of [['getting-started', 'Getting Started'], ['deep-dives', 'Deep Dives']]) {
    assertState(dom, key!, false, label!);
    assert.is(listOf(dom, key!).childElementCount, 0, `${key} has no children in the page`);
  }
  assert.equal(fetch.urls, [], 'nothing fetched before a category is opened');
});

test('opening a collapsed category fetches the tree JSON and renders its items', async () => {
  const { dom, fetch, treeUrl } = await widgets('/guides/intro');
  click(dom, 'deep-dives');
  await waitFor(() => expanded(dom, 'deep-dives'), 'Deep Dives to expand');
  assert.equal(fetch.urls, [treeUrl]);
  assertState(dom, 'deep-dives', true, 'Deep Dives');
  assert.equal(links(dom, 'deep-dives'), [
    ['Spinning', '/guides/topics/spinning'],
    ['Profiling', '/guides/topics/advanced/profiling'],
    ['Tuning', '/guides/topics/advanced/tuning'],
  ]);
  assert.ok(listOf(dom, 'deep-dives').querySelector(':scope > ul.sidebar-list.sidebar-level-2'), 'rendered as a level-2 list');
  assert.is(category(dom, 'getting-started').getAttribute('data-collapsed'), 'true', 'the other category stays collapsed');
});

test('the tree is fetched once: a second category opens from the cache', async () => {
  const { dom, fetch } = await widgets('/guides/intro');
  click(dom, 'deep-dives');
  await waitFor(() => expanded(dom, 'deep-dives'), 'Deep Dives to expand');
  click(dom, 'getting-started');
  await waitFor(() => expanded(dom, 'getting-started'), 'Getting Started to expand');
  assert.is(fetch.urls.length, 1);
  assert.equal(links(dom, 'getting-started'), [['Installing Widgetry', '/guides/install'], ['Configuration', '/guides/configure']]);
});

test('clicking again collapses; reopening shows the same items without fetching or duplicating', async () => {
  const { dom, fetch } = await widgets('/guides/intro');
  click(dom, 'deep-dives');
  await waitFor(() => expanded(dom, 'deep-dives'), 'Deep Dives to expand');
  click(dom, 'deep-dives');
  await waitFor(() => !expanded(dom, 'deep-dives'), 'Deep Dives to collapse');
  assertState(dom, 'deep-dives', false, 'Deep Dives');
  click(dom, 'deep-dives');
  await waitFor(() => expanded(dom, 'deep-dives'), 'Deep Dives to expand again');
  assertState(dom, 'deep-dives', true, 'Deep Dives');
  assert.is(links(dom, 'deep-dives').length, 3);
  assert.is(fetch.urls.length, 1);
});

test('a category the server expanded (it holds the active page) collapses and reopens without a fetch', async () => {
  const { dom, fetch } = await widgets('/guides/install');
  assertState(dom, 'getting-started', true, 'Getting Started');
  const active = listOf(dom, 'getting-started').querySelector('[aria-current="page"]');
  assert.is(active?.textContent, 'Installing Widgetry');
  click(dom, 'getting-started');
  await waitFor(() => !expanded(dom, 'getting-started'), 'Getting Started to collapse');
  assertState(dom, 'getting-started', false, 'Getting Started');
  click(dom, 'getting-started');
  await waitFor(() => expanded(dom, 'getting-started'), 'Getting Started to expand');
  assert.is(listOf(dom, 'getting-started').querySelector('[aria-current="page"]'), active, 'the server-rendered items are kept');
  assert.equal(fetch.urls, []);
});

test('a double click while the tree is loading opens then closes the category, its items rendered once', async () => {
  const tree = await widgetsTree();
  const dom = await installDom(await widgetsPage('/guides/intro'), { url: `${ORIGIN}/guides/intro` });
  const fetch = stubFetch(dom, { [tree.url]: tree.json }, { hold: true });
  (await freshImport<SidebarModule>('../../client/sidebar.ts')).initSidebar('');
  click(dom, 'deep-dives');
  click(dom, 'deep-dives');
  // The tree arrives after both clicks were handled (a slow network).
  await waitFor(() => fetch.urls.length === 1, 'the tree request');
  await new Promise((r) => setTimeout(r, 50));
  fetch.release();
  // Each click flips the state the previous one asked for, whenever the tree arrives: open, then closed.
  await waitFor(() => links(dom, 'deep-dives').length > 0 && listOf(dom, 'deep-dives').hidden === true, 'Deep Dives to open and close');
  assertState(dom, 'deep-dives', false, 'Deep Dives');
  assert.is(listOf(dom, 'deep-dives').querySelectorAll('ul').length, 1, 'one list, not two');
  assert.is(links(dom, 'deep-dives').length, 3);
  assert.is(fetch.urls.length, 1, 'one request for both clicks');
  click(dom, 'deep-dives');
  await waitFor(() => expanded(dom, 'deep-dives'), 'Deep Dives to open again');
  assertState(dom, 'deep-dives', true, 'Deep Dives');
  assert.is(links(dom, 'deep-dives').length, 3, 'the same items, not added again');
  assert.is(fetch.urls.length, 1);
});

test('a failed tree request leaves the category collapsed with a console warning, and the next click retries', async () => {
  const tree = await widgetsTree();
  const dom = await installDom(await widgetsPage('/guides/intro'), { url: `${ORIGIN}/guides/intro` });
  const routes: Record<string, string | number> = { [tree.url]: 503 };
  const fetch = stubFetch(dom, routes);
  (await freshImport<SidebarModule>('../../client/sidebar.ts')).initSidebar('');
  const spy = spyConsole();
  try {
    click(dom, 'deep-dives');
    await waitFor(() => spy.calls.warn.length > 0, 'a warning');
  } finally {
    spy.restore();
  }
  assert.match(String(spy.calls.warn[0]![0]), /could not open the sidebar/);
  assert.match(String(spy.calls.warn[0]![1]), /HTTP 503/);
  assert.is(spy.calls.error.length, 0);
  assertState(dom, 'deep-dives', false, 'Deep Dives');

  routes[tree.url] = tree.json;
  click(dom, 'deep-dives');
  await waitFor(() => expanded(dom, 'deep-dives'), 'Deep Dives to expand after the retry');
  assert.is(fetch.urls.length, 2);
  assert.is(links(dom, 'deep-dives').length, 3);
});

// A literal tree through the server template: nested categories, a non-collapsible one, one configured open, a base URL.
const TREE: SidebarItem[] = [
  { type: 'doc', id: 'a', label: 'A', href: '/docs/a' },
  {
    type: 'category', label: 'Outer', key: 'outer', collapsed: true, collapsible: true, href: '/docs/outer',
    items: [
      { type: 'doc', id: 'b', label: 'B', href: '/docs/b', className: 'sidebar-new' },
      { type: 'category', label: 'Inner', key: 'inner', collapsed: true, collapsible: true, items: [{ type: 'doc', id: 'c', label: 'C', href: '/docs/c' }] },
      { type: 'category', label: 'Fixed', key: 'fixed', collapsed: true, collapsible: false, className: 'sidebar-pinned', items: [{ type: 'doc', id: 'd', label: 'D', href: '/docs/d' }] },
      { type: 'category', label: 'Open', key: 'open', collapsed: false, collapsible: true, items: [{ type: 'doc', id: 'e', label: 'E', href: '/docs/e' }] },
      { type: 'link', label: 'Elsewhere', href: 'https://example.com/x' },
    ],
  },
];

async function literal(base: string): Promise<{ dom: Dom; fetch: FetchStub }> {
  const { config: site } = await loadConfig(WIDGETS_CONFIG);
  const treeUrl = `${base}/assets/sidebar.test.json`;
  const ctx = { site, assets: { css: '', boot: '', sidebarTrees: { docs: treeUrl }, searchDocs: '', searchIndex: '', versions: {} }, path: '/docs/a', url: (p: string) => base + p, instances: new Map() };
  const markup = renderToStaticMarkup(createElement(Sidebar, { tree: sidebarTree(TREE, ctx) }));
  const dom = await installDom(`<!DOCTYPE html><html data-sidebar-tree="${treeUrl}"><body>${markup}</body></html>`, { url: `${ORIGIN}${base}/docs/a` });
  const fetch = stubFetch(dom, { [treeUrl]: JSON.stringify(TREE) });
  (await freshImport<SidebarModule>('../../client/sidebar.ts')).initSidebar(base);
  return { dom, fetch };
}

test('a collapsed category is served as its row alone; the client adds its toggle and hidden list', async () => {
  const { config: site } = await loadConfig(WIDGETS_CONFIG);
  const ctx = { site, assets: { css: '', boot: '', sidebarTrees: { docs: '/tree.json' }, searchDocs: '', searchIndex: '', versions: {} }, path: '/docs/a', url: (p: string) => p, instances: new Map() };
  const markup = renderToStaticMarkup(createElement(Sidebar, { tree: sidebarTree(TREE, ctx) }));
  assert.match(markup, /<li class="sidebar-category" data-sidebar-key="outer" data-collapsed="true"><div class="sidebar-category-row"><a href="\/docs\/outer">Outer<\/a><\/div><\/li>/);
  const dom = await installDom(`<!DOCTYPE html><html data-sidebar-tree="/tree.json"><body>${markup}</body></html>`, { url: `${ORIGIN}/docs/a` });
  stubFetch(dom, { '/tree.json': JSON.stringify(TREE) });
  (await freshImport<SidebarModule>('../../client/sidebar.ts')).initSidebar('');
  assertState(dom, 'outer', false, 'Outer');
  assert.is(listOf(dom, 'outer').childElementCount, 0);
  assert.is(category(dom, 'outer').querySelectorAll('.sidebar-category-toggle').length, 1);
});

test('items fetched for a category carry the base URL (doc and category links; external links unchanged)', async () => {
  const { dom, fetch } = await literal('/widgets');
  assert.equal(listOf(dom, 'outer').childElementCount, 0);
  click(dom, 'outer');
  await waitFor(() => expanded(dom, 'outer'), 'Outer to expand');
  assert.equal(fetch.urls, ['/widgets/assets/sidebar.test.json']);
  assert.equal(links(dom, 'outer'), [
    ['B', '/widgets/docs/b'],
    ['Inner', null],
    ['Fixed', null],
    ['Open', null],
    ['Elsewhere', 'https://example.com/x'],
  ]);
});

test('a nested collapsed category opens from the cached tree at the next level', async () => {
  const { dom, fetch } = await literal('');
  click(dom, 'outer');
  await waitFor(() => expanded(dom, 'outer'), 'Outer to expand');
  assertState(dom, 'inner', false, 'Inner');
  assert.is(listOf(dom, 'inner').childElementCount, 0);
  click(dom, 'inner');
  await waitFor(() => expanded(dom, 'inner'), 'Inner to expand');
  assert.equal(links(dom, 'inner'), [['C', '/docs/c']]);
  assert.ok(listOf(dom, 'inner').querySelector(':scope > ul.sidebar-level-3'));
  assert.is(fetch.urls.length, 1);
});

test('fetched categories render like the server would: non-collapsible and configured-open ones show their items', async () => {
  const { dom } = await literal('');
  click(dom, 'outer');
  await waitFor(() => expanded(dom, 'outer'), 'Outer to expand');
  // Not collapsible: no toggle, and its items must be visible (otherwise they are unreachable).
  assert.is(category(dom, 'fixed').querySelector('.sidebar-category-toggle'), null);
  assert.is(listOf(dom, 'fixed').hidden, false);
  assert.equal(links(dom, 'fixed'), [['D', '/docs/d']]);
  // Configured class names, as the server gives them.
  assert.ok(category(dom, 'fixed').classList.contains('sidebar-pinned'));
  assert.is(dom.document.querySelector('a[href="/docs/b"]')!.parentElement!.className, 'sidebar-new');
  // collapsed: false: open, with a toggle that collapses it.
  assertState(dom, 'open', true, 'Open');
  assert.equal(links(dom, 'open'), [['E', '/docs/e']]);
  click(dom, 'open');
  await waitFor(() => !expanded(dom, 'open'), 'Open to collapse');
  assertState(dom, 'open', false, 'Open');
});

test('an entry the site draws (DocSidebarItem/Link) is its own markup in the server\'s tree and in a category the client opens', async () => {
  const { config: site } = await loadConfig(WIDGETS_CONFIG);
  const drawn = (href: string, label: string) => `<li class="menu__list-item"><a class="menu__link" href="${href}">${label}<b>new</b></a></li>`;
  const tree: SidebarItem[] = [
    { type: 'doc', id: 'a', label: 'A', href: '/docs/a', drawn: drawn('/docs/a', 'A') },
    { type: 'category', label: 'Outer', key: 'outer', collapsed: true, collapsible: true, items: [{ type: 'doc', id: 'b', label: 'B', href: '/docs/b', drawn: drawn('/docs/b', 'B') }] },
  ];
  const ctx = { site, assets: { css: '', boot: '', sidebarTrees: { docs: '/tree.json' }, searchDocs: '', searchIndex: '', versions: {} }, path: '/docs/a', url: (p: string) => p, instances: new Map() };
  const markup = renderToStaticMarkup(createElement(Sidebar, { tree: sidebarTree(tree, ctx) }));
  assert.match(markup, /<ul class="sidebar-list sidebar-level-1"><li class="menu__list-item"><a class="menu__link active menu__link--active" href="\/docs\/a" aria-current="page">A<b>new<\/b><\/a><\/li><li class="sidebar-category"/);
  const dom = await installDom(`<!DOCTYPE html><html data-sidebar-tree="/tree.json"><body>${markup}</body></html>`, { url: `${ORIGIN}/docs/a` });
  stubFetch(dom, { '/tree.json': JSON.stringify(tree) });
  (await freshImport<SidebarModule>('../../client/sidebar.ts')).initSidebar('');
  click(dom, 'outer');
  await waitFor(() => expanded(dom, 'outer'), 'Outer to expand');
  assert.is(listOf(dom, 'outer').innerHTML, `<ul class="sidebar-list sidebar-level-2">${drawn('/docs/b', 'B')}</ul>`);
});

test('after client navigation, the previous page\'s entry as the site drew it for that page is its drawing for no page again', async () => {
  const { config: site } = await loadConfig(WIDGETS_CONFIG);
  const drawn = (href: string, label: string, current = false) => `<li${current ? ' data-current="true"' : ''}><a class="menu__link${current ? ' menu__link--active' : ''}" href="${href}">${label}</a></li>`;
  const tree: SidebarItem[] = [
    { type: 'doc', id: 'a', label: 'A', href: '/docs/a', drawn: drawn('/docs/a', 'A'), drawnActive: drawn('/docs/a', 'A', true) },
    { type: 'doc', id: 'b', label: 'B', href: '/docs/b', drawn: drawn('/docs/b', 'B'), drawnActive: drawn('/docs/b', 'B', true) },
  ];
  const ctx = { site, assets: { css: '', boot: '', sidebarTrees: { docs: '/tree.json' }, searchDocs: '', searchIndex: '', versions: {} }, path: '/docs/a', url: (p: string) => p, instances: new Map() };
  const markup = renderToStaticMarkup(createElement(Sidebar, { tree: sidebarTree(tree, ctx) }));
  assert.match(markup, /<template data-current-entry="0"><\/template><li data-current="true"><a class="menu__link menu__link--active" href="\/docs\/a">A<\/a><\/li><template data-current-entry-end=""><\/template>/);
  const dom = await installDom(`<!DOCTYPE html><html data-sidebar-tree="/tree.json"><body>${markup}</body></html>`, { url: `${ORIGIN}/docs/b` });
  stubFetch(dom, { '/tree.json': JSON.stringify(tree) });
  const sidebar = await freshImport<SidebarModule>('../../client/sidebar.ts');
  sidebar.initSidebar('');
  await sidebar.showPageInSidebar('/docs/b', [], '');
  const list = dom.document.querySelector('.sidebar-level-1')!;
  assert.is(list.innerHTML, `<li><a class="menu__link" href="/docs/a">A</a></li><li><a class="menu__link active menu__link--active" href="/docs/b" aria-current="page">B</a></li>`);
});

test('after client navigation, the new page\'s entry is the site\'s drawing of it as that page\'s, from the tree\'s current-entries file', async () => {
  const { config: site } = await loadConfig(WIDGETS_CONFIG);
  const drawn = (href: string, label: string, current = false) => `<li${current ? ' data-current-page=""' : ''}><a class="menu__link${current ? ' menu__link--active' : ''}" href="${href}">${label}</a></li>`;
  const entry = (id: string, label: string): SidebarItem => ({ type: 'doc', id, label, href: `/docs/${id}`, drawn: drawn(`/docs/${id}`, label), drawnActive: drawn(`/docs/${id}`, label, true) });
  // Beside them, a link to another site's page of the same path, and a category holding another link to C.
  const elsewhere: SidebarItem = { type: 'link', label: 'Elsewhere', href: 'https://example.com/docs/c', drawn: drawn('https://example.com/docs/c', 'Elsewhere') };
  const tree: SidebarItem[] = [entry('a', 'A'), { type: 'category', label: 'Outer', key: 'outer', collapsed: true, collapsible: true, items: [entry('b', 'B'), entry('c', 'C'), elsewhere] }];
  // The files the build writes: the tree (each entry's drawing for its page left out) and, beside it, those drawings.
  const files = new Map<string, string | Uint8Array>();
  const treeUrl = `/${writeSidebarTrees(files, new Map([['docs', tree]])).docs}`;
  assert.match(treeUrl, /\.own\.json$/);
  assert.not.match(String(files.get(treeUrl.slice(1))), /data-current-page/);
  const ctx = { site, assets: { css: '', boot: '', sidebarTrees: { docs: treeUrl }, searchDocs: '', searchIndex: '', versions: {} }, path: '/docs/a', url: (p: string) => p, instances: new Map() };
  const markup = renderToStaticMarkup(createElement(Sidebar, { tree: sidebarTree(tree, ctx) }));
  const dom = await installDom(`<!DOCTYPE html><html data-sidebar-tree="${treeUrl}"><body>${markup}</body></html>`, { url: `${ORIGIN}/docs/c` });
  const fetch = stubFetch(dom, Object.fromEntries([...files].map(([f, data]) => [`/${f}`, String(data)])));
  const sidebar = await freshImport<SidebarModule>('../../client/sidebar.ts');
  sidebar.initSidebar('');
  // Into the collapsed category: it opens, and C is drawn as its page's (marked as the site marks it, no more).
  await sidebar.showPageInSidebar('/docs/c', ['outer'], '');
  const at = (n: string) => `<template data-current-entry="${n}"></template>`;
  const end = '<template data-current-entry-end=""></template>';
  assert.is(listOf(dom, 'outer').innerHTML, `<ul class="sidebar-list sidebar-level-2">${drawn('/docs/b', 'B')}${at("1.1")}${drawn('/docs/c', 'C', true)}${end}${elsewhere.drawn}</ul>`);
  assert.is(dom.document.querySelector('.sidebar-level-1 > li')!.outerHTML, drawn('/docs/a', 'A'));
  // On to B: C is its drawing for no page again, B its page's; the drawings' file was fetched once.
  await sidebar.showPageInSidebar('/docs/b', ['outer'], '');
  assert.is(listOf(dom, 'outer').innerHTML, `<ul class="sidebar-list sidebar-level-2">${at("1.0")}${drawn('/docs/b', 'B', true)}${end}${drawn('/docs/c', 'C')}${elsewhere.drawn}</ul>`);
  assert.equal(fetch.urls.filter((u) => u.endsWith('.current.json')).length, 1);
});

test('the open/close slide lasts longer for taller lists, within 100–400 ms', async () => {
  const { collapseDuration } = await freshImport<typeof import('../../client/sidebar-render.ts')>('../../client/sidebar-render.ts');
  const heights = [0, 30, 120, 400, 1200, 5000, 50000];
  const durations = heights.map(collapseDuration);
  assert.is(durations[0], 100);
  assert.is(durations.at(-1), 400);
  durations.slice(1).forEach((d, i) => assert.ok(d >= durations[i]!, `${heights[i + 1]} px: ${d} ms ≥ ${durations[i]} ms`));
  assert.ok(durations[3]! > durations[1]!, 'a taller list takes visibly longer');
});

test('a page of another sidebar: the sidebar is replaced by that tree, fetched from its own file', async () => {
  const other: SidebarItem[] = [{ type: 'doc', id: 'x', label: 'Other X', href: '/docs/x' }, { type: 'html', value: '<b>note</b>', defaultStyle: true }];
  const { dom, fetch } = await literal('');
  const second = stubFetch(dom, { '/assets/sidebar-other.json': JSON.stringify(other) });
  const sidebar = await freshImport<SidebarModule>('../../client/sidebar.ts');
  sidebar.useSidebar('/assets/sidebar-other.json');
  assert.is(dom.document.documentElement.getAttribute('data-sidebar-tree'), '/assets/sidebar-other.json');
  await sidebar.showPageInSidebar('/docs/x', [], '');
  const aside = dom.document.getElementById('docs-sidebar')!;
  assert.is(aside.querySelector('a.active')?.textContent, 'Other X');
  assert.is(aside.querySelector('li.sidebar-html')?.innerHTML, '<b>note</b>');
  assert.not.ok(aside.textContent!.includes('Outer'), 'the first sidebar is gone');
  assert.equal(fetch.urls, [], 'the first tree was never needed');
  assert.equal(second.urls, ['/assets/sidebar-other.json']);
  sidebar.useSidebar('/assets/sidebar-other.json');
  assert.is(dom.document.getElementById('docs-sidebar'), aside, 'the same sidebar is kept');
});

test('a page of another sidebar keeps what the site\'s sidebar wrappers draw around the entries', async () => {
  const other: SidebarItem[] = [{ type: 'doc', id: 'x', label: 'Other X', href: '/docs/x' }];
  const { dom } = await literal('');
  stubFetch(dom, { '/assets/sidebar-other.json': JSON.stringify(other) });
  const aside = dom.document.getElementById('docs-sidebar')!;
  // As a DocSidebar wrapper's page has it: a box of the site's above the nav, the nav inside the site's element.
  const nav = aside.querySelector('nav')!;
  const box = dom.document.createElement('div');
  box.className = 'pantry-wrap';
  box.innerHTML = '<p class="pantry-note">Note</p>';
  nav.replaceWith(box);
  box.append(nav);
  const sidebar = await freshImport<SidebarModule>('../../client/sidebar.ts');
  sidebar.useSidebar('/assets/sidebar-other.json');
  await sidebar.showPageInSidebar('/docs/x', [], '');
  assert.is(dom.document.getElementById('docs-sidebar'), aside);
  assert.is(aside.querySelector('.pantry-wrap > .pantry-note')?.textContent, 'Note');
  assert.is(aside.querySelector('.pantry-wrap > nav a.active')?.textContent, 'Other X');
  assert.not.ok(aside.textContent!.includes('Outer'), 'the first sidebar\'s entries are gone');
});

test('a page without a sidebar: initSidebar does nothing and does not throw', async () => {
  await installDom('<!DOCTYPE html><html><body><main>no sidebar</main></body></html>');
  (await freshImport<SidebarModule>('../../client/sidebar.ts')).initSidebar('');
});

test.run();
