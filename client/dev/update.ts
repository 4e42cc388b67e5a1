// A successful rebuild, taken in place: the open page's main region and head (as client navigation swaps
// them), the stylesheet, the sidebar. The scroll position, open sidebar categories, theme and search stay.
import type { DevMessage } from './protocol.ts';
import type { PageData } from '../../generator/types.ts';
import { ATTR, EVENT } from '../constants.ts';
import { forgetPageData, swapPage } from '../navigation.ts';
import { pageDataUrl } from '../site-path.ts';
import { forgetTree, showPageInSidebar } from '../sidebar.ts';

const base = () => document.documentElement.dataset.baseUrl?.replace(/\/$/, '') ?? '';

/** Returns false when the page cannot take the update in place (it must load again). */
export async function applyUpdate(message: Extract<DevMessage, { type: 'update' }>): Promise<boolean> {
  // The boot module's copies of these modules keep what they fetched from the old build; so do ours.
  document.dispatchEvent(new Event(EVENT.stale));
  forgetPageData();
  forgetTree();
  const pending: Promise<boolean>[] = [];
  if (message.css) pending.push(swapStylesheet(message.css));
  const own = pageDataUrl(location.pathname);
  if (own !== undefined && message.pages.includes(own)) pending.push(swapMain(message.pageData?.[own]));
  return (await Promise.all(pending)).every(Boolean);
}

/** `sent`: the page data as the server sent it along, if it did. */
async function swapMain(sent: string | undefined): Promise<boolean> {
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
  swapPage(main, data);
  // The new text may be shorter for a moment while images load: keep the reader where they were.
  if (scrollX !== x || scrollY !== y) scrollTo(x, y);
  // A changed sidebar has a new tree file (every page changes with it, so this page's data names it).
  if (data.sidebar && data.sidebarTree && data.sidebarTree !== document.documentElement.getAttribute(ATTR.sidebarTree)) {
    document.documentElement.setAttribute(ATTR.sidebarTree, data.sidebarTree);
    await refreshSidebar();
  }
  if (data.sidebar) await showPageInSidebar(location.pathname, data.trail, base());
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
async function refreshSidebar(): Promise<void> {
  const aside = document.getElementById('docs-sidebar');
  const nav = aside?.querySelector('nav');
  if (!aside || !nav) return;
  const open = [...aside.querySelectorAll(`.sidebar-category[${ATTR.collapsed}="false"]`)].map((li) => li.getAttribute(ATTR.sidebarKey) ?? '');
  const top = aside.scrollTop;
  nav.replaceChildren();
  // Renders the whole tree into the empty nav, then opens each category in document order (outer first).
  await showPageInSidebar(location.pathname, open, base());
  aside.scrollTop = top;
}
