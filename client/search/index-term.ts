// A word as the search index holds it: lunr's trimmer, stop-word filter and stemmer, as lunr.Builder#add runs them.
// The build counts the index's terms with it (generator/search/lunr-index.ts) and the browser marks the words of an
// excerpt with it, so a word is marked exactly when its term is one a result matched — stop words never.
import lunr from 'lunr';

/** Each word's index term, or null when it is not indexed; once per distinct word (text repeats them). */
const termOf = new Map<string, string | null>();

/**
 * Single characters are not indexed: in body text they are flags (`-r`) and placeholders, and a one-letter
 * query matching hundreds of sections costs more than the whole budget of a query. `word` is lower case.
 */
export function indexTerm(word: string): string | null {
  let term = termOf.get(word);
  if (term === undefined) {
    let token: lunr.Token | undefined = lunr.trimmer(new lunr.Token(word, {})) as lunr.Token;
    token = lunr.stopWordFilter(token) as lunr.Token | undefined;
    term = token && token.toString().length > 1 ? lunr.stemmer(token).toString() : null;
    termOf.set(word, term);
  }
  return term;
}
