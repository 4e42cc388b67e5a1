// The dev client: only `docsgen serve` adds it to pages, never a build. It listens to the server's events and
// takes a rebuild in place (update.ts), loads the page again when it cannot (keeping the scroll position),
// and shows a failed rebuild over the page and warnings in a banner (overlay.ts).
import { EVENTS_PATH, type DevMessage } from './protocol.ts';
import { hideFailure, showFailure, showWarnings } from './overlay.ts';
import { applyUpdate } from './update.ts';

const SCROLL_KEY = 'docsgen.dev.scroll';

restoreScroll();
let queue = Promise.resolve();
const events = new EventSource(EVENTS_PATH);
// Tests and the bench wait for this before saving.
events.onopen = () => document.documentElement.setAttribute('data-docsgen-dev', 'connected');
events.onmessage = (e: MessageEvent<string>) => {
  const message = JSON.parse(e.data) as DevMessage;
  // One at a time, in order: a quick second save must not be overtaken by the first.
  queue = queue.then(() => handle(message)).catch((err) => {
    console.error('[docsgen] could not update the page in place; loading it again', err);
    reloadKeepingScroll();
  });
};

async function handle(message: DevMessage): Promise<void> {
  if (message.type === 'failed') return showFailure(message.problems);
  hideFailure();
  showWarnings(message.warnings);
  if (message.type === 'reload' || !(await applyUpdate(message))) reloadKeepingScroll();
}

function reloadKeepingScroll(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY }));
  } catch {
    // No session storage: the page loads at the top.
  }
  location.reload();
}

function restoreScroll(): void {
  let saved: { path: string; x: number; y: number } | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') ?? undefined;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (saved?.path !== location.pathname) return;
  const { x, y } = saved;
  scrollTo(x, y);
  // Again once images have their size.
  if (document.readyState !== 'complete') addEventListener('load', () => scrollTo(x, y), { once: true });
}
