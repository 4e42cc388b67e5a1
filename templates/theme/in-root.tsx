// Content rendered inside the site's Root (src/theme/Root), as Docusaurus renders every page inside it, so that the
// context its providers give reaches the content's components. What Root draws beside its children is drawn once
// around the page (templates/Layout.tsx): only what lies between the marks is kept.
import type { ComponentType, ReactNode } from 'react';

export type RootComponent = ComponentType<{ children?: ReactNode }>;

const ROOT_MARK = '<hr data-docsgen-root=""/>';

export function InRoot({ Root, children }: { Root: RootComponent | undefined; children: ReactNode }) {
  return Root ? <Root><hr data-docsgen-root="" />{children}<hr data-docsgen-root="" /></Root> : children;
}

/** The content's part of HTML rendered with InRoot: none when Root draws no children, as on Docusaurus. */
export function rootPart(html: string, Root: RootComponent | undefined): string {
  return Root ? html.split(ROOT_MARK)[1] ?? '' : html;
}
