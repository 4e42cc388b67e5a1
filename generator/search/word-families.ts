// The best hits of a word pasted whole, per index term. A word is searched as its stem, boosted, and as the prefix of
// longer terms (client/search/engine.ts queryOf), in titles and text alike: its best hits are the documents with the
// highest sum of the term's scores (×WORD_BOOST) and those of the terms it begins. The terms come sorted, so a
// term's family is the run of terms after it that start with it: a stack of open families, each summing its run.
import { SEARCH_TERM_BOOST } from '../../client/constants.ts';
import { SHORT_PREFIX } from '../../client/search/engine.ts';

/** The stem's own clause and its wildcard clause both match it. */
const WORD_BOOST = SEARCH_TERM_BOOST + 1;

interface Family {
  term: string;
  /** Where the caller puts its best hits (its shard). */
  place: number;
  sums: Float64Array;
  touched: number[];
  seen: Uint8Array;
}

export class WordFamilies {
  private readonly open: Family[] = [];
  /** Sums arrays let go by closed families, for the next (one per open family: as deep as words are long). */
  private readonly spare: Pick<Family, 'sums' | 'seen'>[] = [];

  /** `done(place, docs, term)` gets each family's `best` documents, best first, ties to the first document. */
  constructor(private readonly docs: number, private readonly best: number, private readonly done: (place: number, docs: number[], term: string) => void) {}

  /** The next term (in sorted order) with its postings: per field, (document, score) pairs. */
  add(term: string, place: number, fields: readonly number[][]): void {
    while (this.open.length && !term.startsWith(this.open[this.open.length - 1]!.term)) this.close(this.open.pop()!);
    if (term.length >= SHORT_PREFIX) this.open.push({ term, place, touched: [], ...(this.spare.pop() ?? { sums: new Float64Array(this.docs), seen: new Uint8Array(this.docs) }) });
    for (const family of this.open) {
      const weight = family.term === term ? WORD_BOOST : 1;
      const { sums, seen, touched } = family;
      for (const pairs of fields) {
        for (let i = 0; i < pairs.length; i += 2) {
          const d = pairs[i]!;
          if (!seen[d]) {
            seen[d] = 1;
            touched.push(d);
          }
          sums[d]! += weight * pairs[i + 1]!;
        }
      }
    }
  }

  /** Closes the families still open: after the last term. */
  finish(): void {
    while (this.open.length) this.close(this.open.pop()!);
  }

  private close({ term, place, sums, seen, touched }: Family): void {
    const top: number[] = [];
    for (const d of touched) {
      const last = top[top.length - 1]!;
      if (top.length === this.best && (sums[d]! < sums[last]! || (sums[d] === sums[last] && d > last))) continue;
      let at = top.length === this.best ? this.best - 1 : top.length;
      // `touched` is not in document order: ties go to the lower number.
      while (at > 0 && (sums[top[at - 1]!]! < sums[d]! || (sums[top[at - 1]!] === sums[d] && top[at - 1]! > d))) {
        top[at] = top[at - 1]!;
        at--;
      }
      top[at] = d;
    }
    for (const d of touched) {
      sums[d] = 0;
      seen[d] = 0;
    }
    this.spare.push({ sums, seen });
    this.done(place, top, term);
  }
}
