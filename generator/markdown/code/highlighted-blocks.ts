// Code blocks' HTML as the highlighting worker gave it, kept by the calling thread for the life of the process: the
// builds of a site's locales (one pool between them, i18n/build-locales.ts) and `serve`'s rebuilds (a pool each)
// highlight a block the process has seen once.
// The HTML of a request depends on nothing else than the request (its grammar, for a language of the site's Prism
// setup, included) and the themes (rehype-code.ts's highlightRequests).
import type { HighlightRequest } from './rehype-code.ts';
import type { CodeThemes } from './prism-theme.ts';
import { blockKey } from './ahead-claims.ts';
import { grammarId } from './prism-grammar.ts';

/** Characters of HTML kept (`serve` lives long): past it, the blocks are forgotten and kept anew. */
const MAX_CHARS = 64 * 1024 * 1024;

const html = new Map<string, string>();
/** The blocks kept (blockKey), whatever their marked lines: no worker need highlight them ahead. */
const blocks = new Set<string>();
let chars = 0;

/** What tells the themes apart (a site's themes are made from its Prism themes, named by their content). */
export const themesKey = (themes: CodeThemes | undefined): string => (themes ? `${themes.light.name}\0${themes.dark.name}` : '');

// The site's Prism grammar too: `prism.additionalLanguages` or its Prism setup can give a language one between builds.
const requestKey = (r: HighlightRequest, themes: string) => `${themes}\0${r.grammar ? grammarId(r.grammar) : ''}\0${r.lineNumbersFrom ?? ''}\0${JSON.stringify(r.marked)}\0${blockKey(r)}`;

/** The HTML of each request highlighted before in these themes (undefined for the others). */
export function highlightedBefore(requests: readonly HighlightRequest[], themes: string): (string | undefined)[] {
  return requests.map((r) => html.get(requestKey(r, themes)));
}

export function keepHighlighted(requests: readonly HighlightRequest[], results: readonly string[], themes: string): void {
  requests.forEach((r, i) => {
    const value = results[i]!;
    if (chars + value.length > MAX_CHARS) {
      html.clear();
      blocks.clear();
      chars = 0;
    }
    const key = requestKey(r, themes);
    if (html.has(key)) return;
    html.set(key, value);
    blocks.add(`${themes}\0${blockKey(r)}`);
    chars += value.length;
  });
}

/** Whether a block (in these themes) was highlighted before, with any lines marked. */
export const wasHighlighted = (b: { lang: string; code: string }, themes: string): boolean => blocks.has(`${themes}\0${blockKey(b)}`);
