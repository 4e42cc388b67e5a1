// Stage 3e: the serialized lunr index of the search documents. A module of its own so that builds which
// reuse the cached index never load lunr.
import lunr from 'lunr';
import { SEARCH_SEPARATOR } from '../client/constants.ts';
import type { SearchDoc } from './types.ts';

export function buildSearchIndex(records: SearchDoc[]): object {
  const previous = lunr.tokenizer.separator;
  lunr.tokenizer.separator = SEARCH_SEPARATOR;
  try {
    // Two fields keep the serialized index small: keywords count as title words.
    const index = lunr(function () {
      this.ref('i');
      this.field('title', { boost: 3 });
      this.field('content');
      records.forEach((r, i) => this.add({ i: String(i), title: `${r.title} ${r.keywords}`, content: r.content }));
    });
    return index.toJSON();
  } finally {
    lunr.tokenizer.separator = previous;
  }
}
