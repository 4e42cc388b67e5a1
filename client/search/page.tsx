// The search page's browser entry (a chunk only that page loads, through data-island-src): hydrates the
// server-rendered SearchPage and gives it the engine the search box uses too.
import { hydrateRoot } from 'react-dom/client';
import { SearchPage, type SearchPageProps } from '../../templates/SearchPage.tsx';
import { CrashBoundary } from '../crash-boundary.tsx';
import { searchTools } from './tools.ts';

export function hydrate(container: HTMLElement, props: Omit<SearchPageProps, 'load'>): void {
  hydrateRoot(container, <CrashBoundary><SearchPage {...props} load={searchTools(props.docsUrl, props.indexUrl)} /></CrashBoundary>, {
    onRecoverableError: (err) => console.error('[docsgen] root error (recovered)', err),
  });
}
