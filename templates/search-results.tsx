// What the search box (SearchBar) and the search page (SearchPage) share: loading the search tools with their
// retry, the full text of the results' sections for excerpts, and a result's text (where it lives, its title, its
// excerpt with the matched words marked).
import { useEffect, useRef, useState } from 'react';
import type { SearchEngine, SearchResult } from '../client/search/engine.ts';
import type { Segment } from '../client/search/excerpt.ts';

export interface SearchTools {
  engine: SearchEngine;
  search: (e: SearchEngine, q: string, max: number) => SearchResult[];
  excerpt: (text: string, terms: string[]) => Segment[];
  /** The full text of the section a result URL points at, when its page can be had. */
  sectionText: (url: string) => Promise<string | undefined>;
}

export type SearchStatus = 'loading' | 'failed' | 'unavailable' | 'ready';

/** Loads the search tools through `load` (again after a failure, on `retry`); two failures make search unavailable. */
export function useSearchTools(load: (() => Promise<SearchTools>) | undefined): { status: SearchStatus; tools: SearchTools | undefined; retry: () => void } {
  const [status, setStatus] = useState<SearchStatus>('loading');
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
export function useSectionTexts(results: SearchResult[], tools: SearchTools | undefined): ReadonlyMap<string, string> {
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

/** Where a hit lives: its page's sidebar categories, and the page itself for a heading or section ("Commands › undo"). */
export function resultPath(r: SearchResult): string {
  return [...(r.trail ?? []), ...(r.type === 0 ? [] : [r.pageTitle])].join(' › ');
}

/** A result's path, title and excerpt (`text`: its section's full text, once its page data is there). */
export function ResultText({ result: r, text, tools }: { result: SearchResult; text: string | undefined; tools: SearchTools }) {
  const path = resultPath(r);
  return (
    <>
      {path ? <span className="search-result-path">{path}</span> : null}
      <span className="search-result-title">{r.title}</span>
      {r.content || text !== undefined ? (
        <span className="search-result-content">
          {tools.excerpt(text ?? r.content, r.terms).map((s, k) => (s.hit ? <mark key={k}>{s.text}</mark> : s.text))}
        </span>
      ) : null}
    </>
  );
}
