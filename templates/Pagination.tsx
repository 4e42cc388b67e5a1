import type { PageLink } from '../generator/types.ts';
import type { PageContext } from './context.ts';

/** Previous / next page links at the bottom of a doc. */
export function Pagination({ ctx, prev, next }: { ctx: PageContext; prev?: PageLink; next?: PageLink }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {prev ? <a className="pagination-link pagination-prev" href={ctx.url(prev.href)} rel="prev"><span className="pagination-sub">Previous</span><span className="pagination-label">{prev.title}</span></a> : <span />}
      {next ? <a className="pagination-link pagination-next" href={ctx.url(next.href)} rel="next"><span className="pagination-sub">Next</span><span className="pagination-label">{next.title}</span></a> : null}
    </nav>
  );
}
