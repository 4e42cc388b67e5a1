// The search documents a record at a time, and the files made from them: the one documents file of a small site, or
// a split site's chunks of DOC_CHUNK documents by number (fetched by the browser only for the hits it shows) with
// the small file that names them and says which docs version each document is in (a query is scoped to a version
// before any chunk is fetched). Never one string of every document: at 100,000 pages that is some 240 MB, parsed
// back into objects several times that.
import { writeVarints } from '../../client/search/compact-index.ts';
import { chunkName, type DocsManifest } from '../../client/search/split-index.ts';
import { sha1 } from '../hash.ts';
import type { SearchDoc, SearchVersion } from '../types.ts';
import { JsonStore } from './json-store.ts';

/** Documents per chunk: about 23 KB (~6 KB gzip) of the bench corpus's documents; a result list of five fetches five at most. */
export const DOC_CHUNK = 100;

/** The search documents as the files hold them, without the pages' sidebar trails (known only after the sidebars). */
export interface SearchDocs {
  /** Each document's JSON, in the files' order. */
  records: JsonStore;
  /** The page documents (type 0): position in `records`, URL (what their trail is found by). */
  pages: [at: number, url: string][];
  /** The documents' docs versions as the split manifest gives them (none when no document has one). */
  versions?: Pick<DocsManifest, 'versions' | 'docVersions'>;
}

/** A document as the files hold it: empty `content`/`keywords` are left out (the client restores them). */
export type FileDoc = Omit<SearchDoc, 'content' | 'keywords'> & Partial<Pick<SearchDoc, 'content' | 'keywords'>>;

/** Collects documents one at a time into SearchDocs. */
export function searchDocsCollector(): { add(doc: FileDoc): void; done(): SearchDocs } {
  const records = new JsonStore();
  const pages: [number, string][] = [];
  const versions: SearchVersion[] = [];
  const codes = new Map<string, number>();
  const runs: number[] = [];
  return {
    add(doc) {
      if (doc.type === 0) pages.push([records.size, doc.url]);
      let code = 0;
      if (doc.version) {
        const key = JSON.stringify(doc.version);
        code = codes.get(key) ?? 0;
        if (!code) codes.set(key, (code = versions.push(doc.version)));
      }
      if (runs.length && runs[runs.length - 1] === code) runs[runs.length - 2]!++;
      else runs.push(1, code);
      records.add(JSON.stringify(doc));
    },
    done: () => ({ records, pages, ...(versions.length ? { versions: { versions, docVersions: writeVarints(runs) } } : {}) }),
  };
}

/** The characters of the one documents file `docs` would make (without trails): what decides whether it is split. */
export function docsFileChars(docs: SearchDocs): number {
  return docs.records.chars + docs.records.size + 1;
}

/**
 * Each document's JSON with its trail: a page's from `trails` (by URL); with `chunkStarts`, also the first
 * document of a chunk that starts among a page's headings gets its page's.
 */
function* withTrails(docs: SearchDocs, trails: ReadonlyMap<string, string[]>, chunkStarts: boolean): Generator<string> {
  const pageAt = new Map(docs.pages);
  let trail: string[] | undefined;
  let i = 0;
  for (const json of docs.records) {
    const url = pageAt.get(i);
    if (url !== undefined) trail = trails.get(url);
    const start = chunkStarts && i % DOC_CHUNK === 0;
    // `{ ...doc, trail }` as JSON: a record holds no trail of its own, so it goes last.
    yield trail && (url !== undefined || start) ? `${json.slice(0, -1)},"trail":${JSON.stringify(trail)}}` : json;
    i++;
  }
}

/** The one documents file of a site too small to split. */
export function wholeDocsFile(docs: SearchDocs, trails: ReadonlyMap<string, string[]>): string {
  return `[${[...withTrails(docs, trails, false)].join(',')}]`;
}

/**
 * The manifest; each chunk (file name under the output folder, contents) is handed to `put` as it is made, not
 * held: at 100,000 pages the chunks are some 280 MB of text (with no `put`, only the manifest is made). The chunks
 * are named by one hash of what they are made from: `key` (it covers the documents and the code that writes them:
 * files.ts) and the pages' trails. So the manifest lists no names: at 100,000 pages its list of names was 56 KB
 * gzip, fetched before the search box is ready (and again after any edit); an edit now renames every chunk, of
 * which a query fetches five at most.
 */
export function chunkDocs(docs: SearchDocs, trails: ReadonlyMap<string, string[]>, key: string, put?: (name: string, json: string) => void): string {
  const hash = sha1(key, '\0', JSON.stringify(docs.pages.map(([, url]) => trails.get(url) ?? 0))).slice(0, 8);
  let chunk: string[] = [];
  let count = 0;
  const close = () => {
    put!(`assets/${chunkName(hash, count++)}`, `[${chunk.join(',')}]`);
    chunk = [];
  };
  // Without `put`, only the manifest is wanted (a shard build's pages name it).
  for (const json of put ? withTrails(docs, trails, true) : []) {
    chunk.push(json);
    if (chunk.length === DOC_CHUNK) close();
  }
  if (chunk.length) close();
  const manifest: DocsManifest = { v: 3, size: DOC_CHUNK, chunks: hash, ...docs.versions };
  return JSON.stringify(manifest);
}
