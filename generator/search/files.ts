// The two search files (documents and index) from the docs' search records. The index is the slow part:
// it is reused from the build cache while the indexed text and the indexing code are unchanged.
import type { BuildCache } from '../build-cache.ts';
import { sha1 as hash } from '../hash.ts';
import type { OutputSink } from '../output/write.ts';
import type { Pool } from '../threads/pool.ts';
import { searchRecords, type SearchRecord } from './records.ts';
import { sourceVersion, STAGE_SOURCES } from '../source-version.ts';
import type { Crumb, Doc, SearchDoc } from '../types.ts';

export interface SearchFiles {
  docsJson: string;
  /** What the index is made from: it names the index file, which the pages link to before the index is there. */
  indexKey: string;
  /** The index, and the build cache's entry for both files. */
  done: Promise<NonNullable<BuildCache['search']>>;
}

/** Makes the index of `records` as JSON on another thread, or returns undefined when there is none. */
export type IndexElsewhere = (records: SearchRecord[]) => Promise<string> | undefined;

/** The index made on the pool's first worker, when one runs or the launcher started one for the build. */
export function indexOnWorker(pool: Pool): IndexElsewhere {
  return (records) => (pool.canAsk() ? pool.ask<string>('searchIndex', records) : undefined);
}

/**
 * `url` puts the site's base URL on a route; `frontEndKey` covers the index's decoder in the front end;
 * `sourcesKey` covers what `docs` were made from (their files, routes, the Markdown stage): with the same one, the
 * previous files are taken as they are. The index is made by `elsewhere` where it can, else here once the calling
 * thread next waits.
 */
export function buildSearchFiles(docs: Doc[], url: (route: string) => string, frontEndKey: string, sourcesKey: string, previous: BuildCache['search'], elsewhere?: IndexElsewhere): SearchFiles {
  const docsKey = hash(JSON.stringify([SEARCH_STAGE_VERSION, frontEndKey, url('/'), sourcesKey, docs.map((d) => [d.route, d.hash])]));
  if (previous?.sourcesKey === docsKey) return { docsJson: previous.docsJson, indexKey: previous.key, done: Promise.resolve(previous) };
  const records = searchRecords(docs);
  // Empty `content`/`keywords` are left out of the file (the client restores them): it is fetched by every searcher.
  const docsJson = JSON.stringify(records.map(({ content, keywords, titleText: _t, fullText: _f, ...d }) => ({ ...d, url: url(d.url), ...(content ? { content } : {}), ...(keywords ? { keywords } : {}) })));
  // The index is a function of the indexed text (the documents file holds only the start of it) and of the
  // indexing code: the encoder here, the decoder and lunr in the front end.
  const key = hash(JSON.stringify([SEARCH_STAGE_VERSION, frontEndKey, docsJson, records.map((r) => [r.titleText, r.fullText])]));
  const indexJson = previous?.key === key ? Promise.resolve(previous.indexJson)
    : elsewhere?.(records) ?? import('./lunr-index.ts').then((m) => JSON.stringify(m.buildSearchIndex(records)));
  return { docsJson, indexKey: key, done: indexJson.then((json) => ({ key, indexJson: json, sourcesKey: docsKey, docsJson })) };
}

/** Changes whenever the search stage's sources do: the cached index is keyed by it. */
const SEARCH_STAGE_VERSION = sourceVersion(STAGE_SOURCES.search);

/** A search file's name: by a hash of what it holds or is made from, or (`stable`, for `serve`) one name. */
export function searchFileName(kind: 'docs' | 'index', key: string, stable: boolean): string {
  return `assets/search-${kind}.${stable ? 'dev' : key.slice(0, 8)}.json`;
}

export interface PlacedSearchFiles {
  names: { docs: string; index: string };
  /** Settles once the index is in `files`, with the build cache's entry. */
  written: Promise<NonNullable<BuildCache['search']>>;
}

/**
 * Each doc's sidebar trail (its categories' labels) by its URL, from the docs' breadcrumbs by route: a result
 * shows where it lives. Known only once the sidebars are, after the documents are made.
 */
export function searchTrails(breadcrumbs: ReadonlyMap<string, Crumb[]>, url: (route: string) => string): Map<string, string[]> {
  return new Map([...breadcrumbs].filter(([, crumbs]) => crumbs.length > 1).map(([route, crumbs]) => [url(route), crumbs.slice(0, -1).map((c) => c.label)]));
}

/** The documents with each page record's trail (its headings and sections take it from the page, in the browser). */
function withTrails(docsJson: string, trails: ReadonlyMap<string, string[]>): string {
  if (!trails.size) return docsJson;
  const docs = JSON.parse(docsJson) as SearchDoc[];
  return JSON.stringify(docs.map((d) => {
    const trail = d.type === 0 ? trails.get(d.url) : undefined;
    return trail ? { ...d, trail } : d;
  }));
}

/**
 * Puts the documents (with `trails`) into `files` now and the index once it is made (the pages name it by what it is
 * made from).
 */
export function putSearchFiles(files: OutputSink, made: SearchFiles, stable: boolean, trails: ReadonlyMap<string, string[]> = new Map()): PlacedSearchFiles {
  const docsJson = withTrails(made.docsJson, trails);
  const names = { docs: searchFileName('docs', hash(docsJson), stable), index: searchFileName('index', made.indexKey, stable) };
  files.set(names.docs, docsJson);
  const written = made.done.then((entry) => {
    files.set(names.index, entry.indexJson);
    return entry;
  });
  // Awaited after the pages: a failure is not unhandled meanwhile.
  written.catch(() => undefined);
  return { names, written };
}
