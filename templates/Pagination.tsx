import type { PageLink } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { themeText } from './theme-text.ts';

type Words = { label: string; prev: string; next: string };

/** Previous / next page links at the bottom of a doc (or a blog's pages, with their own words; none above the title). */
export function Pagination({ ctx, prev, next, words }: { ctx: PageContext; prev?: PageLink; next?: PageLink; words?: Words }) {
  if (!prev && !next) return null;
  words ??= {
    label: themeText(ctx.site, 'theme.docs.paginator.navAriaLabel', 'Docs pages'),
    prev: themeText(ctx.site, 'theme.docs.paginator.previous', 'Previous'), next: themeText(ctx.site, 'theme.docs.paginator.next', 'Next'),
  };
  return (
    <nav className="pagination" aria-label={words.label}>
      {prev ? <a className="pagination-link pagination-prev" href={ctx.url(prev.href)} rel="prev">{words.prev ? <span className="pagination-sub">{words.prev}</span> : null}<span className="pagination-label">{prev.title}</span></a> : <span />}
      {next ? <a className="pagination-link pagination-next" href={ctx.url(next.href)} rel="next">{words.next ? <span className="pagination-sub">{words.next}</span> : null}<span className="pagination-label">{next.title}</span></a> : null}
    </nav>
  );
}
