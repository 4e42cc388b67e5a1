// The words a search result's link names (`?_highlight=…`, `search.highlightTerms`) marked in the page's text, as
// easyops' search plugin does: a chunk that only a page opened with that parameter loads (client/reader.ts). The
// marks go when the reader searches again or another page is shown. `<mark>` is inline and adds no box, so the
// text does not move; screen readers that announce marks say where the words are.
const MARK_CLASS = 'search-highlight';
/** Text never marked: code blocks keep their highlighting, scripts and styles are no text. */
const SKIP = 'pre, script, style, textarea, svg, mark, button';
let clearsOnSearch = false;

/** Marks each word of the page's article (or main region) that starts with one of `terms`, after clearing earlier marks. */
export function markTerms(terms: string[]): void {
  clearMarks();
  const words = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter((t) => t.length > 1))].slice(0, 8);
  const root = document.querySelector('main article') ?? document.querySelector('main');
  if (!words.length || !root) return;
  // The whole word that starts with one (not after a letter or digit): `configuring` for `config`.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement?.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  for (const text of texts) markIn(text, pattern);
  if (!clearsOnSearch) {
    clearsOnSearch = true;
    // Searching again: the marks were for the last search.
    document.addEventListener('input', (e) => {
      if ((e.target as Element | null)?.matches?.('input[type="search"]')) clearMarks();
    });
  }
}

function markIn(text: Text, pattern: RegExp): void {
  const value = text.data;
  pattern.lastIndex = 0;
  let match = pattern.exec(value);
  if (!match) return;
  const parts = document.createDocumentFragment();
  let at = 0;
  for (; match; match = pattern.exec(value)) {
    parts.append(value.slice(at, match.index));
    const mark = document.createElement('mark');
    mark.className = MARK_CLASS;
    mark.textContent = match[0];
    parts.append(mark);
    at = match.index + match[0].length;
  }
  parts.append(value.slice(at));
  text.replaceWith(parts);
}

/** Puts the marked words back as plain text. */
export function clearMarks(): void {
  for (const mark of document.querySelectorAll(`mark.${MARK_CLASS}`)) {
    const parent = mark.parentNode;
    mark.replaceWith(mark.textContent ?? '');
    parent?.normalize();
  }
}
