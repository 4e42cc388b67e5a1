// Code tokenized by a Prism, as lines of pieces, each with the token types it is inside. No Node module: the build
// (generator/markdown/code/prism-grammar.ts) and the browser's highlighter (highlight.ts) both cut code this way.
import type Prism from 'prismjs';

/** A piece of a line: its text, and its tokens' types (each token's type, then its aliases), outermost first. */
export interface TypedText { text: string; types: string[] }

/**
 * `language`: the block's (if known), which hooks read (js-templates acts on JavaScript's and TypeScript's names); they run
 * around the tokenizing as in Prism's `highlight`, as prism-react-renderer runs them.
 */
export function prismPieces(prism: Pick<typeof Prism, 'tokenize' | 'hooks'>, code: string, grammar: object, language?: string): TypedText[][] {
  const lines: TypedText[][] = [[]];
  const add = (text: string, types: string[]) => text.split('\n').forEach((part, i) => {
    if (i) lines.push([]);
    if (part) lines[lines.length - 1]!.push({ text: part, types });
  });
  const walk = (stream: string | Prism.Token | (string | Prism.Token)[], types: string[]): void => {
    if (typeof stream === 'string') return add(stream, types);
    if (Array.isArray(stream)) return stream.forEach((t) => walk(t, types));
    walk(stream.content, [...types, stream.type, ...[stream.alias ?? []].flat()]);
  };
  const env = { code, grammar: grammar as Prism.Grammar, language, tokens: [] as Prism.TokenStream };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  walk(env.tokens, []);
  return lines;
}
