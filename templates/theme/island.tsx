// Server side of a site component that needs the browser (see generator/mdx/islands.ts for the rule): rendered
// here as a root of its own inside a marked container, with its props beside it; client/islands.ts hydrates it
// with React when it scrolls into view. Children written in the doc, and elements among its props, are static HTML
// on both sides (island-props.tsx).
import { useContext, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { SiteContext } from './context.ts';
import { InParagraph } from './Paragraph.tsx';
import { IslandChildren, type IslandData } from './island-children.tsx';
import { checkChildren, crossingProps } from './island-props.tsx';
import { ATTR } from '../../client/constants.ts';
import { contentMark, InRoot, rootPart } from './in-root.tsx';
import { holdsContent } from './holds-content.ts';
import { isComponent } from './is-component.ts';
import { recordingConfig } from './config-reads.ts';
import { docsView } from './site-config-views.ts';

export function island<P extends { children?: ReactNode }>(Component: ComponentType<P> | undefined, module: string, exportName: string) {
  // Components only; other exports (constants, enums, contexts) stay as they are.
  if (!isComponent(Component)) return Component;
  return wrap(Component, module, exportName);
}

function wrap<P extends { children?: ReactNode }>(Component: ComponentType<P>, module: string, exportName: string) {
  function Island(props: P) {
    const ctx = useContext(SiteContext);
    const inParagraph = useContext(InParagraph);
    // Inside another island: that one hydrates this one too.
    if (ctx.inIsland) return <Component {...props} />;
    // Whether it reads the page's sidebar while it renders: only then does its data carry it (a long sidebar's JSON).
    const reads = { sidebar: false, globalData: false, root: { beyondDocs: false } };
    // Root's own island: whether Root reads more of the config than the docs' view (config-reads.ts).
    const ownRoot = module === ctx.root?.module && ctx.siteView === 'whole';
    const config = { beyondDocs: false };
    // An island in a doc renders with the docs' view, the config its browser copy gets (the server's rest of it is for
    // the doc's static parts: a site Heading reading `themeConfig.navbar`).
    const inner = { ...ctx, inIsland: true, head: undefined, reads, ...(ownRoot ? { siteConfig: recordingConfig(ctx.siteConfig, config) } : ctx.siteView === 'docs' ? { siteConfig: docsView(ctx.siteConfig) } : {}) };
    const { children, ...rest } = props;
    // Around the content (a provider with state that Root draws around its children): no island, so the content's
    // own islands stay theirs; in the browser it lives in Root's host (client/root-host.tsx). Root with state is its
    // own island, the host.
    if (module !== ctx.root?.module && holdsContent(children, contentMark)) return <Component {...props} />;
    checkChildren(children);
    // Inside the site's Root, as the doc around it is (in-root.tsx); in the browser, Root hosts it (client/root-host.tsx).
    const Root = module === ctx.root?.module ? undefined : ctx.root?.Component;
    const staticHtml = (node: ReactNode) => rootPart(renderToStaticMarkup(<SiteContext.Provider value={inner}><InRoot Root={Root}>{node}</InRoot></SiteContext.Provider>), Root);
    const text = typeof children === 'string' ? children : undefined;
    const html = children == null || text !== undefined ? undefined : staticHtml(children);
    const crossed = crossingProps(rest, staticHtml);
    // Its `@docusaurus/Head` tags still go into the page's <head> (the children, rendered apart, add none).
    const markup = rootPart(renderToString(
      <SiteContext.Provider value={{ ...inner, head: ctx.head }}>
        <InRoot Root={Root}><Component {...(crossed.render as P)}>{text ?? (html === undefined ? undefined : <IslandChildren html={html} inline={inParagraph} />)}</Component></InRoot>
      </SiteContext.Provider>,
    ), Root);
    const root = ctx.root && (Root || module === ctx.root.module) ? ctx.islands[ctx.root.module] : undefined;
    const data: IslandData = { props: crossed.data, children: html, ...(text !== undefined ? { text } : {}), ...(inParagraph ? { inline: true } : {}), site: ownRoot && !config.beyondDocs ? 'docs' : ctx.siteView ?? ctx.siteConfig, locale: ctx.locale, ...(ctx.route ? { route: ctx.route } : {}), ...(ctx.doc ? { doc: ctx.doc } : {}), ...(ctx.blogPost ? { blogPost: ctx.blogPost } : {}), ...(ctx.inNavbar ? { inNavbar: true } : {}), ...(ctx.infima ? { infima: true as const } : {}), ...(ctx.sidebar && reads.sidebar ? { sidebar: ctx.sidebar } : {}), ...(reads.root.beyondDocs ? { rootSite: 'whole' as const } : {}),
      // Last: the page carries it once, in place of each island's copy (generator/output/island-global-data.ts). Root's
      // own island (the host, whose content's islands carry theirs) only when Root reads it.
      ...(ctx.globalData && (reads.globalData || module !== ctx.root?.module) ? { globalData: ctx.globalData } : {}) };
    const Container = inParagraph ? 'span' : 'div';
    return <Container className="island" {...{ [ATTR.island]: 'site', [ATTR.islandSrc]: ctx.islands[module], [ATTR.islandExport]: exportName, [ATTR.islandRoot]: root, [ATTR.props]: JSON.stringify(data) }} dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  Island.displayName = Component.displayName ?? Component.name;
  return Island;
}
