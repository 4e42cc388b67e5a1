// The search page's island: every hit of a query with its excerpt, a page of them at a time. The query and the page
// are in the URL (`?q=…&page=2`), so a search can be shared and back/forward step through it. The server renders
// the empty form (a plain GET form: without JavaScript it reloads the page, which then says search needs it).
import { useEffect, useRef, useState } from 'react';
import { ResultText, resultHref, useAnswer, useSearchTools, useSectionTexts, type SearchTools } from './search-results.tsx';
import { sayer, type SearchWords } from './search-words.ts';

export interface SearchPageProps {
  docsUrl: string;
  indexUrl: string;
  /** The search page's own URL: the form's action. */
  action: string;
  /** Results per page. */
  pageSize: number;
  /** Loads the engine; given only in the browser. */
  load?: () => Promise<SearchTools>;
  /** The words of a locale other than English (search-words-of.ts). */
  words?: SearchWords;
  /** Results' links name the query's words, for their pages to mark (`search.highlightTerms`). */
  highlight?: boolean;
}

interface Shown {
  query: string;
  page: number;
}

/** The query and page of the URL now. */
function fromUrl(): Shown {
  const params = new URLSearchParams(location.search);
  return { query: params.get('q') ?? '', page: Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1) };
}

/** This page's URL for `shown` (no page number for the first). */
function urlOf({ query, page }: Shown): string {
  const url = new URL(location.href);
  url.search = '';
  url.hash = '';
  if (query) url.searchParams.set('q', query);
  if (page > 1) url.searchParams.set('page', String(page));
  return url.href;
}

export function SearchPage({ action, pageSize, load, words, highlight }: SearchPageProps) {
  const say = sayer(words);
  const { status, tools, retry, fail } = useSearchTools(load);
  const [shown, setShown] = useState<Shown>({ query: '', page: 1 });
  const form = useRef<HTMLFormElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  useUrlState(form, setShown, () => {
    count.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  });

  const { query } = shown;
  // The tab and the history entries name the search, as Docusaurus's search page does.
  const title = useRef<string | null>(null);
  useEffect(() => {
    title.current ??= document.title;
    const word = say('pageTitle', 'Search');
    document.title = query.trim() && title.current.startsWith(word) ? say('resultsTitle', 'Search results for "{query}"', { query: query.trim() }) + title.current.slice(word.length) : title.current;
  }, [query]);
  const { found, pending } = useAnswer(status === 'ready' ? tools : undefined, query, (shown.page - 1) * pageSize, pageSize, fail);
  const { total, results } = found;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(shown.page, pages);
  // A page number past the last of the hits (an old link) shows the last page.
  useEffect(() => { if (total && !pending && shown.page > pages) setShown({ query, page: pages }); }, [total, pending, shown.page, pages]);
  const texts = useSectionTexts(results, tools, pending);

  const message = status === 'unavailable' ? say('unavailable', 'Search unavailable')
    : status !== 'ready' || (pending && !total) ? say('fetching', 'Loading...')
    : !query.trim() ? say('prompt', 'Type the words you are looking for.')
    : !total ? say('noResults', 'No results found for query "{query}"', { query })
    : say('found', '{count} result for "{query}"|{count} results for "{query}"', { count: total, query }) + (pages > 1 ? say('pageInStatus', ', page {page} of {pages}', { page, pages }) : '');
  return (
    <>
      <form ref={form} className="search-page-form" action={action} method="get" role="search" aria-label={say('formLabel', 'Search the documentation')}
        onSubmit={(e) => { e.preventDefault(); history.pushState(null, '', urlOf({ query, page: 1 })); setShown({ query, page: 1 }); }}>
        <label className="visually-hidden" htmlFor="search-page-input">{say('pageLabel', 'Search the docs')}</label>
        <input id="search-page-input" className="search-page-input" type="search" name="q" autoComplete="off" spellCheck={false}
          placeholder={status === 'ready' ? say('pagePlaceholder', 'Search') : say('loading', 'Loading...')} value={query}
          onChange={(e) => {
            // The URL follows what is typed (in place: one history entry per search, not per letter).
            const next = { query: e.target.value, page: 1 };
            history.replaceState(history.state, '', urlOf(next));
            setShown(next);
          }} />
        <button type="submit" className="search-page-submit">{say('submit', 'Search')}</button>
      </form>
      <p ref={count} className="search-page-status" role="status" tabIndex={-1}>
        {message}
        {status === 'unavailable' ? <> <button type="button" className="search-retry" onClick={retry}>{say('retry', 'Retry')}</button></> : null}
      </p>
      {results.length ? (
        <ol className="search-page-results">
          {results.map((r) => (
            <li key={r.url} className="search-result search-page-result">
              <a href={resultHref(r.url, query, highlight)}><ResultText result={r} text={texts.get(r.url)} tools={tools!} /></a>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="search-page-pages" aria-label={say('resultPages', 'Result pages')}>
          {page > 1 ? <a className="search-page-prev" href={urlOf({ query, page: page - 1 })} rel="prev">{say('previous', 'Previous')}</a> : <span />}
          <span>{say('pageNav', 'Page {page} of {pages}', { page, pages })}</span>
          {page < pages ? <a className="search-page-next" href={urlOf({ query, page: page + 1 })} rel="next">{say('next', 'Next')}</a> : <span />}
        </nav>
      ) : null}
    </>
  );
}

/**
 * Keeps `shown` with the URL: as the page hydrates, on back/forward, and on a link to this page with another query or
 * page (the page links here, the search box's "See all results"), which is taken here rather than by client
 * navigation (it would only change the URL: the path is the same). `moved` runs after such a link.
 */
function useUrlState(root: { current: Element | null }, show: (s: Shown) => void, moved: () => void): void {
  useEffect(() => {
    show(fromUrl());
    const onPop = () => {
      if (root.current?.isConnected) show(fromUrl());
      else detach();
    };
    const onClick = (e: MouseEvent) => {
      // Client navigation replaces <main> without unmounting this root: a page shown since is none of its business.
      if (!root.current?.isConnected) return detach();
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
      const url = a && new URL(a.href, location.href);
      if (!url || url.origin !== location.origin || url.pathname !== location.pathname || !url.search) return;
      e.preventDefault();
      history.pushState(null, '', url.href);
      show(fromUrl());
      moved();
    };
    const detach = () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
    };
    window.addEventListener('popstate', onPop);
    // Capturing: before client navigation's handler, which then sees the click taken and leaves it.
    document.addEventListener('click', onClick, true);
    return detach;
  }, []);
}
