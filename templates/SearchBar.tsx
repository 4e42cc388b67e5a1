// The search box: an island. The server renders its first state (loading); in the browser, client/islands.ts
// hydrates it on the first hover, click or focus of the box (or `/`, Ctrl/⌘+K), and it then loads the search
// files. A failed load is tried again on the next hover or focus; after a second failure the box says
// "Search unavailable" and offers a retry. The engine arrives through `load`, so the server render never
// loads lunr. On phones the box is a search button (its label) until focused, then it spans the navbar.
import { useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_INPUT_ID } from '../client/constants.ts';
import { ResultText, resultHref, useAnswer, useSearchTools, useSectionTexts, type SearchTools } from './search-results.tsx';
import { sayer, type Say, type SearchWords } from './search-words.ts';

export interface SearchBarProps {
  docsUrl: string;
  indexUrl: string;
  maxResults: number;
  /** The search page, where "See all results" leads. */
  searchUrl: string;
  /** Loads the engine; given only in the browser (the server renders the loading state). */
  load?: () => Promise<SearchTools>;
  /** The input's id, for a box other than the navbar's (a site page's `@theme/SearchBar`): ids stay unique. */
  inputId?: string;
  /** The words of a locale other than English (search-words-of.ts). */
  words?: SearchWords;
  /** Results' links name the query's words, for their pages to mark (`search.highlightTerms`). */
  highlight?: boolean;
}

export function SearchBar({ maxResults, searchUrl, load, inputId = SEARCH_INPUT_ID, words, highlight }: SearchBarProps) {
  const say = sayer(words);
  const { status, tools, retry, fail } = useSearchTools(load);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const listId = inputId === SEARCH_INPUT_ID ? 'search-results' : `${inputId}-results`;
  /** After one failure, the reader's next hover, focus or keystroke tries again. */
  const retryIfFailed = () => { if (status === 'failed') retry(); };

  const { found, pending } = useAnswer(status === 'ready' ? tools : undefined, query, 0, maxResults, fail);
  const { results } = found;
  const more = found.total > maxResults;
  /** The options: the results, then "See all results" when there are more. */
  const options = results.length + (more ? 1 : 0);
  const showList = open && query.length >= 1 && status === 'ready';
  const texts = useSectionTexts(results, tools, pending);

  const close = () => { setOpen(false); setActive(-1); };
  const choose = (i: number) => {
    // A click on the option's link: client navigation (client/navigation.ts) takes it from there.
    list.current?.querySelectorAll<HTMLAnchorElement>('[role="option"] a')[i]?.click();
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    retryIfFailed();
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options) return;
      setOpen(true);
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % options : (a - 1 + options) % options));
    } else if (e.key === 'Enter' && options) {
      e.preventDefault();
      choose(active >= 0 && active < options ? active : 0);
    } else if (e.key === 'Escape') {
      // Keep the query (a search input would clear it): Escape closes the list, a second one leaves the box.
      e.preventDefault();
      if (showList) setOpen(false);
      else e.currentTarget.blur();
      setActive(-1);
    } else if (e.key === 'Tab') {
      // The results are not in the tab order: Tab goes on to the next control, and the list closes behind it.
      close();
    }
  };

  const waiting = status === 'loading' || status === 'failed';
  const seeAll = `${searchUrl}?q=${encodeURIComponent(query)}`;
  return (
    <div className="search" data-status={status} onMouseEnter={retryIfFailed}>
      <SearchLabel htmlFor={inputId} say={say} />
      <input id={inputId} className="search-input" type="search" autoComplete="off" spellCheck={false}
        placeholder={waiting ? say('loading', 'Loading...') : status === 'unavailable' ? say('unavailable', 'Search unavailable') : say('label', 'Search')}
        readOnly={status !== 'ready'} aria-disabled={status !== 'ready' ? true : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        role="combobox" aria-expanded={showList} aria-controls={listId} aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); setActive(-1); }}
        onFocus={() => { retryIfFailed(); setOpen(true); }}
        onBlur={close}
        onKeyDown={onKeyDown} />
      {status === 'ready' && !query ? <ShortcutHint /> : null}
      {status === 'unavailable' ? (
        <p className="search-unavailable" role="status">
          {say('unavailable', 'Search unavailable')} <button type="button" className="search-retry" onClick={retry}>{say('retry', 'Retry')}</button>
        </p>
      ) : null}
      <ul ref={list} id={listId} className="search-results" role="listbox" aria-label={say('results', 'Search results')} aria-busy={pending || undefined} hidden={!showList}>
        {status === 'ready' && !results.length && !pending ? <li className="search-empty">{say('noResults', 'No results found for query "{query}"', { query })}</li> : null}
        {results.map((r, i) => (
          <li key={r.url} id={`${listId}-${i}`} role="option" aria-selected={i === active} className="search-result">
            {/* onMouseDown keeps the input from blurring (and closing the list) before the click lands. */}
            <a href={resultHref(r.url, query, highlight)} tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={close}>
              <ResultText result={r} text={texts.get(r.url)} tools={tools!} />
            </a>
          </li>
        ))}
        {more ? (
          <li id={`${listId}-${results.length}`} role="option" aria-selected={active === results.length} className="search-see-all">
            <a href={seeAll} tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={close}>{say('seeAll', 'See all results for "{query}"', { query, count: found.total })}</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * The box's label; on phones, where the box folds away until focused, it is the search button that focuses it (a
 * label, so it works before the island is there, and without JavaScript in the plain form).
 */
export function SearchLabel({ htmlFor, say }: { htmlFor: string; say: Say }) {
  return (
    <label className="search-label" htmlFor={htmlFor}>
      <svg className="search-label-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d={SEARCH_ICON} /></svg>
      <span className="visually-hidden">{say('boxLabel', 'Search the docs')}</span>
    </label>
  );
}

/** A magnifier. */
const SEARCH_ICON = 'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z';

/**
 * The keys that reach the box, shown in it once search is ready (never on the server, which cannot know the
 * platform): ⌘K on Apple's, Ctrl K elsewhere, and `/`. Hidden from screen readers: `aria-keyshortcuts` tells them.
 */
function ShortcutHint() {
  const apple = /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
  return (
    <span className="search-hint" aria-hidden="true">
      <kbd>{apple ? '⌘K' : 'Ctrl K'}</kbd><kbd>/</kbd>
    </span>
  );
}

