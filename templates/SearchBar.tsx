// The search box: an island. The server renders its first state (loading); in the browser, client/islands.ts
// hydrates it on the first hover, click or focus of the box, and the component then loads the search files.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchEngine, SearchResult } from '../client/search/engine.ts';

export interface SearchBarProps {
  docsUrl: string;
  indexUrl: string;
  maxResults: number;
  /** Loads the engine; given only in the browser (the server renders the loading state). */
  load?: () => Promise<{ engine: SearchEngine; search: (e: SearchEngine, q: string, max: number) => SearchResult[] }>;
}

type Status = 'loading' | 'ready' | 'error';

export function SearchBar({ maxResults, load }: SearchBarProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const engine = useRef<Awaited<ReturnType<NonNullable<SearchBarProps['load']>>>>(undefined);
  // One search box per page, so fixed ids (useId would differ between the page render and the island root).
  const inputId = 'search-input';
  const listId = 'search-results';

  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (e) => { if (live) { engine.current = e; setStatus('ready'); } },
      (err) => { console.warn('[docsgen] search is unavailable', err); if (live) setStatus('error'); },
    );
    return () => { live = false; };
  }, [load]);

  const results = status === 'ready' && query.length >= 1 ? engine.current!.search(engine.current!.engine, query, maxResults) : [];
  const showList = open && query.length >= 1 && status !== 'loading';

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!results.length) return;
      setOpen(true);
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % results.length : (a - 1 + results.length) % results.length));
    } else if (e.key === 'Enter' && results[active]) {
      e.preventDefault();
      window.location.assign(results[active].url);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="search" data-status={status}>
      <label className="visually-hidden" htmlFor={inputId}>Search the docs</label>
      <input id={inputId} className="search-input" type="search" autoComplete="off" spellCheck={false}
        placeholder={status === 'loading' ? 'Loading...' : 'Search'}
        readOnly={status === 'loading'} aria-disabled={status === 'loading' ? true : undefined}
        role="combobox" aria-expanded={showList} aria-controls={listId} aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); setActive(-1); }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown} />
      <ul id={listId} className="search-results" role="listbox" aria-label="Search results" hidden={!showList}>
        {status === 'error' ? <li className="search-empty">Search is unavailable right now.</li> : null}
        {status === 'ready' && !results.length ? <li className="search-empty">No results found for query "{query}"</li> : null}
        {results.map((r, i) => (
          <li key={r.url + r.type} id={`${listId}-${i}`} role="option" aria-selected={i === active} className="search-result">
            {/* onMouseDown keeps the input from blurring (and closing the list) before the click lands. */}
            <a href={r.url} onMouseDown={(e) => e.preventDefault()}>
              <span className="search-result-title">{r.type === 0 ? r.title : `${r.pageTitle} › ${r.title}`}</span>
              {r.content ? <span className="search-result-content">{r.content}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
