// Content rendered inside the site's Root (src/theme/Root), as Docusaurus renders every page inside it, so that the
// context its providers give reaches the content's components. What Root draws beside its children is drawn once
// around the page (templates/Layout.tsx): only what lies between the marks is kept.
import { useContext, type ComponentType, type ReactNode } from 'react';
import { SiteContext } from './context.ts';
import { ORIGINAL } from './originals.ts';
import { recordingConfig } from './config-reads.ts';

export type RootComponent = ComponentType<{ children?: ReactNode }>;

const ROOT_MARK = '<hr data-docsgen-root=""/>';

export function InRoot({ Root, children }: { Root: RootComponent | undefined; children: ReactNode }) {
  const value = useContext(SiteContext);
  if (!Root) return children;
  // Root's own `<Head>` tags are the page's once, from its own render; it reads the whole config, as elsewhere (around
  // an island, noting whether it reads more than the docs' view: only then does the page carry the whole).
  const whole = value.root?.siteConfig && value.reads?.root ? recordingConfig(value.root.siteConfig, value.reads.root) : value.root?.siteConfig;
  return (
    <SiteContext.Provider value={{ ...value, head: undefined, ...(whole ? { siteConfig: whole, siteView: 'whole' as const } : {}) }}>
      <Root><hr data-docsgen-root="" /><SiteContext.Provider value={value}>{children}</SiteContext.Provider><hr data-docsgen-root="" /></Root>
    </SiteContext.Provider>
  );
}

/** The marks of the content inside Root: InRoot's, or the Root slot's marker (content/theme/source.ts). */
export function contentMark(type: unknown, props: Record<string, unknown>): boolean {
  return (type === 'hr' && props['data-docsgen-root'] !== undefined) || (type === 'div' && props[ORIGINAL] === 'Root');
}

/** The content's part of HTML rendered with InRoot: none when Root draws no children, as on Docusaurus. */
export function rootPart(html: string, Root: RootComponent | undefined): string {
  return Root ? html.split(ROOT_MARK)[1] ?? '' : html;
}
