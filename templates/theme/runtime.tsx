// Bundled with every MDX doc (server only): wraps the doc's component in the theme's context and MDX components,
// and records the component being rendered, so that one which throws is named with its line.
import { Fragment, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { SiteContext, type ThemeContext } from './context.ts';
import MDXComponents from './MDXComponents.tsx';
import { MDXContext } from './mdx-provider.tsx';
import Paragraph from './Paragraph.tsx';
import Heading from './Heading.tsx';
import { InRoot, type RootComponent } from './in-root.tsx';
import { setCodeTranslations } from './docusaurus/Translate.tsx';
import { CONTENT_END, CONTENT_START } from './content-end.ts';

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

// DocsgenHeading: a Markdown heading where the site has its own Heading (mdx/rehype-site-heading.ts).
const COMPONENTS = { ...MDXComponents, DocsgenAt, DocsgenParagraph: Paragraph, DocsgenHeading: Heading };

/** The site's `MDXContent`: what it draws around the content is the content's, as on Docusaurus. */
export type ContentWrapper = ComponentType<{ children?: ReactNode }>;

/**
 * `Root`: the site's (src/theme/Root), rendered around the content so that its context providers reach the doc's
 * components, as Docusaurus renders it around the app; what it draws beside its children is cut off by the caller.
 * `Wrapper`: the site's MDXContent, which Docusaurus draws around every MDX content (docs, posts, MDX pages).
 */
export function page(Content: ComponentType, value: ThemeContext, Root?: RootComponent, Wrapper?: ContentWrapper) {
  entered = undefined;
  setCodeTranslations(value.siteConfig.codeTranslations as Record<string, string> | undefined);
  const content = (
    <MDXContext.Provider value={COMPONENTS}>
      {Wrapper ? <Wrapper><div {...{ [CONTENT_START]: '' }} /><Content /><div {...{ [CONTENT_END]: '' }} /></Wrapper> : <Content />}
    </MDXContext.Provider>
  );
  return inSiteRoot(content, value, Root);
}

/** `node` in the doc's context, inside the site's Root where the doc renders inside it. */
function inSiteRoot(node: ReactNode, value: ThemeContext, Root: RootComponent | undefined) {
  return (
    <SiteContext.Provider value={Root && value.root ? { ...value, root: { ...value.root, Component: Root } } : value}>
      <InRoot Root={value.root?.around ? Root : undefined}>{node}</InRoot>
    </SiteContext.Provider>
  );
}

/**
 * The doc's keyed top-level parts alone (generator/mdx/markdown-pieces.ts), each after `<hr data-docsgen-part="N">`.
 * MDX renders the provider's `wrapper` around its content: the wrapper lays the content out itself and keeps what
 * is keyed. Partials inside see the provider without it.
 */
export function parts(Content: ComponentType, value: ThemeContext, key: string, Root?: RootComponent) {
  entered = undefined;
  setCodeTranslations(value.siteConfig.codeTranslations as Record<string, string> | undefined);
  function PartsOnly({ children }: { children: ReactElement<object, (props: object) => ReactNode> }) {
    const content = children.type(children.props);
    const top: unknown = isValidElement(content) && content.type === Fragment ? (content.props as { children?: unknown }).children : content;
    const picked = (Array.isArray(top) ? top : [top]).flatMap((el) => (isValidElement(el) && typeof el.key === 'string' && el.key.startsWith(key)
      ? [<hr key={`-${el.key}`} data-docsgen-part={el.key.slice(key.length)} />, el]
      : []));
    return <MDXContext.Provider value={COMPONENTS}>{picked}</MDXContext.Provider>;
  }
  return inSiteRoot(
    <MDXContext.Provider value={{ ...COMPONENTS, wrapper: PartsOnly }}>
      <Content />
    </MDXContext.Provider>,
    value,
    Root,
  );
}
