import { ATTR, DEFAULT_DOCS_ID } from '../client/constants.ts';
import type { NavLink as Link } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { docLinkTarget, navTarget } from './navbar-docs.ts';
import { newTabNote } from './theme-text.ts';
import { infimaActive } from './infima-layout.ts';

/**
 * A list item of the navbar, mobile menu or footer: a configured link (with `infima`, Infima's classes for it:
 * templates/infima-layout.ts), or an `html` item's markup as given, as Docusaurus renders it (the config is the
 * site's own, like the footer's copyright).
 */
export function NavListItem({ ctx, link, className, infima, current }: { ctx: PageContext; link: Link; className: string; infima?: string; current?: boolean }) {
  if (link.html !== undefined) return <li className={`${className}-html`} dangerouslySetInnerHTML={{ __html: link.html }} />;
  return <li><NavLink ctx={ctx} link={link} className={infima ? `${className} ${infima}` : className} current={current} /></li>;
}

/**
 * A configured link: internal (`to`, base URL applied) or external (`href`, opens with rel=noopener). The navbar
 * says which of its links is `current` (client/nav-current.ts); elsewhere a link is current on its own page or below.
 */
export function NavLink({ ctx, link, className: ownClass, current }: { ctx: PageContext; link: Link; className?: string; current?: boolean }) {
  const to = docLinkTarget(ctx, link);
  // The site's own class and name for the link, as Docusaurus passes them on (an icon-only link is drawn by them).
  const className = [ownClass, link.className].filter(Boolean).join(' ') || undefined;
  const named = { 'aria-label': link['aria-label'], ...link.dataset, ...link.attributes };
  // The config's own target wins, as Docusaurus's Link passes it last.
  const newTab = (link.target ?? '_blank') === '_blank';
  if (to !== undefined) {
    const href = ctx.url(to);
    current ??= link.current !== false && (ctx.path === to || (to !== '/' && ctx.path.startsWith(to)));
    // A link to a doc or a sidebar follows the version being read (client/versions.ts after client navigation).
    const doc = link.docId !== undefined || link.sidebarId !== undefined
      ? { [ATTR.docLink]: link.docsPluginId ?? DEFAULT_DOCS_ID, ...(link.docId !== undefined ? { [ATTR.docId]: link.docId } : { [ATTR.sidebarId]: link.sidebarId }) } : {};
    // Where it is current, for client navigation to mark it as the server does (client/nav-current.ts).
    const { sidebar, activeBase, activeRegex, exact } = navTarget(ctx, link);
    const active = { [ATTR.navSidebar]: sidebar, [ATTR.activeBase]: activeBase, [ATTR.activeRegex]: activeRegex, [ATTR.navExact]: exact ? '' : undefined, [ATTR.navNever]: link.current === false ? '' : undefined };
    return <a className={infimaActive(className, current)} href={href} target={link.target} aria-current={current ? 'page' : undefined} {...named} {...active} {...doc}>{link.label}</a>;
  }
  // A `pathname://` link: a file of the site, opened by the browser itself (target `_top` keeps client navigation off).
  if (link.href?.startsWith('pathname://')) return <a className={className} href={ctx.url(link.href.slice('pathname://'.length))} target={link.target ?? '_top'} {...named}>{link.label}</a>;
  // `#…`: a place on this page, as Docusaurus's Link keeps it (no new tab, no arrow).
  if (link.href?.startsWith('#')) return <a className={className} href={link.href} target={link.target} {...named}>{link.label}</a>;
  // With no label, the site's icon alone, without the arrow (as Docusaurus shows it).
  if (link.label === '') return <a className={className} href={link.href} target={link.target ?? '_blank'} rel="noopener noreferrer" {...named} />;
  return (
    // The arrow after the label is drawn by CSS (`.external-link`): an inline SVG in every such link cost
    // ~330 bytes each, a dozen times on every page.
    <a className={className ? `${className} external-link` : 'external-link'} href={link.href} target={link.target ?? '_blank'} rel="noopener noreferrer" {...named}>
      {link.label}
      {newTab && <span className="visually-hidden">{newTabNote(ctx.site)}</span>}
    </a>
  );
}
