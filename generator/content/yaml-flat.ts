// The YAML most frontmatter is: one `key: value` a line, each value a plain word or phrase, a quoted string
// without escapes, a whole number, a boolean, null, or a one-line `[a, b]` list of plain words. It is read here
// directly: js-yaml's event parser and constructor cost ~0.2 ms a doc, most of the load stage on a large site.
// Anything else, and anything this reader is not sure of, is left to js-yaml (yaml.ts), which also gives every
// error its message and line: this reader never refuses text, it only declines it.

/** What a value this reader declines is. */
const UNSURE = Symbol('unsure');
type Value = string | number | boolean | null | Value[];

/** Keys are plain names (no quotes, no spaces before the colon). */
const KEY = /^[A-Za-z_][\w-]*$/;
/**
 * Characters outside printable ASCII and the plain Unicode planes: tabs, carriage returns, control characters,
 * line and paragraph separators, lone surrogates, BOMs. Where js-yaml has rules of its own about them.
 */
const UNUSUAL = /[^\n\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]/;
/** First characters that make a plain value something other than a plain string (indicators, numbers, `~`). */
const SPECIAL_START = /^[-?:,[\]{}#&*!|>'"%@`~+.0-9]/;
/** Whole numbers js-yaml reads as such and JavaScript holds exactly. */
const WHOLE = /^(?:0|[1-9]\d{0,14})$/;
const WORD_AFTER_MARKS = /^[-+.]+[A-Za-z]/;
const INF_NAN = /^[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)$/;
const NULL = /^(?:null|Null|NULL)$/;
const TRUE = /^(?:true|True|TRUE)$/;
const FALSE = /^(?:false|False|FALSE)$/;

/** The mapping `text` holds when it is flat YAML this reader is sure of; undefined for js-yaml to read. */
export function flatMapping(text: string): Record<string, Value> | undefined {
  if (UNUSUAL.test(text)) return undefined;
  const result: Record<string, Value> = {};
  let keys = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    // `key:` then nothing, or spaces and a value.
    const colon = line.indexOf(':');
    const key = line.slice(0, colon);
    if (colon < 0 || (colon + 1 < line.length && line[colon + 1] !== ' ') || !KEY.test(key)) return undefined;
    // Keys YAML reads as null or a boolean are named by that value; duplicates are an error; `__proto__` is special.
    if (NULL.test(key) || TRUE.test(key) || FALSE.test(key) || key === '__proto__' || Object.hasOwn(result, key)) return undefined;
    const value = blockValue(trimSpaces(line.slice(colon + 1)));
    if (value === UNSURE) return undefined;
    result[key] = value;
    keys++;
  }
  return keys ? result : undefined;
}

/** A value after `key: `, spaces around it removed. */
function blockValue(v: string): Value | typeof UNSURE {
  if (v === '') return null;
  const first = v[0];
  if (first === '"' || first === "'") return quoted(v);
  if (first === '[') return list(v);
  // A colon before a space or at the end starts a mapping; a space and `#` start a comment.
  if (v.includes(': ') || v.endsWith(':') || v.includes(' #')) return UNSURE;
  return plain(v);
}

/** `"text"` or `'text'` with no quote or escape inside, and nothing after it. */
function quoted(v: string): string | typeof UNSURE {
  const q = v[0]!;
  const inner = v.slice(1, -1);
  return v.length >= 2 && v.endsWith(q) && !inner.includes(q) && !inner.includes('\\') ? inner : UNSURE;
}

/** `[a, b c, 3]`: plain items only, on one line. */
function list(v: string): Value[] | typeof UNSURE {
  if (!v.endsWith(']')) return UNSURE;
  const inner = v.slice(1, -1);
  // Nested collections, comments and `key: value` items are js-yaml's (and quoted items: see `plain`).
  if (/[[\]{}#:]/.test(inner)) return UNSURE;
  if (/^ *$/.test(inner)) return [];
  const items: Value[] = [];
  for (const raw of inner.split(',')) {
    const item = trimSpaces(raw);
    // An empty item is an error, a trailing comma is not: both js-yaml's.
    if (item === '') return UNSURE;
    const value = plain(item);
    if (value === UNSURE) return UNSURE;
    items.push(value);
  }
  return items;
}

/** A plain (unquoted) scalar as YAML's core schema reads it, when it is a string, whole number, boolean or null. */
function plain(v: string): Value | typeof UNSURE {
  if (SPECIAL_START.test(v)) {
    if (WHOLE.test(v)) return Number(v);
    // `.git`, `--hidden`: a letter after dots, dashes or a plus is text, but for `.inf` and `.nan` (numbers).
    return WORD_AFTER_MARKS.test(v) && !INF_NAN.test(v) ? v : UNSURE;
  }
  if (NULL.test(v)) return null;
  if (TRUE.test(v)) return true;
  if (FALSE.test(v)) return false;
  return v;
}

/** `s` without the spaces around it (not tabs nor other white space, which YAML does not strip). */
function trimSpaces(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s.charCodeAt(start) === 32) start++;
  while (end > start && s.charCodeAt(end - 1) === 32) end--;
  return s.slice(start, end);
}
