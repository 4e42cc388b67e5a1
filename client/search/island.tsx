// The search island's browser entry: hydrates the server-rendered SearchBar and gives it the engine.
import { hydrateRoot } from 'react-dom/client';
import { SearchBar, type SearchBarProps } from '../../templates/SearchBar.tsx';
import { CrashBoundary } from '../crash-boundary.tsx';
import { searchTools } from './tools.ts';

export function hydrate(container: HTMLElement, props: Omit<SearchBarProps, 'load'>): void {
  hydrateRoot(container, <CrashBoundary><SearchBar {...props} load={searchTools(props.docsUrl, props.indexUrl)} /></CrashBoundary>, {
    onRecoverableError: (err) => console.error('[docsgen] root error (recovered)', err),
  });
}
