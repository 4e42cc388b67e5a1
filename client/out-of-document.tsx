// A Root without state is hosted by a React tree out of the document (root-host.tsx): there it draws what it draws
// beside its children once more, unseen. The islands among those hydrate in the page, as roots of their own, so in
// that tree they draw nothing: their state and effects run once. Each island module, as another module imports it in the
// browser, is its components wrapped so (generator/mdx/island-apart.ts). One Root draws around its children (a
// provider with state) is drawn: the islands are inside it (templates/theme/holds-content.ts).
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { holdsContent } from '../templates/theme/holds-content.ts';
import { isComponent } from '../templates/theme/is-component.ts';

export const OutOfDocument = createContext(false);

/** Root's children in its host: where the islands' context is read (context-relay.tsx). */
export function Hosted({ children }: { children: ReactNode }) {
  return children;
}

const isHosted = (type: unknown) => type === Hosted;

/** `value` as the islands' browser build exports it: a component draws nothing out of the document. */
export function apart<T>(value: T): T {
  if (!isComponent(value)) return value;
  const Component = value as ComponentType<Record<string, unknown>>;
  function Apart(props: Record<string, unknown>) {
    return useContext(OutOfDocument) && !holdsContent(props.children as ReactNode, isHosted) ? null : <Component {...props} />;
  }
  Apart.displayName = Component.displayName ?? Component.name;
  return Apart as T;
}
