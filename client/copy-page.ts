// The "Copy page" button beside a doc's title: copies the doc's Markdown (its `.md` file, generator/output/llms.ts).
// A chunk of its own, loaded on the first click.
import { ATTR } from './inlined-constants.ts';

/** `failed`: what it says when the clipboard refuses, in the page's locale. */
export async function copyPage(button: HTMLButtonElement, say: (text: string) => void, failed: string): Promise<void> {
  const text = fetch(button.getAttribute(ATTR.copyPage)!).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))));
  try {
    // Given the fetch as a promise, the clipboard keeps the click's permission while it loads (Safari asks for that).
    if (typeof ClipboardItem === 'function') await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
    else await navigator.clipboard.writeText(await text);
  } catch {
    return say(failed);
  }
  // The words in the page's locale: the button's own, and its `data-copied` (English when it has none).
  const label = (button.dataset.label ??= button.textContent ?? '');
  const copied = button.dataset.copied ?? 'Copied';
  button.textContent = copied;
  say(copied);
  setTimeout(() => (button.textContent = label), 2000);
}
