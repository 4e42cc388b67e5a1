// Long sidebar lists: a page carries the block of entries that holds it, with rows standing for the rest, so
// its size does not grow with the site's (issue: pages that do not grow with the site).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sidebarTree } from '../../generator/output/render.tsx';
import type { PageContext } from '../../templates/context.ts';
import { SIDEBAR_LIST_LIMITS } from '../../templates/Sidebar.tsx';
import type { SidebarItem } from '../../generator/types.ts';

const ctx = (path: string) => ({ path, url: (p: string) => p, site: {} }) as PageContext;
const docs = (cat: number, n: number): SidebarItem[] => Array.from({ length: n }, (_, i) => ({ type: 'doc', id: `c${cat}/p${i}`, label: `Page ${cat}.${i}`, href: `/docs/c${cat}/p${i}` }));
const site = (categories: number, perCategory: number): SidebarItem[] => Array.from({ length: categories }, (_, c) => ({
  type: 'category', label: `Category ${c}`, href: `/docs/c${c}/`, collapsed: true, collapsible: true, key: `c${c}`, items: docs(c, perCategory),
}));
const labels = (html: string) => [...html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
const moreRows = (html: string) => [...html.matchAll(/<li class="sidebar-more"><a href="([^"]*)" data-sidebar-more="([^"]*)">([^<]*)<\/a><\/li>/g)].map((m) => [m[1], m[2], m[3]]);

test('a list within its limit is shown whole, with no rows for hidden entries', () => {
  const html = sidebarTree(site(SIDEBAR_LIST_LIMITS.top, 3), ctx('/docs/c0/p1'));
  assert.equal(moreRows(html), []);
  assert.is(labels(html).filter((l) => l!.startsWith('Category')).length, SIDEBAR_LIST_LIMITS.top);
});

test('a long top level shows the block holding the page, its trail open, and rows leading to the rest', () => {
  const top = SIDEBAR_LIST_LIMITS.top;
  // Two blocks and a half: the page in the second.
  const items = site(2 * top + 10, 3);
  const c = top + 5;
  const html = sidebarTree(items, ctx(`/docs/c${c}/p1`));
  const shown = labels(html).filter((l) => l!.startsWith('Category'));
  assert.is(shown[0], `Category ${top}`);
  assert.is(shown.at(-1), `Category ${2 * top - 1}`);
  assert.ok(labels(html).includes(`Page ${c}.1`), 'the trail is open');
  assert.ok(html.includes(`<a class="active" href="/docs/c${c}/p1" aria-current="page">`));
  // Without JavaScript each row leads to the nearest hidden entry's page, whose own block shows it.
  assert.equal(moreRows(html), [[`/docs/c${top - 1}/`, `0-${top}`, `${top} earlier entries`], [`/docs/c${2 * top}/`, `${2 * top}-${2 * top + 10}`, '10 more entries']]);
  const next = sidebarTree(items, ctx(`/docs/c${2 * top}/`));
  assert.is(labels(next).find((l) => l!.startsWith('Category')), `Category ${2 * top}`);
});

test('a long list inside a category is windowed around the page itself', () => {
  const items = site(2, 250);
  const html = sidebarTree(items, ctx('/docs/c1/p130'));
  const pages = labels(html).filter((l) => l!.startsWith('Page'));
  assert.equal([pages[0], pages.at(-1), pages.length], ['Page 1.100', 'Page 1.199', 100]);
  assert.equal(moreRows(html).map((r) => r.slice(1)), [['0-100', '100 earlier entries'], ['200-250', '50 more entries']]);
  // Pages of one block share one rendered tree; another block is another tree.
  assert.is(sidebarTree(items, ctx('/docs/c1/p101')).replace(/ class="active"| aria-current="page"/g, ''), html.replace(/ class="active"| aria-current="page"/g, ''));
  assert.is.not(sidebarTree(items, ctx('/docs/c1/p10')), html);
});

test("a page's sidebar stays the same size whatever the number of categories", () => {
  const size = (categories: number) => sidebarTree(site(categories, 100), ctx('/docs/c7/p50')).length;
  const small = size(SIDEBAR_LIST_LIMITS.top);
  for (const n of [100, 1000, 5000]) assert.ok(Math.abs(size(n) - small) / small < 0.1, `${n} categories: ${size(n)} B against ${small} B`);
});

test.run();
