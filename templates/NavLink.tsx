import type { NavLink as Link } from '../generator/types.ts';
import type { PageContext } from './context.ts';

/** A configured link: internal (`to`, base URL applied) or external (`href`, opens with rel=noopener). */
export function NavLink({ ctx, link, className }: { ctx: PageContext; link: Link; className?: string }) {
  if (link.to !== undefined) {
    const href = ctx.url(link.to);
    const current = ctx.path === link.to || (link.to !== '/' && ctx.path.startsWith(link.to));
    return <a className={className} href={href} aria-current={current ? 'page' : undefined}>{link.label}</a>;
  }
  return (
    // The arrow after the label is drawn by CSS (`.external-link`): an inline SVG in every such link cost
    // ~330 bytes each, a dozen times on every page.
    <a className={className ? `${className} external-link` : 'external-link'} href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
