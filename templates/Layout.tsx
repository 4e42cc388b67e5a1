import type { ReactNode } from 'react';
import { ATTR } from '../client/constants.ts';
import { docsSidebarAttributes } from './sidebar-options.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { BaseUrlIssueBanner } from './BaseUrlIssueBanner.tsx';
import { clientWords } from './client-words.ts';
import type { PageContext } from './context.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { Footer, footerParts } from './Footer.tsx';
import { withOriginal } from './theme/originals.ts';
import { docsBase, Navbar } from './Navbar.tsx';
import { NavbarSlotView } from './navbar-slots.tsx';
import { themeText } from './theme-text.ts';

export interface LayoutProps {
  ctx: PageContext;
  /** What goes in <head> (Head.tsx), as HTML: the page data carries the same (generator/output/render.tsx). */
  head: string;
  /** Whether the page has a docs sidebar (the mobile menu button then opens it). */
  hasSidebar: boolean;
  /** The footer's inside as HTML, when it is the same on every page (Footer.tsx). */
  footer?: string;
  /** The navbar's inside as HTML (Navbar.tsx). */
  navbar: string;
  /** The <html> class names (generator/output/html-class.ts), kept in `data-page-class` for client navigation. */
  htmlClass?: string;
  children: ReactNode;
}

/** The document shell every page shares: skip link, navbar, the page, footer. */
export function Layout({ ctx, head, hasSidebar, footer, navbar, htmlClass, children }: LayoutProps) {
  const { site } = ctx;
  const page = (
    <>
      {site.baseUrlIssueBanner && ctx.path === '/' ? <BaseUrlIssueBanner baseUrl={site.baseUrl} /> : null}
      <a className="skip-link" href="#main">{themeText(site, 'theme.common.skipToMainContent', 'Skip to main content')}</a>
      <NavbarSlotView slot="AnnouncementBar" html={ctx.slots?.AnnouncementBar} own={site.announcementBar ? <AnnouncementBar bar={site.announcementBar} closeLabel={themeText(site, 'theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')} /> : null} />
      {/* The site's Navbar (a wrapper of docsgen's: generator/content/theme/navbar-slots.ts), else docsgen's. */}
      <NavbarSlotView slot="Navbar" html={ctx.slots?.Navbar} own={(
        <NavbarSlotView slot="Navbar/Layout" html={ctx.slots?.['Navbar/Layout']} own={<Navbar ctx={ctx} hasSidebar={hasSidebar} inside={navbar} />} />
      )} />
      {children}
      {ctx.slots?.Footer === undefined ? <Footer ctx={ctx} content={footer} />
        // The site's own Footer (a theme override), with docsgen's where it wraps the original.
        : <div className="theme-footer" dangerouslySetInnerHTML={{ __html: footerParts(ctx, withOriginal(ctx.slots.Footer, 'Footer', () => renderToStaticMarkup(<Footer ctx={ctx} />))) }} />}
    </>
  );
  return (
    <html lang={site.htmlLang} dir={site.direction} className={htmlClass || undefined} data-page-class={htmlClass || undefined} {...{ [ATTR.theme]: site.colorMode.defaultMode }}
      data-default-theme={site.colorMode.defaultMode} data-base-url={site.baseUrl} {...{ [ATTR.sidebarTree]: ctx.sidebar === undefined ? undefined : ctx.assets.sidebarTrees[ctx.sidebar], [ATTR.docsBase]: docsBase(ctx), [ATTR.navEach]: site.navbar.currentLinks === 'each' ? '' : undefined, ...docsSidebarAttributes(site), [ATTR.words]: clientWords(site) }}>
      <head dangerouslySetInnerHTML={{ __html: head }} />
      {ctx.slots?.Root === undefined ? <body>{page}</body>
        // The site's Root (a theme override) around the whole page, as Docusaurus renders it around the app.
        : <body dangerouslySetInnerHTML={{ __html: withOriginal(ctx.slots.Root, 'Root', () => renderToStaticMarkup(page)) }} />}
    </html>
  );
}
