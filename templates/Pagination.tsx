import type { PageLink } from '../generator/types.ts';
import type { PageContext } from './context.ts';

const DOCS = { label: 'Docs pages', prev: 'Previous', next: 'Next' };

/** Previous / next page links at the bottom of a doc (or a blog's pages, with their own words; none above the title). */
export function Pagination({ ctx, prev, next, words = DOCS }: { ctx: PageContext; prev?: PageLink; next?: PageLink; words?: typeof DOCS }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={words.label}>
      {prev ? <a className="pagination-link pagination-prev" href={ctx.url(prev.href)} rel="prev">{words.prev ? <span className="pagination-sub">{words.prev}</span> : null}<span className="pagination-label">{prev.title}</span></a> : <span />}
      {next ? <a className="pagination-link pagination-next" href={ctx.url(next.href)} rel="next">{words.next ? <span className="pagination-sub">{words.next}</span> : null}<span className="pagination-label">{next.title}</span></a> : null}
    </nav>
  );
}
