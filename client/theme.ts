// Colour mode: the toggle flips light/dark and saves the choice; other tabs follow through the `storage` event.
import { ATTR, THEME_KEY } from './constants.ts';
import { writeStorage } from './storage.ts';
import { word } from './words.ts';

export type Theme = 'light' | 'dark';

export function currentTheme(): Theme {
  return document.documentElement.getAttribute(ATTR.theme) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute(ATTR.theme, theme);
  for (const b of document.querySelectorAll<HTMLElement>(`[${ATTR.themeToggle}]`)) {
    b.setAttribute('aria-label', toggleLabel(theme));
    b.title = b.getAttribute('aria-label')!;
  }
}

/** Docusaurus's words in another locale (`theme.colorToggle.ariaLabel`, the mode named), docsgen's in English. */
function toggleLabel(theme: Theme): string {
  const mode = word(`theme.colorToggle.ariaLabel.mode.${theme}`, `${theme} mode`);
  return word('theme.colorToggle.ariaLabel', `Switch to ${theme === 'dark' ? 'light' : 'dark'} mode (currently {mode})`, { mode });
}

/** `defaultMode` is what a cleared preference returns to. */
export function initTheme(defaultMode: Theme): void {
  applyTheme(currentTheme());
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest?.(`[${ATTR.themeToggle}]`)) return;
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    writeStorage(THEME_KEY, next);
  });
  window.addEventListener('storage', (e) => {
    // `key` is null when another tab cleared the whole storage (localStorage.clear()): back to the default too.
    if (e.key !== THEME_KEY && e.key !== null) return;
    applyTheme(e.newValue === 'dark' || e.newValue === 'light' ? e.newValue : defaultMode);
  });
}
