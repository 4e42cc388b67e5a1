// A successful rebuild, taken in place: the open page's main region and head (as client navigation swaps
// them), the stylesheet, the sidebar. The scroll position, open sidebar categories, theme and search stay.
import type { DevMessage } from './protocol.ts';
import type { PageData } from '../../generator/types.ts';
import type * as Boot from '../boot.ts';
import { ATTR } from '../constants.ts';
import { pageDataUrl } from '../site-path.ts';

/** The page's boot module, loaded already: importing it again gives its instance, whose state is the page's. */
function pageRuntime(): Promise<typeof Boot> {
  const boot = document.querySelector<HTMLScriptElement>('head script[type="module"][src]');
  return boot ? import(boot.src) as Promise<typeof Boot> : Promise.reject(new Error('the page has no boot module'));
}

const base = () => document.documentElement.dataset.baseUrl?.replace(/\/$/, '') ?? '';

/** Returns false when the page cannot take the update in place (it must load again). */
export async function applyUpdate(message: Extract<DevMessage, { type: 'update' }>): Promise<boolean> {
  const runtime = await pageRuntime();
  // What the page fetched from the old build (page data, sidebar trees) is out of date.
  runtime.forgetPageData();
  runtime.forgetTree();
  const pending: Promise<boolean>[] = [];
  if (message.css) pending.push(swapStylesheet(message.css));
  const own = pageDataUrl(location.pathname);
  if (own !== undefined && message.pages.includes(own)) pending.push(swapMain(runtime, message.pageData?.[own]));
  return (await Promise.all(pending)).every(Boolean);
}

/** `sent`: the page data as the server sent it along, if it did. */
async function swapMain(runtime: typeof Boot, sent: string | undefined): Promise<boolean> {
  let data: PageData;
  const own = pageDataUrl(location.pathname);
  if (sent) data = JSON.parse(sent) as PageData;
  else if (own === undefined) return false;
  else {
    const res = await fetch(own, { cache: 'no-store' });
    if (!res.ok) return false;
    data = (await res.json()) as PageData;
  }
  const main = document.getElementById('main');
  // Another layout (a doc became the home page, say): a full load shows it right.
  if (!main || (main.closest('.docs-wrapper') !== null) !== data.sidebar) return false;
  const [x, y] = [scrollX, scrollY];
  await runtime.swapPage(main, data);
  // The new text may be shorter for a moment while images load: keep the reader where they were.
  if (scrollX !== x || scrollY !== y) scrollTo(x, y);
  // A changed sidebar has a new tree file (every page changes with it, so this page's data names it).
  if (data.sidebar && data.sidebarTree && data.sidebarTree !== document.documentElement.getAttribute(ATTR.sidebarTree)) {
    document.documentElement.setAttribute(ATTR.sidebarTree, data.sidebarTree);
    await refreshSidebar(runtime);
  }
  if (data.sidebar) await runtime.showPageInSidebar(location.pathname, data.trail, base());
  return true;
}

/** The new stylesheet replaces the old one once it has loaded, so the page is never unstyled. */
function swapStylesheet(href: string): Promise<boolean> {
  const old = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!old) return Promise.resolve(false);
  const link = old.cloneNode() as HTMLLinkElement;
  link.href = href;
  return new Promise((resolve) => {
    link.onload = () => {
      old.remove();
      resolve(true);
    };
    link.onerror = () => resolve(false);
    old.after(link);
  });
}

/** Renders the sidebar from the new tree, opening the categories that were open and keeping its scroll. */
async function refreshSidebar(runtime: typeof Boot): Promise<void> {
  const aside = document.getElementById('docs-sidebar');
  const nav = aside?.querySelector('nav');
  if (!aside || !nav) return;
  const open = [...aside.querySelectorAll(`.sidebar-category[${ATTR.collapsed}="false"]`)].map((li) => li.getAttribute(ATTR.sidebarKey) ?? '');
  const top = aside.scrollTop;
  nav.replaceChildren();
  // Renders the whole tree into the empty nav, then opens each category in document order (outer first).
  await runtime.showPageInSidebar(location.pathname, open, base());
  aside.scrollTop = top;
}
