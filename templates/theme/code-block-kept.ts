// `@theme/CodeBlock` inside an island: the browser has no highlighter, so its render takes the highlighted HTML the
// server drew (found in the page by a key of the block's code, language and options), rather than plain code that
// would not match it (React's hydration error #418) and would show the code unhighlighted after.

/** The attribute of a `.code-block` an island's server render draws: the key of what it highlights. */
export const CODE_KEY_ATTR = 'data-docsgen-code';

/** A short key of the block (FNV-1a, 32 bits): the server's attribute, which the browser's render finds again. */
export function codeBlockKey(code: string, lang: string, meta: string): string {
  let h = 0x811c9dc5;
  const text = `${lang}\u0000${meta}\u0000${code}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Highlighted HTML by key: kept once seen, for the block drawn again (a collapsible wrapper opened again). */
const seen = new Map<string, string>();

/** The server's highlighted HTML of the block `key` (browser only): from the page, or as seen before; none for a block the server never drew. */
export function serverCodeHtml(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const html = seen.get(key) ?? document.querySelector(`.code-block[${CODE_KEY_ATTR}="${key}"]`)?.innerHTML;
  if (html) seen.set(key, html);
  return html || undefined;
}

/** Keeps what the block shows as it leaves the page (the reader's copy button included) for its next drawing. */
export function keepCodeHtml(key: string, el: Element): void {
  seen.set(key, el.innerHTML);
}
