// `/` and Ctrl/⌘+K focus the search box from anywhere on the page, its earlier query selected so that what is typed
// replaces it. Part of the boot module: the search island loads only when the box is first used, and this focus is
// such a use (islands.ts starts on focusin).
import { SEARCH_INPUT_ID } from './constants.ts';

export function initSearchShortcuts(): void {
  document.addEventListener('keydown', (e) => {
    const input = document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
    if (!input || e.defaultPrevented || e.altKey) return;
    const k = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k';
    // `/` only where it would not be typed: not in a field, nor with a modifier.
    const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !isEditable(e.target);
    if (!k && !slash) return;
    e.preventDefault();
    input.focus();
    input.select();
  });
}

function isEditable(target: EventTarget | null): boolean {
  const el = target as Partial<HTMLElement> | null;
  return !!el && (el.isContentEditable === true || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName ?? ''));
}
