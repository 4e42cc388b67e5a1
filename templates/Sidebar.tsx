import { renderToStaticMarkup } from 'react-dom/server';
import { ATTR } from '../client/constants.ts';
import { routeKey } from '../client/route-key.ts';
import { entryPath, ITEMS_MARKER, linkedTree, type DrawnSpan, type LinkedTree } from './sidebar-marks.ts';
import type { SidebarItem } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { withOriginal } from './theme/originals.ts';
import type { SlotHtml } from '../generator/docusaurus/theme-overrides.ts';
import { SIDEBAR_WRAPPERS } from './sidebar-wrappers.ts';
import { fill } from './plural-form.ts';
import { themeText } from './theme-text.ts';

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/**
 * The shared docs sidebar: the `<aside>` around a tree rendered by `SidebarTree` and marked by `markActive`.
 * The tree is the same for every page in the same categories, so the render stage renders it once per set of
 * open categories instead of once per page (it was most of the render stage).
 */
export function Sidebar({ tree, slots, label = 'Docs sidebar' }: { tree: string; slots?: SlotHtml | undefined; /** The nav's name, in the page's locale. */ label?: string }) {
  const nav = <nav className="sidebar-nav" aria-label={label} dangerouslySetInnerHTML={{ __html: tree }} />;
  const html = wrapped(slots, () => renderToStaticMarkup(nav));
  if (html === undefined) return <aside className="sidebar" id="docs-sidebar">{nav}</aside>;
  return <aside className="sidebar" id="docs-sidebar" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The sidebar's contents with the site's wrappers around an empty nav, for a page shown after one without a
 * sidebar (client/layout.ts: the page it was first shown as carries no wrapper); undefined without wrappers.
 */
export function sidebarFrame(slots: SlotHtml | undefined, label: string): string | undefined {
  return wrapped(slots, () => renderToStaticMarkup(<nav className="sidebar-nav" aria-label={label} />));
}

/** `nav` inside the site's wrappers, each inside the one before (content/theme/sidebar-wrapper.ts): what they add is in the sidebar's column too. */
function wrapped(slots: SlotHtml | undefined, nav: () => string): string | undefined {
  const wrappers = SIDEBAR_WRAPPERS.filter((w) => slots?.[w] !== undefined);
  return wrappers.length ? wrappers.reduceRight((inner, w) => withOriginal(slots![w]!, w, () => inner), nav()) : undefined;
}

/**
 * The tree for pages inside the categories of `trail` (see `sidebarTrail`): those, and categories configured
 * open, are expanded. A collapsed category renders only its row (page size must not grow with the site): the
 * client adds its toggle, and fetches the whole tree the first time a reader opens one. No entry is marked
 * active here.
 */
export function SidebarTree({ ctx, items, trail, drawn = [] }: { ctx: PageContext; items: SidebarItem[]; trail: ReadonlySet<CategoryItem>; drawn?: Drawn[] }) {
  return <SidebarList ctx={ctx} items={items} level={1} trail={trail} drawn={drawn} />;
}

/**
 * SidebarTree's HTML with its links indexed (linkedTree), the entries the site draws (`drawn`,
 * content/theme/sidebar-items.ts) in their places: the current page's entry is the site's own drawing of it as
 * that page's (`drawnActive`); docsgen marks its own entries' links, and those in the site's link entries drawn
 * without one (not those in HTML entries, nor the "more entries" rows, nor a site's category: drawn active for the
 * pages in it, and as its own page's on that page).
 */
export function linkedSidebarTree(ctx: PageContext, items: SidebarItem[], trail: ReadonlySet<CategoryItem>): LinkedTree {
  const drawn: Drawn[] = [];
  const html = renderToStaticMarkup(<SidebarTree ctx={ctx} items={items} trail={trail} drawn={drawn} />);
  if (!drawn.length) return linkedTree(html);
  const spans: DrawnSpan[] = [];
  let out = '';
  // A site's category holds docsgen's list, itself with the site's entries: its drawing around the list counts as two spans.
  const expand = (html: string) => {
    let at = 0;
    for (const m of html.matchAll(DRAWN_AT)) {
      const entry = drawn[Number(m[1])]!;
      out += html.slice(at, m.index);
      at = m.index + m[0].length;
      if ('head' in entry) {
        // On the category's own page, its drawing as that page's (`own`) in place of the one a page inside it sees.
        const own = (part: 'head' | 'tail') => (entry.own ? { page: entry.own.page, active: entry.own[part] } : { own: true as const });
        spans.push({ start: out.length, end: (out += entry.head).length, ...own('head') });
        expand(entry.list);
        spans.push({ start: out.length, end: (out += entry.tail).length, ...own('tail') });
        continue;
      }
      const span: DrawnSpan = { start: out.length, end: out.length + entry.drawn!.length };
      // Between markers, so that client navigation can put the entry's drawing for no page back.
      const marked = (active: string) => `<template ${ATTR.currentEntry}="${entryPath(items, entry)}"></template>${active}<template ${ATTR.currentEntryEnd}=""></template>`;
      if (entry.type !== 'html' && entry.drawnActive !== undefined) spans.push({ ...span, page: ctx.url(entry.href), active: marked(entry.drawnActive) });
      else if (entry.type !== 'html') spans.push(span);
      out += entry.drawn;
    }
    out += html.slice(at);
  };
  expand(html);
  return linkedTree(out, spans);
}

type DrawnEntry = Exclude<SidebarItem, { type: 'category' }>;
/**
 * A category the site draws: its drawing before and after docsgen's list (HTML with markers of its own); `own`, its
 * drawing as its own page's, for that page.
 */
type DrawnCategory = { head: string; list: string; tail: string; own?: { page: string; head: string; tail: string } };
type Drawn = DrawnEntry | DrawnCategory;
const DRAWN = 'data-docsgen-drawn';
const DRAWN_AT = new RegExp(`<template ${DRAWN}="(\\d+)"></template>`, 'g');

/**
 * What every entry needs besides its item: `trail` holds the categories on the way to the current page; `drawn`
 * collects the site's entries, each standing in the render as a marker with its index there.
 */
interface EntryProps {
  ctx: PageContext;
  level: number;
  trail: ReadonlySet<CategoryItem>;
  drawn: Drawn[];
}

function SidebarList({ items, ...props }: EntryProps & { items: SidebarItem[] }) {
  const { start, end } = listWindow(items, props.level, props.trail, routeKey(props.ctx.path));
  const more = (from: number, count: number, side: 'before' | 'after') => {
    const href = entryHref(items[from]!);
    return (
      <li className="sidebar-more">
        <a href={href === undefined ? '#docs-sidebar' : props.ctx.url(href)} {...{ [ATTR.sidebarMore]: side === 'before' ? `0-${start}` : `${end}-${items.length}` }}>
          {side === 'before' ? `${count} earlier ${count === 1 ? 'entry' : 'entries'}` : `${count} more ${count === 1 ? 'entry' : 'entries'}`}
        </a>
      </li>
    );
  };
  return (
    <ul className={`sidebar-list sidebar-level-${props.level}`}>
      {start > 0 ? more(start - 1, start, 'before') : null}
      {items.slice(start, end).map((item, i) => <SidebarEntry key={start + i} item={item} {...props} />)}
      {end < items.length ? more(end, items.length - end, 'after') : null}
    </ul>
  );
}

/**
 * How many entries of one list a page carries: the top level, and any list inside a category. A longer list
 * shows the block of this many that holds the page (aligned, so pages of one block share one rendered tree),
 * with a row leading to the entries before and after it: a link to the nearest hidden entry's page without
 * JavaScript, and with it, the hidden entries shown in place from the shared sidebar file. So a page's size
 * does not grow with the site's.
 */
export const SIDEBAR_LIST_LIMITS = { top: 20, nested: 100 } as const;

/** The entries of `items` a page at `current` (a route key) shows. */
export function listWindow(items: SidebarItem[], level: number, trail: ReadonlySet<CategoryItem>, current: string): { start: number; end: number } {
  const limit = level === 1 ? SIDEBAR_LIST_LIMITS.top : SIDEBAR_LIST_LIMITS.nested;
  if (items.length <= limit) return { start: 0, end: items.length };
  const start = Math.floor(Math.max(0, anchorIndex(items, trail, current)) / limit) * limit;
  return { start, end: Math.min(items.length, start + limit) };
}

const anchors = new WeakMap<SidebarItem[], Map<string | CategoryItem, number>>();

/** Where the page is in a long list: the category on its trail, else its own entry (-1: neither). */
function anchorIndex(items: SidebarItem[], trail: ReadonlySet<CategoryItem>, current: string): number {
  let index = anchors.get(items);
  if (!index) {
    index = new Map();
    for (const [i, item] of items.entries()) {
      const key = item.type === 'category' ? item : item.type === 'doc' ? routeKey(item.href) : undefined;
      if (key !== undefined && !index.has(key)) index.set(key, i);
    }
    anchors.set(items, index);
  }
  for (const c of trail) {
    const i = index.get(c);
    if (i !== undefined) return i;
  }
  return index.get(current) ?? -1;
}

/** The page an entry leads to (a category's own page, else its first entry's). */
function entryHref(item: SidebarItem): string | undefined {
  if (item.type === 'doc' || item.type === 'link') return item.href;
  if (item.type === 'html') return undefined;
  return item.href ?? item.items.map(entryHref).find((h) => h !== undefined);
}

/**
 * What distinguishes the trees of pages with the same trail: the block shown of each long list on the way (a
 * list's block depends on the page only in the list that holds the page itself).
 */
export function sidebarWindows(items: SidebarItem[], trail: ReadonlySet<CategoryItem>, path: string): string {
  const current = routeKey(path);
  const blocks: number[] = [];
  const walk = (list: SidebarItem[], level: number) => {
    const { start, end } = listWindow(list, level, trail, current);
    if (end - start < list.length) blocks.push(start);
    for (let i = start; i < end; i++) {
      const item = list[i]!;
      if (item.type === 'category' && (!item.collapsible || !item.collapsed || trail.has(item))) walk(item.items, level + 1);
    }
  };
  walk(items, 1);
  return blocks.join(',');
}


// Entries carry no classes of their own (the stylesheet selects by structure): they are on every page, a
// long category's worth of them.
function SidebarEntry({ item, ...props }: EntryProps & { item: SidebarItem }) {
  const { ctx, trail } = props;
  if (item.type !== 'category' && item.drawn !== undefined) return <template {...{ [DRAWN]: props.drawn.push(item) - 1 }} />;
  // An internal link (`/…`) gets the base URL, as Docusaurus's `autoAddBaseUrl` does.
  if (item.type === 'link') return <li className={item.className}><a href={item.href.startsWith('/') ? ctx.url(item.href) : item.href}>{item.label}</a></li>;
  // Docusaurus's `type: 'html'`: the site's own markup, trusted like its Markdown's raw HTML.
  if (item.type === 'html') return <li className={htmlClass(item)} dangerouslySetInnerHTML={{ __html: item.value }} />;
  if (item.type === 'doc') return <li className={item.className}><a href={ctx.url(item.href)}>{item.label}</a></li>;
  const open = !item.collapsible || !item.collapsed || trail.has(item);
  if (item.drawnOpen !== undefined) {
    // A category holding the page is drawn active (Docusaurus's `menu__link--active`), as a page inside it sees it.
    const onTrail = trail.has(item) ? item.drawnTrail ?? item.drawnOpen : undefined;
    const [head, tail] = (onTrail ?? (open ? item.drawnOpen : item.drawnClosed!)).split(ITEMS_MARKER);
    const list = tail === undefined ? '' : renderToStaticMarkup(<SidebarList {...props} items={item.items} level={props.level + 1} />);
    const [ownHead, ownTail] = onTrail !== undefined && item.drawnOwn !== undefined && item.href ? item.drawnOwn.split(ITEMS_MARKER) : [];
    const own = ownHead === undefined ? undefined : { page: ctx.url(item.href!), head: ownHead, tail: ownTail ?? '' };
    return <template {...{ [DRAWN]: props.drawn.push({ head: head!, list, tail: tail ?? '', ...(own ? { own } : {}) }) - 1 }} />;
  }
  return (
    <li className={`sidebar-category${item.className ? ` ${item.className}` : ''}`} {...{ [ATTR.sidebarKey]: item.key, [ATTR.collapsed]: String(!open) }}>
      <CategoryBody item={item} open={open} {...props} />
    </li>
  );
}

export function htmlClass(item: Extract<SidebarItem, { type: 'html' }>): string | undefined {
  return [item.defaultStyle ? 'sidebar-html' : '', item.className ?? ''].filter(Boolean).join(' ') || undefined;
}

function CategoryBody({ item, open, ...props }: EntryProps & { item: CategoryItem; open: boolean }) {
  const { ctx, level } = props;
  const listId = `sidebar-category-${item.key}`;
  return (
    <>
      <div className="sidebar-category-row">
        {item.href ? <a href={ctx.url(item.href)}>{item.label}</a> : <span>{item.label}</span>}
        {item.collapsible && open
          ? <button type="button" className="sidebar-category-toggle" aria-expanded={open} aria-controls={listId}
              aria-label={fill(themeText(ctx.site, 'theme.DocSidebarItem.collapseCategoryAriaLabel', "Collapse sidebar category '{label}'"), { label: item.label })} />
          : null}
      </div>
      {open ? <div id={listId}><SidebarList {...props} items={item.items} level={level + 1} /></div> : null}
    </>
  );
}

const trails = new WeakMap<SidebarItem[], Map<string, Set<CategoryItem>>>();

/**
 * The categories that hold the page at `path` (every place it appears), including the category whose own
 * page it is. Indexed once per sidebar: searching the tree on every page made rendering quadratic in pages.
 */
export function sidebarTrail(path: string, root: SidebarItem[]): ReadonlySet<CategoryItem> {
  let index = trails.get(root);
  if (!index) {
    const map = new Map<string, Set<CategoryItem>>();
    const add = (href: string, above: CategoryItem[]) => {
      const key = routeKey(href);
      const set = map.get(key) ?? new Set<CategoryItem>();
      for (const c of above) set.add(c);
      map.set(key, set);
    };
    const walk = (items: SidebarItem[], above: CategoryItem[]) => {
      for (const item of items) {
        if (item.type === 'doc') add(item.href, above);
        if (item.type !== 'category') continue;
        const inside = [...above, item];
        if (item.href !== undefined) add(item.href, inside);
        walk(item.items, inside);
      }
    };
    walk(root, []);
    trails.set(root, (index = map));
  }
  return index.get(routeKey(path)) ?? new Set();
}
