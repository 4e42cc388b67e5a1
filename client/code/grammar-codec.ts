// A Prism grammar as text, and back: a grammar is objects, arrays, strings and regular expressions, and may refer to
// itself or share parts (`inside`, `rest`): each object met again is a reference to its first place, by number.
// Functions (none in Prism's grammars) are left out. No Node module: the browser's highlighter decodes them too
// (highlight.ts).

/** A grammar encoded, before it is written as text (a bundle carries it as a value: no text escaped within text). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const encodeGrammar = (grammar: object): string => JSON.stringify(encodeGrammarValue(grammar));

export function encodeGrammarValue(grammar: object): Json {
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
  return encode(grammar) ?? null;
}

/** `encoded`: as text (encodeGrammar) or as a value (encodeGrammarValue). */
export function decodeGrammar(encoded: string | Json): object {
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
  return decode(typeof encoded === 'string' ? (JSON.parse(encoded) as Json) : encoded) as object;
}
