// What ranking a query gives the search box: engine.ts ranks through lunr, split-rank.ts over a split index's shards.
import type { SearchVersion } from '../../generator/types.ts';

/** A ranked hit: its document's number, its score, and the index terms it matched. */
export interface Hit {
  doc: number;
  score: number;
  terms: string[];
}

/** A query's hits, best first. */
export interface Ranking {
  /**
   * The hits in `inScope`'s versions from the `skip`th, at most `max`; and how many are in scope. With `known`, only
   * the hits of the documents it accepts are given (a split index's records at hand: split-rank.ts), `total` still
   * counting all.
   */
  page(inScope: (version: SearchVersion | undefined) => boolean, skip: number, max: number, known?: (doc: number) => boolean): { total: number; hits: Hit[] };
}
