// Bundled with every MDX doc (server only): wraps the doc's component in the theme's context and MDX components,
// and records the component being rendered, so that one which throws is named with its line.
import type { ComponentType, ReactNode } from 'react';
import { SiteContext, type ThemeContext } from './context.ts';
import MDXComponents from './MDXComponents.tsx';
import { MDXContext } from './mdx-provider.tsx';

export interface ComponentAt {
  name: string;
  line: number;
  file: string;
}

let entered: ComponentAt | undefined;

function DocsgenAt({ name, line, file, children }: { name: string; line: string; file: string; children?: ReactNode }) {
  entered = { name, line: Number(line), file };
  return children;
}

/** The last component entered since `page` was called: the one that threw, when rendering fails. */
export function lastEntered(): ComponentAt | undefined {
  return entered;
}

export function page(Content: ComponentType, value: ThemeContext) {
  entered = undefined;
  return (
    <SiteContext.Provider value={value}>
      <MDXContext.Provider value={{ ...MDXComponents, DocsgenAt }}>
        <Content />
      </MDXContext.Provider>
    </SiteContext.Provider>
  );
}
