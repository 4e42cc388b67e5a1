// A site's Prism grammar carried as text: in the Markdown setup (whose JSON keys the caches, so a changed grammar
// parses its docs again) and to the thread that highlights. A grammar is objects, arrays, strings and regular
// expressions, and may refer to itself or share parts (`inside`, `rest`): each object met again is a reference to
// its first place, by number. Functions (none in Prism's grammars) are left out.
import type Prism from 'prismjs';
import { barePrism, docusaurusOnlyLanguages, languageLoader, type PrismInstance } from './prism-instance.ts';
import { prismTypeScopes } from './prism-theme.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function encodeGrammar(grammar: object): string {
  const seen = new Map<object, number>();
  const encode = (value: unknown): Json | undefined => {
    if (value instanceof RegExp) return { $re: [value.source, value.flags] };
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    if (typeof value !== 'object') return undefined;
    const id = seen.get(value);
    if (id !== undefined) return { $ref: id };
    seen.set(value, seen.size);
    if (Array.isArray(value)) return value.map((v) => encode(v) ?? null);
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) {
      const e = encode(v);
      if (e !== undefined) out[k] = e;
    }
    return out;
  };
  return JSON.stringify(encode(grammar));
}

export function decodeGrammar(text: string): object {
  const made: object[] = [];
  const decode = (value: Json): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (!Array.isArray(value) && Array.isArray(value.$re)) return new RegExp(String(value.$re[0]), String(value.$re[1]));
    if (!Array.isArray(value) && typeof value.$ref === 'number') return made[value.$ref];
    // Numbered as encodeGrammar numbered them: in the order first met, before their content.
    if (Array.isArray(value)) {
      const list: unknown[] = [];
      made.push(list);
      for (const v of value) list.push(decode(v));
      return list;
    }
    const obj: Record<string, unknown> = {};
    made.push(obj);
    for (const [k, v] of Object.entries(value)) obj[k] = decode(v);
    return obj;
  };
  return decode(JSON.parse(text) as Json) as object;
}

/** A piece of a line: its text, and the TextMate scopes of its Prism token types, outermost first. */
export interface ScopedText { text: string; scopes: string[] }

let prism: PrismInstance | undefined;
/** Decoded grammars by their text (a site has a few). */
const grammars = new Map<string, object>();

/**
 * `code` tokenized by Prism with `grammar` (encoded), as lines of pieces. A token's types (its type, then its
 * aliases, inside those of the tokens around it) become scopes, so that a theme colours it as
 * prism-react-renderer's does: the innermost type it styles wins.
 */
export function prismLines(code: string, grammar: string): ScopedText[][] {
  prism ??= barePrism();
  let g = grammars.get(grammar);
  if (!g) grammars.set(grammar, (g = decodeGrammar(grammar)));
  const lines: ScopedText[][] = [[]];
  const add = (text: string, scopes: string[]) => text.split('\n').forEach((part, i) => {
    if (i) lines.push([]);
    if (part) lines[lines.length - 1]!.push({ text: part, scopes });
  });
  const walk = (stream: string | Prism.Token | (string | Prism.Token)[], scopes: string[]): void => {
    if (typeof stream === 'string') return add(stream, scopes);
    if (Array.isArray(stream)) return stream.forEach((t) => walk(t, scopes));
    const types = [stream.type, ...[stream.alias ?? []].flat()];
    walk(stream.content, [...scopes, ...types.flatMap(prismTypeScopes)]);
  };
  walk(prism.tokenize(code, g as Prism.Grammar), []);
  return lines;
}

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
