// The search island's browser entry: hydrates the server-rendered SearchBar and gives it the engine.
import { hydrateRoot } from 'react-dom/client';
import { SearchBar, type SearchBarProps } from '../../templates/SearchBar.tsx';
import { CrashBoundary } from '../crash-boundary.tsx';
import { loadEngine, search } from './engine.ts';

export function hydrate(container: HTMLElement, props: Omit<SearchBarProps, 'load'>): void {
  const load = () => loadEngine(props.docsUrl, props.indexUrl).then((engine) => ({ engine, search }));
  hydrateRoot(container, <CrashBoundary><SearchBar {...props} load={load} /></CrashBoundary>, {
    onRecoverableError: (err) => console.error('[docsgen] root error (recovered)', err),
  });
}
