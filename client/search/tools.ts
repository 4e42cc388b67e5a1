// What the search box and the search page search with: the engine (loaded once, shared; a split one loads what a
// query needs first), queries scoped to the docs versions being read, excerpts, and the full text of a result's
// section from its page data.
import type { SearchTools } from '../../templates/search-results.tsx';
import { searchPage } from './engine.ts';
import { excerpt, sectionTextIn } from './excerpt.ts';
import { loadEngine } from './load.ts';
import { missing, preview } from './split-engine.ts';
import { pageDataUrl } from '../site-path.ts';
import { versionScope } from './version-scope.ts';

/** Loads the tools for the two search files; each call after a failure tries again. */
export function searchTools(docsUrl: string, indexUrl: string): () => Promise<SearchTools> {
  return () => loadEngine(docsUrl, indexUrl).then((engine) => {
    const answer: SearchTools['answer'] = (query, skip, max) => {
      // Each query looks in the docs versions of the page shown at the time (client navigation changes it).
      const inScope = versionScope(engine.versions);
      return missing(engine, query, skip, max, inScope) ?? searchPage(engine, query, skip, max, inScope);
    };
    return { answer, preview: (query, skip, max) => preview(engine, query, skip, max, versionScope(engine.versions)), excerpt, sectionText };
  });
}

/** Pages' main HTML by path, for excerpts (at most the 10,000 entries route caches hold). */
const pages = new Map<string, Promise<string>>();

/** The text of the section `url` points at, from its page data (the file client navigation loads). */
function sectionText(url: string): Promise<string | undefined> {
  const target = new URL(url, location.href);
  const path = pageDataUrl(target.pathname);
  if (target.origin !== location.origin || path === undefined) return Promise.resolve(undefined);
  let main = pages.get(path);
  if (!main) {
    main = fetch(path).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`)))).then((d: { main?: unknown }) => String(d.main ?? ''));
    main.catch(() => pages.delete(path));
    pages.set(path, main);
    if (pages.size > 10_000) pages.delete(pages.keys().next().value!);
  }
  return main.then((html) => sectionTextIn(html, decodeURIComponent(target.hash.slice(1))));
}
