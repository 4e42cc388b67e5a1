// The words the scripts add to a page (aria labels, status messages), in the page's locale: the server gives the
// translated ones on `<html>` (templates/client-words.ts), so an English page carries none and says the English here.
import { ATTR } from './inlined-constants.ts';

/** Read at each use (a click, a toggle): cheap, and always the current page's. */
function translated(): Record<string, string> {
  return JSON.parse(document.documentElement.getAttribute(ATTR.words) ?? '{}') as Record<string, string>;
}

export type Word = typeof word;

/** The locale's message for translation `id`, else `english`; `{name}` filled from `values`. */
export function word(id: string, english: string, values: Record<string, string> = {}): string {
  return (translated()[id] ?? english).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
