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
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <svg className="external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" /></svg>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
