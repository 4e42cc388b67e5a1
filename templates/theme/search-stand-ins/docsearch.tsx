// Stand-ins for `@docsearch/react` (and its `/modal`, `/style`; `@docsearch/css`, `@docsearch/js`), which a site's
// SearchBar or navbar imports for Algolia DocSearch. docsgen runs no Algolia: the search button is docsgen's own
// search box (`@theme-original/SearchBar`, which the navbar fills), the modal never opens, the keyboard shortcuts are
// the box's own (client/search-shortcuts.ts). Lowercase folder: no slot.
import { forwardRef } from 'react';
import SearchBar from '../SearchBar.tsx';

export const DocSearchButton = forwardRef<HTMLButtonElement, Record<string, unknown>>(function DocSearchButton() {
  return <SearchBar />;
});

export function DocSearch() {
  return <SearchBar />;
}

export function DocSearchModal() {
  return null;
}

export function useDocSearchKeyboardEvents(_options: Record<string, unknown>): void {}

/** `@docsearch/js`'s entry point: a DocSearch mounted by script has no place in docsgen's navbar. */
export function docsearch(_options: Record<string, unknown>): void {}

export const version = 'docsgen';

export default docsearch;
