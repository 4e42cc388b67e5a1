// A Root without state is hosted by a React tree out of the document (root-host.tsx): there it draws what it draws
// beside its children once more, unseen. The islands among those are mounted in the page, as portals, so in that
// tree they draw nothing: their state and effects run once. Each island module, as another module imports it in the
// browser, is its components wrapped so (generator/mdx/island-apart.ts).
import { createContext, useContext, type ComponentType } from 'react';

export const OutOfDocument = createContext(false);

/** `value` as the islands' browser build exports it: a component draws nothing out of the document. */
export function apart<T>(value: T): T {
  if (typeof value !== 'function' && !(typeof value === 'object' && value !== null && '$$typeof' in value)) return value;
  const Component = value as ComponentType<Record<string, unknown>>;
  function Apart(props: Record<string, unknown>) {
    return useContext(OutOfDocument) ? null : <Component {...props} />;
  }
  Apart.displayName = Component.displayName ?? Component.name;
  return Apart as T;
}
