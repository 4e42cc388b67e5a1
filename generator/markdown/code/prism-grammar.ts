// A site's Prism grammars, carried as text (grammar-codec.ts): in the Markdown setup (whose JSON keys the caches, so a
// changed grammar parses its docs again) and to the thread that highlights, which tokenizes code with them.
import { barePrism, docusaurusOnlyLanguages, languageLoader, type PrismInstance } from './prism-instance.ts';
import type { MarkdownSetup } from '../setup.ts';
import { sha1 } from '../../hash.ts';
import { decodeGrammar, encodeGrammar } from '../../../client/code/grammar-codec.ts';
import { prismPieces, type TypedText } from '../../../client/code/prism-tokens.ts';

export { decodeGrammar, encodeGrammar } from '../../../client/code/grammar-codec.ts';

let prism: PrismInstance | undefined;
/** Decoded grammars by their text (a site has a few). */
const grammars = new Map<string, object>();
/**
 * Each grammar's tokenized blocks by their code: a block highlighted ahead (on-worker.ts) is then only coloured when
 * asked for. Bounded: `serve` keeps its threads.
 */
const tokenized = new WeakMap<object, Map<string, TypedText[][]>>();
const MAX_BLOCKS = 20_000;

/**
 * `code` tokenized by Prism with `grammar` (encoded), as lines of pieces, each with its token types (its type, then
 * its aliases, inside those of the tokens around it), which the themes colour (client/code/prism-style.ts).
 */
export function prismLines(code: string, grammar: string): TypedText[][] {
  prism ??= barePrism();
  let g = grammars.get(grammar);
  if (!g) grammars.set(grammar, (g = decodeGrammar(grammar)));
  let kept = tokenized.get(g);
  if (!kept) tokenized.set(g, (kept = new Map()));
  let lines = kept.get(code);
  if (!lines) {
    if (kept.size >= MAX_BLOCKS) kept.clear();
    kept.set(code, (lines = prismPieces(prism, code, g)));
  }
  return lines;
}

/** A short name of a grammar's text, which a thread that has the text knows it by (grammar-wire.ts). */
export function grammarId(grammar: string): string {
  let id = ids.get(grammar);
  if (id === undefined) ids.set(grammar, (id = sha1(grammar).slice(0, 16)));
  return id;
}
const ids = new Map<string, string>();

/**
 * The Prism grammar for `lang`, if Shiki lacks it: the site's Prism setup's (prism-site-grammars.ts), else one
 * Docusaurus's Prism has by default.
 */
export const prismGrammarOf = (setup: Pick<MarkdownSetup, 'prismGrammars'> | undefined, lang: string): string | undefined =>
  (setup?.prismGrammars && Object.hasOwn(setup.prismGrammars, lang) ? setup.prismGrammars[lang] : docusaurusOnlyGrammar(lang));

/** Encoded grammars of Docusaurus's own Prism languages Shiki lacks, made when a block first asks for one. */
const defaults = new Map<string, string | undefined>();

/** The grammar (encoded) of `lang` if Docusaurus's Prism has it by default and Shiki does not. */
export function docusaurusOnlyGrammar(lang: string): string | undefined {
  if (!defaults.has(lang)) {
    let grammar: string | undefined;
    if (docusaurusOnlyLanguages().includes(lang)) {
      const own = barePrism();
      languageLoader(own)(lang);
      grammar = encodeGrammar(own.languages[lang]!);
    }
    defaults.set(lang, grammar);
  }
  return defaults.get(lang);
}
