import type { FooterColumn, SiteConfig } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { NavListItem } from './NavLink.tsx';
import { logoLink, ThemedLogo } from './ThemedLogo.tsx';
import { withOriginal } from './theme/originals.ts';
import { renderToStaticMarkup } from 'react-dom/server';

/** Link columns, logo and copyright. `content`: its inside as HTML, when rendered once for every page (footerIsShared). */
export function Footer({ ctx, content }: { ctx: PageContext; content?: string }) {
  const { footer } = ctx.site;
  // An empty band would be a landmark with nothing in it.
  if (!footer.links.length && !footer.logo && !footer.copyright) return null;
  const className = footer.style === 'light' ? 'footer footer-light' : 'footer';
  return content === undefined
    ? <footer className={className}><FooterContent ctx={ctx} /></footer>
    : <footer className={className} dangerouslySetInnerHTML={{ __html: content }} />;
}

/**
 * Whether the footer is the same on every page: its links all lead off the site or are markup (a link to a page of
 * the site is marked current on that page, and follows the docs version being read).
 */
export function footerIsShared(site: SiteConfig): boolean {
  return site.footer.links.every((col) => col.items.every((item) => item.href !== undefined || item.html !== undefined));
}

export function FooterContent({ ctx }: { ctx: PageContext }) {
  return (
    <div className="footer-inner">
      <FooterLinks ctx={ctx} />
      <div className="footer-bottom">
        <FooterLogo ctx={ctx} />
        {/* HTML, as on Docusaurus (sites put links and paragraphs in it): the config is the site's own. */}
        {ctx.site.footer.copyright ? <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: ctx.site.footer.copyright }} /> : null}
      </div>
    </div>
  );
}

/** The link columns, or the one row of a simple footer. */
function FooterLinks({ ctx }: { ctx: PageContext }) {
  const { footer } = ctx.site;
  const items = (col: FooterColumn) => col.items.map((item, i) => <NavListItem key={`${i}:${item.label}`} ctx={ctx} link={item} className="footer-link" />);
  return footer.links[0]?.row ? (
    <nav className="footer-row" aria-label="Footer">
      <ul>{items(footer.links[0])}</ul>
    </nav>
  ) : footer.links.length ? <div className="footer-columns">
    {footer.links.map((col, i) => (
      <nav key={`${i}:${col.title}`} className="footer-column" aria-label={col.title || undefined}>
        {col.title ? <h2 className="footer-title">{col.title}</h2> : null}
        <ul>{items(col)}</ul>
      </nav>
    ))}
  </div> : null;
}

function FooterLogo({ ctx }: { ctx: PageContext }) {
  const { logo } = ctx.site.footer;
  if (!logo) return null;
  const image = <ThemedLogo ctx={ctx} logo={logo} width={logo.width} height={logo.height ?? 40} lazy />;
  // As on Docusaurus, a logo without `href` is not a link.
  return logo.href ? <a className="footer-logo" {...logoLink(ctx, logo)}>{image}</a> : <span className="footer-logo">{image}</span>;
}

/** A footer made of the site's parts (theme/Footer/parts.tsx) with docsgen's links and logo for this page in their places. */
export function footerParts(ctx: PageContext, html: string): string {
  const links = withOriginal(html, 'Footer/Links', () => renderToStaticMarkup(<FooterLinks ctx={ctx} />));
  return withOriginal(links, 'Footer/Logo', () => renderToStaticMarkup(<FooterLogo ctx={ctx} />));
}
