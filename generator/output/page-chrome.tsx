// The parts of a page that most pages share (the navbar's inside, the footer's), rendered once for every page that
// shows them alike and reused as HTML: they were about half of the elements React rendered for each page.
import { renderToString } from 'react-dom/server';
import type { Assets, PageContext } from '../../templates/context.ts';
import { FooterContent, footerIsShared } from '../../templates/Footer.tsx';
import { currentNavItems, NavbarInside } from '../../templates/Navbar.tsx';
import { withPageSearchBoxes } from '../../templates/page-search-box.tsx';
import type { SiteConfig } from '../types.ts';

const footers = new WeakMap<SiteConfig, string>();

/** The footer's inside, rendered once for the site when every page shows the same. */
export function sharedFooter(ctx: PageContext): string | undefined {
  if (ctx.slots?.Footer !== undefined || !footerIsShared(ctx.site)) return undefined;
  let html = footers.get(ctx.site);
  if (html === undefined) footers.set(ctx.site, (html = renderToString(<FooterContent ctx={ctx} />)));
  return html;
}

const navbars = new WeakMap<Assets, { site: SiteConfig; byState: Map<string, NavbarHtml> }>();

/** The navbar's inside as HTML, and the preloads of its images, which go in <head> (headWithPreloads). */
export interface NavbarHtml {
  html: string;
  preloads: string;
}

/**
 * The navbar's inside. Where it has only links and the search box, it reads nothing of the page but which links are
 * current and the docs version being read (their targets follow it): it is rendered once per such state. Dropdowns
 * and version or locale items read the page itself (its path, its doc), so a navbar with any is rendered per page.
 */
export function navbarInside(ctx: PageContext): NavbarHtml {
  const current = currentNavItems(ctx);
  const render = () => {
    const html = renderToString(<NavbarInside ctx={ctx} current={current} />);
    // React puts the preloads of a render's eager images first; in the page they belong in <head>, where React put
    // them when the navbar was rendered with the page.
    const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(html)![0];
    // A site's navbar part that draws `@theme/SearchBar` (Navbar/Content beside the row) gets docsgen's box there.
    return { html: withPageSearchBoxes(html.slice(preloads.length), ctx, 'search-input-navbar-'), preloads };
  };
  const { items } = ctx.site.navbar;
  // A navbar with parts of its page's own (content/theme/navbar-routes.ts) is that page's alone.
  if (!items.every((i) => !('type' in i) || i.type === 'search') || ctx.ownNavbar) return render();
  let built = navbars.get(ctx.assets);
  if (built?.site !== ctx.site) navbars.set(ctx.assets, (built = { site: ctx.site, byState: new Map() }));
  const state = `${ctx.docs?.version.pluginId ?? ''}\0${ctx.docs?.version.name ?? ''}\0${items.map((i) => Number(current.has(i))).join('')}`;
  let html = built.byState.get(state);
  if (html === undefined) built.byState.set(state, (html = render()));
  return html;
}

/** `head` (Head.tsx's HTML) with `preloads` after its charset and viewport tags, where React puts them in a page. */
export function headWithPreloads(head: string, preloads: string): string {
  if (!preloads) return head;
  const at = head.indexOf('/>', head.indexOf('<meta name="viewport"')) + 2;
  return head.slice(0, at) + preloads + head.slice(at);
}
