// The search island's browser entry: hydrates the server-rendered SearchBar and gives it the engine.
import { hydrateRoot } from 'react-dom/client';
import { SearchBar, type SearchBarProps, type SearchTools } from '../../templates/SearchBar.tsx';
import { CrashBoundary } from '../crash-boundary.tsx';
import { loadEngine, search } from './engine.ts';
import { excerpt, sectionTextIn } from './excerpt.ts';
import { pageDataUrl } from '../site-path.ts';
import { versionScope } from './version-scope.ts';

export function hydrate(container: HTMLElement, props: Omit<SearchBarProps, 'load'>): void {
  // Each query looks in the docs versions of the page shown at the time (client navigation changes it).
  const scoped: SearchTools['search'] = (engine, query, max) => search(engine, query, max, versionScope(engine.docs));
  const load = (): Promise<SearchTools> => loadEngine(props.docsUrl, props.indexUrl).then((engine) => ({ engine, search: scoped, excerpt, sectionText }));
  hydrateRoot(container, <CrashBoundary><SearchBar {...props} load={load} /></CrashBoundary>, {
    onRecoverableError: (err) => console.error('[docsgen] root error (recovered)', err),
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
