// The engine of a split index (split-index.ts): it starts with the global file and the documents' manifest, and
// before a query is answered loads the shards its terms fall in, in the fields its clauses look in (after lunr's
// own expansion: stemming, trailing wildcard, edit distance: split-rank.ts), with the heads files of its words' own
// text shards (asked for first: they carry its words' best hits' records, its first results, and are small beside a
// common word's postings), then the chunks of the documents it will show that the heads did not bring. Each file
// is fetched once; a failed one is forgotten, so the next query tries it again.
import type { SearchDoc, SearchVersion } from '../../generator/types.ts';
import { queryOf, rank, stem, withTrails, type Found, type SearchEngine, type SplitParts } from './engine.ts';
import { expandClauses, rankScratch, type RankScratch, type TermPostings } from './split-rank.ts';
import { addShard, chunkName, docVersions, emptyIndex, headsName, shardHeads, shardName, shardOf, shardWords, TEXT_FIELD, type DocsManifest, type IndexShard, type ShardHeads, type SplitIndex } from './split-index.ts';

/** Fetches a file named in the global file or the manifest (names are relative to them). */
export type FetchFile = <T>(name: string) => Promise<T>;

export function splitEngine(manifest: DocsManifest, data: SplitIndex, fetchFile: FetchFile): SearchEngine {
  if (manifest?.v !== 3 || !(manifest.size > 0) || typeof manifest.chunks !== 'string') throw new Error('search documents: unknown format');
  const index = emptyIndex(data);
  const terms = data.terms ? data.terms.split(' ') : [];
  const postings: (TermPostings | undefined)[] = [];
  const docs = new Array<SearchDoc | undefined>(data.docs);
  const words = new Map<number, number[]>();
  // Shards whose postings are still text: a common word's take a while to read, and its preview needs none.
  const unread = new Map<number, IndexShard>();
  const read: SplitParts['read'] = (numbers) => {
    for (const n of numbers) {
      const shard = unread.get(n);
      if (!shard) continue;
      unread.delete(n);
      try {
        addShard(postings, data, terms, n, shard);
      } catch (err) {
        // Fetched again by the next query.
        loaded.shard.delete(n);
        throw err;
      }
    }
  };
  const put = {
    shard: (n: number) => fetchFile<IndexShard>(shardName(manifest.chunks, n)).then((shard) => {
      if (shard?.v !== 3) throw new Error('search index: unknown shard format');
      unread.set(n, shard);
    }),
    heads: (n: number) => fetchFile<ShardHeads>(headsName(manifest.chunks, n)).then((heads) => {
      if (heads?.v !== 3) throw new Error('search index: unknown heads format');
      // Each record carries its own trail: withTrails must not carry one over to the next.
      for (const [doc, head] of shardHeads(heads, data.docs)) docs[doc] ??= withTrails([head])[0];
      for (const [t, best] of shardWords(heads, data, n)) words.set(t, best);
    }),
    chunk: (n: number) => fetchFile<Partial<SearchDoc>[]>(chunkName(manifest.chunks, n)).then((chunk) => {
      const from = n * manifest.size;
      if (!Array.isArray(chunk) || chunk.length !== Math.min(manifest.size, data.docs - from)) throw new Error(`search documents: chunk ${n} does not match`);
      withTrails(chunk).forEach((d, i) => (docs[from + i] = d));
    }),
  };
  const loaded = { shard: new Set<number>(), heads: new Set<number>(), chunk: new Set<number>() };
  const loading = { shard: new Map<number, Promise<void>>(), heads: new Map<number, Promise<void>>(), chunk: new Map<number, Promise<void>>() };
  const load: SplitParts['load'] = (kind, numbers) => {
    const waits = [...numbers].filter((n) => !loaded[kind].has(n)).map((n) => {
      let p = loading[kind].get(n);
      if (!p) {
        p = put[kind](n).then(() => void loaded[kind].add(n)).finally(() => loading[kind].delete(n));
        loading[kind].set(n, p);
      }
      return p;
    });
    return waits.length ? Promise.all(waits).then(() => undefined) : undefined;
  };
  let scratch: RankScratch | undefined;
  return { index, docs, versions: docVersions(manifest, data.docs), split: { index: data, manifest, termNumbers: new Map(terms.map((t, i) => [t, i])), terms, postings, load, scratch: () => (scratch ??= rankScratch(data.docs)), words, unread: (numbers) => [...numbers].some((n) => unread.has(n)), read } };
}

/**
 * Loads what answering `query` (its `max` answers from the `skip`th) needs and the engine lacks: a promise that
 * settles once it is there, or undefined when it can be answered now.
 */
export function missing(engine: SearchEngine, query: string, skip: number, max: number, inScope: (v: SearchVersion | undefined) => boolean): Promise<void> | undefined {
  const parts = engine.split;
  if (!parts) return undefined;
  const { terms, build } = queryOf(engine.index, query);
  if (!terms.length) return undefined;
  const shards = new Set(expandClauses(engine.index, build).flatMap((c) => c.terms.flatMap((t) => c.fields.map((f) => shardOf(parts.index, parts.termNumbers.get(t)!, f)))));
  // The heads of the text shards of its words' own terms (what `preview` shows), first: once they are here the
  // preview shows, while the postings may still come. Not every text shard's: the browser's connections to a host
  // are few, and a prefix being typed expands over many shards.
  const own = new Set(terms.flatMap((w) => parts.termNumbers.get(stem(w)) ?? []).map((t) => shardOf(parts.index, t, TEXT_FIELD)));
  const headsLoaded = parts.load('heads', [...shards].filter((n) => own.has(n)));
  const shardsLoaded = parts.load('shard', shards);
  // Settles as soon as either is here (the heads: a preview; the shards: the ranking), or either fails. With the
  // shards here, the heads are not waited for (a word typed letter by letter: its ranking comes at once).
  if (shardsLoaded) return (headsLoaded ? Promise.race([headsLoaded, shardsLoaded]) : shardsLoaded).then(() => void (parts.arrived = query));
  if (engine.last?.query !== query) {
    // Its shards just came: a large site's common word takes a while to read and rank, so what the heads say its
    // words' best hits are is shown first (`preview`), and the postings read and ranked once that is painted. Read in
    // a promise, so a malformed shard rejects the answer rather than throw.
    const painted = parts.arrived === query && preview(engine, query, skip, max, inScope) ? afterPaint() : parts.unread(shards) ? Promise.resolve() : undefined;
    if (painted) {
      return painted.then(() => {
        if (parts.arrived === query) parts.arrived = undefined;
        parts.read(shards);
        rank(engine, query);
      });
    }
  }
  // The heads' records (their terms' best hits) often cover the answers shown: those on their way first, then only
  // the others' chunks.
  const lacking = rank(engine, query).page(inScope, skip, max).hits.filter((h) => !engine.docs[h.doc]);
  if (lacking.length && headsLoaded) return headsLoaded;
  return parts.load('chunk', new Set(lacking.map((h) => Math.floor(h.doc / parts.manifest.size))));
}

/**
 * What can be shown of `query`'s first answers while `missing` loads the rest, or undefined: once it is ranked, the
 * best of its hits whose records are here (a phrase's chunks on their way); before, once its heads are here, the
 * best hits of the first of its words they name (as a pasted word's final answers mostly are).
 */
export function preview(engine: SearchEngine, query: string, skip: number, max: number, inScope: (v: SearchVersion | undefined) => boolean): Found | undefined {
  const parts = engine.split;
  if (!parts || skip > 0) return undefined;
  if (engine.last?.query === query) {
    const { total, hits } = engine.last.ranking.page(inScope, 0, max, (d) => engine.docs[d] !== undefined);
    return hits.length ? { total, results: hits.map(({ doc, score, terms }) => ({ ...engine.docs[doc]!, score, terms })) } : undefined;
  }
  const { terms, build } = queryOf(engine.index, query);
  for (const word of terms) {
    const best = parts.words.get(parts.termNumbers.get(stem(word)) ?? -1)?.filter((d) => engine.docs[d] && inScope(engine.versions[d])).slice(0, max);
    if (!best?.length) continue;
    // Their excerpts mark any of the query's terms: which each matched, the postings (not read yet) would say.
    const marked = [...new Set(expandClauses(engine.index, build).flatMap((c) => c.terms))];
    return { total: best.length, results: best.map((d) => ({ ...engine.docs[d]!, score: 0, terms: marked })) };
  }
  return undefined;
}

/** Settles once what is rendered now is painted (rather soon where nothing paints: Node, a hidden tab). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve);
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 100);
  });
}
