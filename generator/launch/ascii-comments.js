// Makes a bundle's text ASCII: esbuild escapes non-ASCII characters in strings, templates and names, but keeps
// them in comments (packages' `’`, `—`, emoji) and in some regular expressions. One such character made V8 hold
// the whole 4.5 MB bundle as a two-byte string and Node decode the file on its slow path: reading and compiling
// the CLI's bundle from its code cache took ~40 ms more CPU, the worker's ~50 ms (bench/README.md, session 18).
import { parse } from 'acorn';

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_ALL = /[^\x00-\x7f]/g;

/**
 * `text` (a script) with each non-ASCII character of its comments and regular expression literals escaped: as
 * `\uXXXX` per UTF-16 unit in a regular expression (the same pattern, with or without its `u` flag), as text in a
 * comment. The rest is left as it is, and so is a text acorn cannot read.
 */
export function asciiComments(text) {
  if (!NON_ASCII.test(text)) return text;
  /** [start, end, isRegExp] */
  const spans = [];
  try {
    parse(text, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      onComment: (_block, _text, start, end) => spans.push([start, end, false]),
      onToken: (t) => t.type.label === 'regexp' && spans.push([t.start, t.end, true]),
    });
  } catch {
    return text;
  }
  // Comments are reported as they are passed, tokens as they are read: the same order but for lookahead.
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end, regExp] of spans) {
    const span = text.slice(start, end);
    if (start < at || !NON_ASCII.test(span)) continue;
    out += text.slice(at, start) + (regExp ? escapeRegExpUnits(span) : span.replace(NON_ASCII_ALL, (c) => `\\u${unit(c)}`));
    at = end;
  }
  return out + text.slice(at);
}

/** A regular expression literal's non-ASCII UTF-16 units as `\uXXXX`, but one a backslash escapes (left as it is). */
function escapeRegExpUnits(literal) {
  return literal.replace(/(\\*)([^\x00-\x7f])/g, (all, slashes, c) => (slashes.length % 2 ? all : `${slashes}\\u${unit(c)}`));
}

const unit = (c) => c.charCodeAt(0).toString(16).padStart(4, '0');
