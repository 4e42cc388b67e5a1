// Loads the engine from the two search files the pages name: the documents and the compact index, or a split
// site's manifest and global file (whose shards and chunks come later, query by query: split-engine.ts).
import type { CompactIndex } from './compact-index.ts';
import { engineOf, fetchJson, type SearchEngine } from './engine.ts';
import { splitEngine } from './split-engine.ts';
import type { DocsManifest, SplitIndex } from './split-index.ts';
import type { SearchDoc } from '../../generator/types.ts';

/** Engines by their files: the navbar's box and the search page share one (a failed load is forgotten, to retry). */
const engines = new Map<string, Promise<SearchEngine>>();

export function loadEngine(docsUrl: string, indexUrl: string): Promise<SearchEngine> {
  const key = `${docsUrl} ${indexUrl}`;
  let engine = engines.get(key);
  if (!engine) {
    const beside = (name: string) => new URL(name, new URL(indexUrl, location.href)).href;
    engine = Promise.all([fetchJson<Partial<SearchDoc>[] | DocsManifest>(docsUrl), fetchJson<CompactIndex | SplitIndex>(indexUrl)]).then(([docs, index]) =>
      Array.isArray(docs) ? engineOf(docs, index as CompactIndex) : splitEngine(docs, index as SplitIndex, (name) => fetchJson(beside(name))));
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}
