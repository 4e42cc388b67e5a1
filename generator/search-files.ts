// Stage 5: the two search files (documents and index) from the docs' search records. The index is the slow part:
// it is reused from the build cache while the indexed text and the indexing code are unchanged.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildCache } from './build-cache.ts';
import { searchRecords } from './search.ts';
import type { Doc } from './types.ts';

export interface SearchFiles {
  docsJson: string;
  indexJson: string;
  /** What the index was built from (the build cache keeps the index by it). */
  cache: NonNullable<BuildCache['search']>;
}

/**
 * `url` puts the site's base URL on a route; `frontEndKey` covers the index's decoder in the front end;
 * `sourcesKey` covers what `docs` were made from (their files, routes, the Markdown stage): with the same one, the
 * previous files are taken as they are.
 */
export async function buildSearchFiles(docs: Doc[], url: (route: string) => string, frontEndKey: string, sourcesKey: string, previous: BuildCache['search']): Promise<SearchFiles> {
  const docsKey = hash(JSON.stringify([SEARCH_STAGE_VERSION, frontEndKey, url('/'), sourcesKey, docs.map((d) => [d.route, d.hash])]));
  if (previous?.sourcesKey === docsKey) return { docsJson: previous.docsJson, indexJson: previous.indexJson, cache: previous };
  const records = searchRecords(docs);
  // Empty `content`/`keywords` are left out of the file (the client restores them): it is fetched by every searcher.
  const docsJson = JSON.stringify(records.map(({ content, keywords, titleText: _t, fullText: _f, ...d }) => ({ ...d, url: url(d.url), ...(content ? { content } : {}), ...(keywords ? { keywords } : {}) })));
  // The index is a function of the indexed text (the documents file holds only the start of it) and of the
  // indexing code: the encoder here, the decoder and lunr in the front end.
  const key = hash(JSON.stringify([SEARCH_STAGE_VERSION, frontEndKey, docsJson, records.map((r) => [r.titleText, r.fullText])]));
  const indexJson = previous?.key === key ? previous.indexJson : JSON.stringify((await import('./search-index.ts')).buildSearchIndex(records));
  return { docsJson, indexJson, cache: { key, indexJson, sourcesKey: docsKey, docsJson } };
}

/** Changes whenever the search stage's sources do: the cached index is keyed by it. */
const SEARCH_STAGE_VERSION = hash(['search.ts', 'search-index.ts', 'search-files.ts'].map((f) => readFileSync(path.join(import.meta.dirname, f), 'utf8')).join('\n'));

function hash(s: string): string {
  return createHash('sha1').update(s).digest('hex');
}
