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
  const { status, tools, retry } = useSearchTools(load);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const listId = 'search-results';
  /** After one failure, the reader's next hover, focus or keystroke tries again. */
  const retryIfFailed = () => { if (status === 'failed') retry(); };

  const results = status === 'ready' && query.length >= 1 ? tools!.search(tools!.engine, query, maxResults) : [];
  const showList = open && query.length >= 1 && status === 'ready';
  const texts = useSectionTexts(results, tools);

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
          <ResultItem key={r.url} id={`${listId}-${i}`} result={r} selected={i === active} text={texts.get(r.url)} tools={tools!}
            onChosen={() => { setOpen(false); setActive(-1); }} />
        ))}
      </ul>
    </div>
  );
}

/** Loads the search tools through `load` (again after a failure, on `retry`); two failures make search unavailable. */
function useSearchTools(load: SearchBarProps['load']): { status: Status; tools: SearchTools | undefined; retry: () => void } {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const tools = useRef<SearchTools>(undefined);
  const failures = useRef(0);
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
  return { status, tools: tools.current, retry };
}

/**
 * The full text of the results' sections, by URL, as their pages' data arrives: excerpts start from the opening
 * words the search documents hold, and then show where the words matched.
 */
function useSectionTexts(results: SearchResult[], tools: SearchTools | undefined): ReadonlyMap<string, string> {
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const urls = results.map((r) => r.url).join(' ');
  useEffect(() => {
    let live = true;
    for (const r of results) {
      if (r.type === 0 || texts.has(r.url)) continue;
      tools!.sectionText(r.url).then((text) => {
        if (live && text) setTexts((m) => new Map(m).set(r.url, text));
      }, () => undefined);
    }
    return () => { live = false; };
  }, [urls]);
  return texts;
}

interface ResultItemProps {
  id: string;
  result: SearchResult;
  selected: boolean;
  /** The section's full text, once its page data is there. */
  text: string | undefined;
  tools: SearchTools;
  onChosen: () => void;
}

function ResultItem({ id, result: r, selected, text, tools, onChosen }: ResultItemProps) {
  return (
    <li id={id} role="option" aria-selected={selected} className="search-result">
      {/* onMouseDown keeps the input from blurring (and closing the list) before the click lands. */}
      <a href={r.url} onMouseDown={(e) => e.preventDefault()} onClick={onChosen}>
        <span className="search-result-title">{r.type === 0 ? r.title : `${r.pageTitle} › ${r.title}`}</span>
        {r.content || text !== undefined ? (
          <span className="search-result-content">
            {tools.excerpt(text ?? r.content, r.words).map((s, k) => (s.hit ? <mark key={k}>{s.text}</mark> : s.text))}
          </span>
        ) : null}
      </a>
    </li>
  );
}
