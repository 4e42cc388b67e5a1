// Each doc's HTML from its parse to its page. `serve` and tests keep it in memory; `build` writes it to the build
// cache's packs as each doc is parsed (html-packs.ts) and reads it back where it is used (the page, the Markdown made
// from an MDX doc; the link check takes the element ids found at the parse): a large site's HTML is never all in
// memory at once (100,000 Sapling pages are ~1.1 GB of it, held twice while links were resolved).
import type { DocHtml, ParsedMarkdown, StoredMarkdown } from './types.ts';

export type { DocHtml, PackedText } from './types.ts';

/** Keeps a doc's HTML: in memory, or in a pack. */
export type KeepHtml = (html: string) => DocHtml;

export function inMemory(html: string): DocHtml {
  return { text: () => html, map: (change) => inMemory(change(html)) };
}

/** A parse as the build keeps it: its HTML given to `keep`, with the element ids found in it. */
export function stored(parsed: ParsedMarkdown, keep: KeepHtml): StoredMarkdown {
  return { ...parsed, html: keep(parsed.html), elementIds: elementIds(parsed.html) };
}

/** `html` with `change` applied, whether a string (a home page's, a part's) or kept HTML. */
export function changeHtml<H extends string | DocHtml>(html: H, change: (html: string) => string): H {
  return (typeof html === 'string' ? change(html) : html.map(change)) as H;
}

/** Every element `id` (and `<a name>`) in `html`: the anchors a page has besides its headings' ids. */
export function elementIds(html: string): string[] {
  return [...html.matchAll(/<[a-zA-Z][\w-]*(?:\s[^>]*?)?\s(?:id|name)="([^"]+)"/g)].map((m) => decodeEntities(m[1]!));
}

function decodeEntities(s: string): string {
  return s.includes('&') ? s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : s;
}
