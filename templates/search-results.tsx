// What the search box (SearchBar) and the search page (SearchPage) share: loading the search tools with their
// retry, a query's answers (once what a split index needs for them has arrived), the full text of the results' sections for excerpts, and a result's text (where it lives, its title, its
// excerpt with the matched words marked).
import { useEffect, useRef, useState } from 'react';
import type { Found, SearchResult } from '../client/search/engine.ts';
import type { Segment } from '../client/search/excerpt.ts';
import { SEARCH_PARAM, SEARCH_SEPARATOR } from '../client/constants.ts';
import { indexTerm } from '../client/search/index-term.ts';

export interface SearchTools {
  /** `max` answers to `query` from the `skip`th, or the promise of the index parts they need first (a split index). */
  answer: (query: string, skip: number, max: number) => Found | Promise<void>;
  /** While `answer` waits: what can be shown of those answers already (a split index's best hits at hand), if any. */
  preview?: (query: string, skip: number, max: number) => Found | undefined;
  excerpt: (text: string, terms: string[]) => Segment[];
  /** The full text of the section a result URL points at, when its page can be had. */
  sectionText: (url: string) => Promise<string | undefined>;
}

export type SearchStatus = 'loading' | 'failed' | 'unavailable' | 'ready';

/**
 * Loads the search tools through `load` (again after a failure, on `retry`); two failures make search unavailable,
 * and so does `fail` (a part of a split index that did not arrive).
 */
export function useSearchTools(load: (() => Promise<SearchTools>) | undefined): { status: SearchStatus; tools: SearchTools | undefined; retry: () => void; fail: () => void } {
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
  const fail = () => {
    failures.current = 0;
    setStatus('unavailable');
  };
  return { status, tools: tools.current, retry, fail };
}

/**
 * The answers to `query` (`max` from the `skip`th) once the tools can give them. While a split index's parts for
 * them are on their way, its preview of them shows, or else the previous answers stay (`pending` says so either
 * way); a part that fails to arrive calls `fail`.
 */
export function useAnswer(tools: SearchTools | undefined, query: string, skip: number, max: number, fail: () => void): { found: Found; pending: boolean } {
  const [arrived, setArrived] = useState(0);
  const last = useRef<Found>(NONE);
  const answer = tools && query.trim() ? tools.answer(query, skip, max) : NONE;
  const pending = answer instanceof Promise;
  useEffect(() => {
    if (!(answer instanceof Promise)) return;
    let live = true;
    answer.then(() => { if (live) setArrived((n) => n + 1); }, (err) => {
      console.warn('[docsgen] search could not load a part of its index', err);
      if (live) fail();
    });
    return () => { live = false; };
  }, [tools, query, skip, max, arrived]);
  const shown = pending ? tools?.preview?.(query, skip, max) : answer;
  if (shown) last.current = shown;
  return { found: last.current, pending };
}

const NONE: Found = { total: 0, results: [] };

/**
 * The full text of the results' sections, by URL, as their pages' data arrives: excerpts start from the opening
 * words the search documents hold, and then show where the words matched. Fetched only for answers no longer
 * `pending`: a preview's pages would share a slow connection with the parts the final answers wait for.
 */
export function useSectionTexts(results: SearchResult[], tools: SearchTools | undefined, pending: boolean): ReadonlyMap<string, string> {
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  const urls = results.map((r) => r.url).join(' ');
  useEffect(() => {
    if (pending) return;
    let live = true;
    for (const r of results) {
      if (r.type === 0 || texts.has(r.url)) continue;
      tools!.sectionText(r.url).then((text) => {
        if (live && text) setTexts((m) => new Map(m).set(r.url, text));
      }, () => undefined);
    }
    return () => { live = false; };
  }, [urls, pending]);
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

/**
 * A result's link; with `highlight` (`search.highlightTerms`), the query's words (as the engine splits them, the
 * first eight, once each; stop words and single letters, which the index leaves out, not) as `_highlight` parameters
 * before its `#anchor`, for its page to mark (client/search/highlight-terms.ts).
 */
export function resultHref(url: string, query: string, highlight: boolean | undefined): string {
  const words = highlight ? [...new Set(query.toLowerCase().split(SEARCH_SEPARATOR).filter((w) => indexTerm(w) !== null))].slice(0, 8) : [];
  if (!words.length) return url;
  const at = url.includes('#') ? url.indexOf('#') : url.length;
  const params = words.map((w) => `${SEARCH_PARAM.highlight}=${encodeURIComponent(w)}`).join('&');
  return `${url.slice(0, at)}${url.slice(0, at).includes('?') ? '&' : '?'}${params}${url.slice(at)}`;
}
