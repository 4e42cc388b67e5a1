// The search files (documents and index) from the docs' search records. The index is the slow part: it is reused
// from the build cache while the indexed text and the indexing code are unchanged. A large site's files are split
// (above SPLIT_DOCS_CHARS): the index by term into shards, the documents into chunks (split-index.ts, doc-chunks.ts).
import { createHash } from 'node:crypto';
import type { BuildCache } from '../build-cache.ts';
import { sha1 as hash } from '../hash.ts';
import type { OutputSink } from '../output/write.ts';
import type { Pool } from '../threads/pool.ts';
import { indexText, recordSlices, type IndexText, type SearchRecord } from './records.ts';
import { openIndexSpill } from './index-spill.ts';
import { chunkDocs, docsFileChars, searchDocsCollector, wholeDocsFile, type SearchDocs } from './doc-chunks.ts';
import { putShardHeads } from './shard-heads.ts';
import type { SearchEntry, StagedSearchEntry } from './cache-file.ts';
import { sourceVersion, STAGE_SOURCES } from '../source-version.ts';
import type { Crumb, Doc } from '../types.ts';
import type { DocsManifest } from '../../client/search/split-index.ts';
/** Which pages are searched, for the build's names of the files (the index is made of the same). */
export { searchedDocs } from './searched-docs.ts';

export interface SearchFiles {
  docs: SearchDocs;
  /** What the index is made from: it names the index file, which the pages link to before the index is there. */
  indexKey: string;
  /** The index, and the build cache's entry for both files. */
  done: Promise<SearchEntry>;
}

/**
 * Above this many characters of search documents (about 2,300 records, 2.5 times the Sapling site's; both files
 * whole would be some 250 KB gzip) the files are split, and a query downloads only what it needs.
 */
export const SPLIT_DOCS_CHARS = 512 * 1024;

/** The index's file, and its shards (name under the output folder, contents) when it is split. */
export interface MadeIndex {
  indexJson: string;
  shards?: [string, string][];
}

/** The index made a slice of records at a time somewhere else (a worker), the records' text let go as it goes. */
export interface IndexSession {
  add(texts: IndexText[]): void;
  done(split: boolean): Promise<MadeIndex>;
}

/** Starts an index on another thread, or returns undefined when there is none. */
export type IndexElsewhere = () => IndexSession | undefined;

let nextSession = 0;

/**
 * The index made on the pool's first worker, when one runs or the launcher started one for the build. The texts
 * go through a temp file (index-spill.ts), or in the messages if none can be written.
 */
export function indexOnWorker(pool: Pool): IndexElsewhere {
  return () => {
    if (!pool.canAsk()) return undefined;
    // Tells go to a worker that runs: started now, as an ask would.
    pool.start();
    const id = nextSession++;
    const spill = openIndexSpill();
    const spilled = (texts: IndexText[]) => {
      try {
        return spill?.put(texts);
      } catch {
        return undefined;
      }
    };
    return {
      add: (texts) => {
        const place = spilled(texts);
        pool.tell('searchIndexAdd', place ? { id, spilled: place } : { id, texts });
      },
      done: (split) => {
        const made = pool.ask<MadeIndex>('searchIndex', { id, split });
        // The worker has read every slice once it answers.
        made.then(() => spill?.close(), () => spill?.close());
        return made;
      },
    };
  };
}

/** Docs whose records go to the index at a time. */
const SLICE_DOCS = 500;

/**
 * `url` puts the site's base URL on a route; `frontEndKey` covers the index's decoder in the front end;
 * `sourcesKey` covers what `docs` were made from (their files, routes, the Markdown stage): with the same one, the
 * previous files are taken as they are. The index is made by `elsewhere` where it can (its records sent a slice
 * at a time, so a large site's text is never all in memory twice), else here once the calling thread next waits.
 */
export function buildSearchFiles(docs: Doc[], url: (route: string) => string, frontEndKey: string, sourcesKey: string, cached: BuildCache['search'], elsewhere?: IndexElsewhere): SearchFiles {
  const previous = whole(cached);
  // With no previous index to reuse, the records are indexed as the documents are made from them: one pass.
  const early = previous ? undefined : indexer(elsewhere?.());
  const made = searchDocsOf(docs, url, frontEndKey, sourcesKey, previous, early?.add);
  if ('reused' in made) return { docs: made.reused.docs, indexKey: made.reused.key, done: Promise.resolve(made.reused) };
  const { docsKey, key, searchDocs } = made;
  const later = () => {
    const late = indexer(elsewhere?.());
    for (const records of recordSlices(docs, SLICE_DOCS)) late.add(records);
    return late;
  };
  const index: Promise<MadeIndex> = previous?.key === key ? Promise.resolve(previous) : (early ?? later()).done(isSplit(searchDocs));
  return { docs: searchDocs, indexKey: key, done: index.then(({ indexJson, shards }) => ({ key, indexJson, ...(shards ? { shards } : {}), sourcesKey: docsKey, docs: searchDocs })) };
}

/**
 * The names the search files of `docs` get (buildSearchFiles, putSearchFiles), without making the index: a shard
 * other than the first links to them and writes neither.
 */
export function searchFileNames(docs: Doc[], url: (route: string) => string, frontEndKey: string, sourcesKey: string, cached: BuildCache['search'], stable: boolean, trails: ReadonlyMap<string, string[]>): SearchFileNames {
  if (stable) return { docs: searchFileName('docs', '', true), index: searchFileName('index', '', true) };
  const made = searchDocsOf(docs, url, frontEndKey, sourcesKey, whole(cached));
  const searchDocs = 'reused' in made ? made.reused.docs : made.searchDocs;
  const indexKey = 'reused' in made ? made.reused.key : made.key;
  const { docsJson, split } = docsFiles(searchDocs, trails, indexKey);
  return placedNames(indexKey, docsJson, split, false);
}

/**
 * The two files' names. A split index's shards carry their best hits' records with their trails (shard-heads.ts),
 * which the index's key does not cover: its name covers the documents file's too, which holds the trails.
 */
function placedNames(indexKey: string, docsJson: string, split: boolean, stable: boolean): SearchFileNames {
  const docs = hash(docsJson);
  return { docs: searchFileName('docs', docs, stable), index: searchFileName('index', split ? hash(`${indexKey}\0${docs}`) : indexKey, stable) };
}

/**
 * The documents of `docs` and the key of the index made from them, or `previous` when it was made from the same
 * sources (`sourcesKey`; its files are then taken as they are).
 */
function searchDocsOf(docs: Doc[], url: (route: string) => string, frontEndKey: string, sourcesKey: string, previous: SearchEntry | undefined, onSlice?: (records: SearchRecord[]) => void): { reused: SearchEntry } | { docsKey: string; key: string; searchDocs: SearchDocs } {
  const docsKey = hash(JSON.stringify([SEARCH_STAGE_VERSION, frontEndKey, url('/'), sourcesKey, docs.map((d) => [d.route, d.hash])]));
  if (previous?.sourcesKey === docsKey) return { reused: previous };
  // The index is a function of the indexed text (the documents file holds only the start of it) and of the
  // indexing code: the encoder here, the decoder and lunr in the front end.
  const indexed = createHash('sha1').update(`${SEARCH_STAGE_VERSION}\0${frontEndKey}\0`);
  const collected = searchDocsCollector();
  // The texts are hashed some 64 KB at a time: an update per record was a third of this function at 30,000 pages.
  let texts = '';
  for (const records of recordSlices(docs, SLICE_DOCS)) {
    onSlice?.(records);
    for (const { content, keywords, titleText, fullText, ...d } of records) {
      texts += `${titleText}\0${fullText}\0`;
      if (texts.length >= 1 << 16) {
        indexed.update(texts);
        texts = '';
      }
      // Empty `content`/`keywords` are left out of the file (the client restores them): it is fetched by every searcher.
      collected.add({ ...d, url: url(d.url), ...(content ? { content } : {}), ...(keywords ? { keywords } : {}) });
    }
  }
  indexed.update(texts);
  const searchDocs = collected.done();
  // Then the documents file (without trails) as it would be whole.
  for (const bytes of searchDocs.records.arrayBytes()) indexed.update(bytes);
  return { docsKey, key: indexed.digest('hex'), searchDocs };
}

/** The cache's entry when it is in memory (only `build`'s result has one already written: it never reads that back). */
function whole(cached: BuildCache['search']): SearchEntry | undefined {
  return cached && 'docs' in cached ? cached : undefined;
}

/** An index made of records added a slice at a time, by `session` (sent each slice) or else here. */
function indexer(session: IndexSession | undefined): { add(records: SearchRecord[]): void; done(split: boolean): Promise<MadeIndex> } {
  const here: IndexText[] = [];
  return {
    add(records) {
      const texts = records.map(indexText);
      if (session) session.add(texts);
      else here.push(...texts);
    },
    done: (split) => session?.done(split) ?? Promise.all([import('./lunr-index.ts'), import('./split-index.ts')]).then(([l, m]) => {
      const postings = new l.PostingsBuilder();
      postings.add(here);
      return m.searchIndexFiles(postings, split);
    }),
  };
}

const isSplit = (docs: SearchDocs) => docsFileChars(docs) > SPLIT_DOCS_CHARS;

/** Changes whenever the search stage's sources do: the cached index is keyed by it. */
const SEARCH_STAGE_VERSION = sourceVersion(STAGE_SOURCES.search);

/**
 * A search file's name: by a hash of what it holds or is made from, or (`stable`, for `serve`) one name. Split
 * files' shards and chunks are always named by what they hold: the two files name them.
 */
export function searchFileName(kind: 'docs' | 'index', key: string, stable: boolean): string {
  return `assets/search-${kind}.${stable ? 'dev' : key.slice(0, 8)}.json`;
}

/** Takes the build cache's search entry as soon as it is made; returns what the cache is to hold of it. */
export type SearchStage = (entry: SearchEntry) => Promise<SearchEntry | StagedSearchEntry>;

export interface SearchFileNames {
  docs: string;
  index: string;
}

export interface PlacedSearchFiles {
  names: SearchFileNames;
  /** Settles once the index is in `files`, with the build cache's entry (as `stage` left it). */
  written: Promise<SearchEntry | StagedSearchEntry>;
}

/**
 * Each doc's sidebar trail (its categories' labels) by its URL, from the docs' breadcrumbs by route: a result
 * shows where it lives. Known only once the sidebars are, after the documents are made.
 */
export function searchTrails(breadcrumbs: ReadonlyMap<string, Crumb[]>, url: (route: string) => string): Map<string, string[]> {
  return new Map([...breadcrumbs].filter(([, crumbs]) => crumbs.length > 1).map(([route, crumbs]) => [url(route), crumbs.slice(0, -1).map((c) => c.label)]));
}

/**
 * Puts the documents (with `trails`) into `files` now and the index once it is made (the pages name it by what it is
 * made from); the cache's entry then goes to `stage` (`build` writes it at once rather than hold it to the end).
 */
export function putSearchFiles(files: OutputSink, made: SearchFiles, stable: boolean, trails: ReadonlyMap<string, string[]> = new Map(), stage?: SearchStage): PlacedSearchFiles {
  const { docsJson, split } = docsFiles(made.docs, trails, made.indexKey, (name, json) => files.set(name, json));
  const names = placedNames(made.indexKey, docsJson, split, stable);
  files.set(names.docs, docsJson);
  const written = made.done.then((entry) => {
    const put = (name: string, json: string) => files.set(name, json);
    // A split site's shards are named under its chunks' hash.
    files.set(names.index, entry.shards ? putShardHeads(entry.indexJson, entry.shards, made.docs, trails, (JSON.parse(docsJson) as DocsManifest).chunks, put) : entry.indexJson);
    return stage ? stage(entry) : entry;
  });
  // Awaited after the pages: a failure is not unhandled meanwhile.
  written.catch(() => undefined);
  return { names, written };
}

/**
 * The documents file (a split site's manifest, its chunks handed to `put`: name under the output folder, contents).
 * `indexKey` covers the documents without their trails, and the search stage's code (chunkDocs names chunks by it).
 */
function docsFiles(docs: SearchDocs, trails: ReadonlyMap<string, string[]>, indexKey: string, put?: (name: string, json: string) => void): { docsJson: string; split: boolean } {
  if (!isSplit(docs)) return { docsJson: wholeDocsFile(docs, trails), split: false };
  return { docsJson: chunkDocs(docs, trails, indexKey, put), split: true };
}
