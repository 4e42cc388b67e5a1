// The search box: an island. The server renders its first state (loading); in the browser, client/islands.ts
// hydrates it on the first hover, click or focus of the box (or `/`, Ctrl/⌘+K), and it then loads the search
// files. A failed load is tried again on the next hover or focus; after a second failure the box says
// "Search unavailable" and offers a retry. The engine arrives through `load`, so the server render never
// loads lunr.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchEngine, SearchResult } from '../client/search/engine.ts';
import type { Segment } from '../client/search/excerpt.ts';
import { SEARCH_INPUT_ID } from '../client/constants.ts';

export interface SearchTools {
  engine: SearchEngine;
  search: (e: SearchEngine, q: string, max: number) => SearchResult[];
  excerpt: (text: string, words: string[]) => Segment[];
  /** The full text of the section a result URL points at, when its page can be had. */
  sectionText: (url: string) => Promise<string | undefined>;
}

export interface SearchBarProps {
  docsUrl: string;
  indexUrl: string;
  maxResults: number;
  /** Loads the engine; given only in the browser (the server renders the loading state). */
  load?: () => Promise<SearchTools>;
}

type Status = 'loading' | 'failed' | 'unavailable' | 'ready';

export function SearchBar({ maxResults, load }: SearchBarProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const tools = useRef<SearchTools>(undefined);
  const failures = useRef(0);
  const list = useRef<HTMLUListElement>(null);
  const listId = 'search-results';

  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (t) => { if (live) { tools.current = t; setStatus('ready'); } },
      (err) => {
        console.warn('[docsgen] search could not load', err);
        if (live) setStatus(++failures.current >= 2 ? 'unavailable' : 'failed');
      },
    );
    return () => { live = false; };
  }, [load, attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((a) => a + 1);
  };
  /** After one failure, the reader's next hover, focus or keystroke tries again. */
  const retryIfFailed = () => { if (status === 'failed') retry(); };

  const results = status === 'ready' && query.length >= 1 ? tools.current!.search(tools.current!.engine, query, maxResults) : [];
  const showList = open && query.length >= 1 && status === 'ready';

  // Excerpts start from the opening words the search documents hold; the section's full text replaces
  // them when its page data arrives, so the excerpt can show where the words matched.
  const urls = results.map((r) => r.url).join(' ');
  useEffect(() => {
    let live = true;
    for (const r of results) {
      if (r.type === 0 || texts.has(r.url)) continue;
      tools.current!.sectionText(r.url).then((text) => {
        if (live && text) setTexts((m) => new Map(m).set(r.url, text));
      }, () => undefined);
    }
    return () => { live = false; };
  }, [urls]);

  const choose = (i: number) => {
    // A click on the result's link: client navigation (client/navigation.ts) takes it from there.
    list.current?.querySelectorAll<HTMLAnchorElement>('.search-result a')[i]?.click();
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    retryIfFailed();
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!results.length) return;
      setOpen(true);
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % results.length : (a - 1 + results.length) % results.length));
    } else if (e.key === 'Enter' && results.length) {
      e.preventDefault();
      choose(active >= 0 && active < results.length ? active : 0);
    } else if (e.key === 'Escape') {
      // Keep the query (a search input would clear it): Escape closes the list, a second one leaves the box.
      e.preventDefault();
      if (showList) setOpen(false);
      else e.currentTarget.blur();
      setActive(-1);
    }
  };

  const waiting = status === 'loading' || status === 'failed';
  return (
    <div className="search" data-status={status} onMouseEnter={retryIfFailed}>
      <label className="visually-hidden" htmlFor={SEARCH_INPUT_ID}>Search the docs</label>
      <input id={SEARCH_INPUT_ID} className="search-input" type="search" autoComplete="off" spellCheck={false}
        placeholder={waiting ? 'Loading...' : status === 'unavailable' ? 'Search unavailable' : 'Search'}
        readOnly={status !== 'ready'} aria-disabled={status !== 'ready' ? true : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        role="combobox" aria-expanded={showList} aria-controls={listId} aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); setActive(-1); }}
        onFocus={() => { retryIfFailed(); setOpen(true); }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown} />
      {status === 'unavailable' ? (
        <p className="search-unavailable" role="status">
          Search unavailable <button type="button" className="search-retry" onClick={retry}>Retry</button>
        </p>
      ) : null}
      <ul ref={list} id={listId} className="search-results" role="listbox" aria-label="Search results" hidden={!showList}>
        {status === 'ready' && !results.length ? <li className="search-empty">No results found for query "{query}"</li> : null}
        {results.map((r, i) => (
          <li key={r.url} id={`${listId}-${i}`} role="option" aria-selected={i === active} className="search-result">
            {/* onMouseDown keeps the input from blurring (and closing the list) before the click lands. */}
            <a href={r.url} onMouseDown={(e) => e.preventDefault()} onClick={() => { setOpen(false); setActive(-1); }}>
              <span className="search-result-title">{r.type === 0 ? r.title : `${r.pageTitle} › ${r.title}`}</span>
              {r.content || texts.has(r.url) ? (
                <span className="search-result-content">
                  {tools.current!.excerpt(texts.get(r.url) ?? r.content, r.words).map((s, k) => (s.hit ? <mark key={k}>{s.text}</mark> : s.text))}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
