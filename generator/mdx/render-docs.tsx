// Each MDX doc's module rendered with React into its page (stage.tsx compiles and bundles them): its HTML, head,
// Markdown pieces and CSS, and the renders again that wait for more of the page's context (LateRender).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BuildError, type Problem } from '../errors.ts';
import { sha1 } from '../hash.ts';
import { createCodeHighlighter } from '../markdown/code/highlighter.ts';
import { highlightToHtml, loadLanguages } from '../markdown/code/rehype-code.ts';
import { toDoc } from '../markdown/docs.ts';
import { resolveMdLinks } from '../markdown/plugins/remark-links.ts';
import { mermaidAttributes, type MarkdownSetup } from '../markdown/setup.ts';
import type { ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import type { Doc, DocSource, MarkdownPiece, OutputMap, SiteConfig } from '../types.ts';
import type { DocPartsPage, ThemeContext } from '../../templates/theme/context.ts';
import type { BlogPartsInstance } from '../../templates/theme/blog-context.ts';
import { withoutDocLists } from '../../templates/theme/global-data-views.ts';
import { navbarEntry, ROOT_ENTRY, routeEntry, sidebarWrapperEntry, siteConfigFor, siteShape, themeEntry, wholeSiteConfig } from './theme-entries.ts';
import { REACT_PAGE } from './format.ts';
import type { ServerBundle } from './bundle.ts';
import type { CompiledMdx } from './compile.ts';
import { islandStandIns, type BundledIslands } from './islands.ts';
import { renderDocModule, type RenderedDoc, type ThemeModules } from './render.ts';

/** What rendering the docs reads of the site (MdxStageOptions holds it). */
export interface RenderDocsOptions {
  site: SiteConfig;
  routesByPath: ReadonlyMap<string, string>;
  url: (p: string) => string;
  /** What components read with `useGlobalData()`. */
  globalData?: Record<string, Record<string, unknown>>;
  /** What the config sets for every doc's Markdown. */
  setup?: MarkdownSetup;
  /** The site's theme components (`src/theme`), by name. */
  overrides?: ThemeOverrides;
  /** Every doc page, for the site's doc-page parts, which render for each (content/theme/doc-parts.ts). */
  docPages?: DocPartsPage[];
  /** What the site's blog parts draw (content/theme/blog-parts.ts). */
  blogParts?: BlogPartsInstance[];
}

/** A doc rendered again with more of its page's context (`sidebar`, `doc`), or a navbar part for a page (`route`). */
export type LateRender = (more: Pick<ThemeContext, 'sidebar' | 'doc' | 'route'>) => string;

/**
 * Each doc's module rendered with React into its page (`files` takes the CSS its components bring). The docs render
 * while `islands` is bundled, with stand-ins for the islands' URLs, filled in once it is done; the thread lets
 * esbuild's asks (its plugins run here) in between docs.
 */
export async function renderDocs(sources: DocSource[], bodies: readonly string[], compiled: Map<string, CompiledMdx>, bundled: ServerBundle['docs'], islands: { modules: string[]; made: Promise<BundledIslands> }, files: OutputMap, opts: RenderDocsOptions, late: Map<string, LateRender>, theme?: ThemeModules): Promise<Doc[]> {
  const problems: Problem[] = [];
  // <CodeBlock language="…"> highlights while React renders, which cannot wait: its languages are loaded first. So
  // are the fences' where the site's own CodeBlock renders them (rehype-site-code-block.ts).
  const langPatterns = opts.setup?.siteCodeBlock ? [CODE_BLOCK_LANG, FENCE_LANG] : [CODE_BLOCK_LANG];
  const langs = new Set(bodies.flatMap((body) => langPatterns.flatMap((re) => [...body.matchAll(re)].map((m) => m[1]!))));
  const highlighter = await createCodeHighlighter();
  await loadLanguages(highlighter, langs);
  const standIns = islandStandIns(islands.modules);
  const docGlobalData = opts.globalData && withoutDocLists(opts.globalData);

  const renders: { src: DocSource; value: ThemeContext; rendered: RenderedDoc; head?: string }[] = [];
  for (const src of sources) {
    await new Promise((next) => setImmediate(next));
    const c = compiled.get(src.file)!;
    const head: ReactNode[] = [];
    const value: ThemeContext = {
      siteConfig: siteConfigFor(src, opts.site),
      ...siteShape(src, opts.site),
      locale: opts.site.locale,
      islands: standIns.urls,
      inIsland: false,
      highlight: (code, lang, meta) => highlightToHtml(highlighter, code, lang, meta, opts.setup), ...(opts.setup?.mermaid ? { mermaid: mermaidAttributes(opts.setup.mermaid) } : {}),
      head,
      // A React page's Layout names it; elsewhere (a doc, its parts) PageMetadata's tags go into the head.
      ...(REACT_PAGE.test(src.relPath) ? { page: {} } : {}),
      route: src.route,
      ...(opts.globalData ? { globalData: themeEntry(src) ? opts.globalData : docGlobalData! } : {}),
      ...(opts.docPages ? { docPages: opts.docPages } : {}), ...(opts.blogParts ? { blogParts: opts.blogParts } : {}),
      ...(navbarEntry(src) ? { asked: { sidebar: false, location: false }, inNavbar: true } : sidebarWrapperEntry(src) ? { asked: { sidebar: false, location: false } } : routeEntry(src) ? { asked: { location: false } } : themeEntry(src) || REACT_PAGE.test(src.relPath) ? {} : { asked: { sidebar: false } }),
      ...(opts.overrides?.has('Root') ? { root: { module: opts.overrides.get('Root')!, around: src.id !== ROOT_ENTRY, siteConfig: wholeSiteConfig(opts.site) } } : {}),
    };
    try {
      // Only a last version's MDX docs have Markdown files made from their HTML (output/llms.ts).
      const lastVersion = !src.searchVersion || src.searchVersion.isLast === true;
      const rendered = renderDocModule(bundled.get(src.file)!.js, src.file, value, c.components, c.htmlParts, theme, lastVersion && c.pieces?.some((p) => typeof p === 'number'));
      renders.push({ src, value, rendered, ...(head.length ? { head: renderToStaticMarkup(<>{head}</>) } : {}) });
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  }
  // A failed island bundle is reported first, as it was when the docs rendered after it.
  const fill = standIns.fill((await islands.made).urls);

  const docs: Doc[] = [];
  for (const { src, value, rendered, head } of renders) {
    const c = compiled.get(src.file)!;
    const out = bundled.get(src.file)!;
    const cssFile = out.css && `assets/mdx.${sha1(out.css).slice(0, 8)}.css`;
    if (cssFile) files.set(cssFile, out.css!);
    // A stylesheet link in the body is valid HTML and travels with the page's main region on client navigation.
    const withCss = <R extends { html: string }>(r: R): R => (cssFile ? { ...r, html: `<link rel="stylesheet" href="${opts.url(`/${cssFile}`)}">${r.html}` } : r);
    try {
      const lastVersion = !src.searchVersion || src.searchVersion.isLast === true;
      const finish = (rendered: string) => withCss(resolveMdLinks({ html: fill(rendered), links: c.links, mdLinks: c.mdLinks }, { ...src, routesByPath: opts.routesByPath }));
      const resolved = finish(rendered.html);
      const { html } = resolved;
      // A doc that asked for its page's sidebar renders again once the sidebars are known (content/theme/sidebar-docs.ts).
      // A navbar part (or Footer, Root) that read the URL, or a sidebar wrapper that read the sidebar, renders again for each page, by its entry's id (content/theme/navbar-routes.ts, sidebar-wrapper-routes.ts).
      if ((value.asked?.location || (value.asked?.sidebar && sidebarWrapperEntry(src))) && routeEntry(src)) late.set(src.id, (more) => finish(renderDocModule(bundled.get(src.file)!.js, src.file, { ...value, asked: undefined, head: [], ...more }, c.components, c.htmlParts, theme).html).html);
      else if (value.asked?.sidebar) late.set(src.file, (more) => finish(renderDocModule(bundled.get(src.file)!.js, src.file, { ...value, asked: undefined, head: [], ...more }, c.components, c.htmlParts, theme).html).html);
      const markdownPieces = !lastVersion ? undefined : piecesOf(c, rendered.parts?.map(fill), (parts) => resolveMdLinks({ html: parts, links: [], mdLinks: c.mdLinks }, { ...src, routesByPath: opts.routesByPath }).html);
      // A React page is named by its Layout's title, else the site's.
      const page = REACT_PAGE.test(src.relPath) ? { h1: value.page?.title ?? opts.site.title, lead: value.page?.description ?? '' } : {};
      const doc = toDoc(src, { html, ...(rendered.frame ? { frame: [fill(rendered.frame[0]), fill(rendered.frame[1])] as const } : {}), ...(markdownPieces ? { markdownPieces } : {}), headings: c.headings, links: resolved.links, ...(c.assetLinks ? { assetLinks: c.assetLinks } : {}), lead: c.lead, h1: c.h1, sections: c.sections, ...page, ...(head ? { head: fill(head) } : {}) });
      // What the page shows depends on the components too, not only on the file.
      docs.push({ ...doc, hash: sha1(`${src.hash}\0${html}`) });
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  }
  if (problems.length) throw new BuildError(problems);
  return docs;
}

/**
 * The doc's Markdown file as pieces: its source's lines, and its keyed parts' HTML with their `.md` links resolved
 * (`resolve`). None when a part could not be rendered apart: the file is then made from the page.
 */
function piecesOf(c: CompiledMdx, parts: string[] | undefined, resolve: (html: string) => string): MarkdownPiece[] | undefined {
  if (!c.pieces) return undefined;
  if (!c.pieces.some((p) => typeof p === 'number')) return c.pieces as MarkdownPiece[];
  if (!parts) return undefined;
  // One pass for all the parts' links: they are joined by a character HTML never holds.
  const resolved = resolve(parts.map((p) => p ?? '').join('\0')).split('\0');
  return c.pieces.map((p) => (typeof p === 'number' ? resolved[p] ?? '' : p));
}

const CODE_BLOCK_LANG = /<CodeBlock[^>]*\b(?:language=["']|className=["']language-)([\w+#-]+)["']/g;
const FENCE_LANG = /^[ \t>]*(?:```|~~~)[ \t]*([\w+#-]+)/gm;
