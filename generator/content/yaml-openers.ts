// Where a YAML mistake was made when the parser finds it only later: a quote or a `[`/`{` left open reads on into
// the next lines, and js-yaml stops where those lines no longer fit ("deficient indentation" at the next key, or
// the end of the text, which in frontmatter is the line before the closing `---`). The opener is the place to fix.

export interface Opener {
  offset: number;
  /** What was opened, for the message: `a quoted value ("…")`, `a list ("[")`. */
  what: string;
}

/** js-yaml's reasons that can stand for something opened earlier and never closed. */
const LATE_REASON = /deficient indentation|end of the stream within|missed comma between flow collection entries/;

const KIND: Record<string, string> = {
  '"': 'a quoted value ("…")', "'": "a quoted value ('…')", '[': 'a list ("[")', '{': 'a mapping ("{")',
};

/** The quote or bracket still open where js-yaml stopped (`offset`) for `reason`, if any. */
export function unclosedOpener(text: string, offset: number, reason: string): Opener | undefined {
  if (!LATE_REASON.test(reason)) return undefined;
  const open: { char: string; offset: number }[] = [];
  let quote: { char: string; offset: number } | undefined;
  // Whether the next character starts a value (where a quote or bracket opens one).
  let valueStart = true;
  for (let i = 0; i < Math.min(offset, text.length); i++) {
    const c = text[i]!;
    if (quote) {
      if (quote.char === '"' && c === '\\') i++;
      else if (c === quote.char && !(c === "'" && text[i + 1] === "'")) quote = undefined;
      else if (c === "'" && quote.char === "'") i++;
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
      continue;
    }
    if (valueStart && (c === '"' || c === "'")) quote = { char: c, offset: i };
    else if (valueStart && (c === '[' || c === '{')) open.push({ char: c, offset: i });
    else if (open.length && (c === ']' || c === '}')) open.pop();
    if (c === '\n') valueStart = true;
    else if (!/[ \t]/.test(c)) valueStart = c === ':' || c === '-' || c === ',' || c === '[' || c === '{' || c === '?';
  }
  const opener = quote ?? open[open.length - 1];
  return opener ? { offset: opener.offset, what: KIND[opener.char]! } : undefined;
}
