// The MDX provider (`providerImportSource`): every MDX module, doc or partial, takes its components from here.
import { createContext, useContext, type ComponentType } from 'react';

type Components = Record<string, ComponentType<any> | string>;

export const MDXContext = createContext<Components>({});

export function useMDXComponents(own?: Components): Components {
  const provided = useContext(MDXContext);
  return own ? { ...provided, ...own } : provided;
}
