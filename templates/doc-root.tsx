// The docs page's layout: docsgen's sidebar beside its main, in `.docs-wrapper` (which client navigation moves whole:
// client/layout.ts), inside the site's `DocRoot/Layout…` parts when it has them (generator/content/theme/doc-root.ts),
// each drawn once per build with markers this fills: the layout's own boxes around the page's sidebar and main.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SlotHtml } from '../generator/docusaurus/theme-overrides.ts';
import { DOC_ROOT_PARTS, DOC_ROUTE_ROOTS, NESTED_ROUTES, type DocRootPart } from './doc-root-parts.ts';
import { ORIGINAL, withOriginal } from './theme/originals.ts';

const [LAYOUT, SIDEBAR, MAIN] = DOC_ROOT_PARTS;

/**
 * Inline where a site's layout is drawn (other sites pay nothing): docsgen's own layout (`@theme-original/DocRoot/
 * Layout`) is a row below what a wrapper adds, as Docusaurus's is in its column; the box holding the sidebar or main
 * is a row whatever the site's classes say; without JavaScript, the open phone menu shows the sidebar alone, the
 * site's boxes on the way to it kept.
 */
const NO_JS_MENU = ':root:has(.navbar[data-has-sidebar] .navbar-menu[open]):not(.menu-open) .site-doc-root';
const RULES = [
  '.site-doc-root{flex-direction:column}',
  ':where(.docs-root){display:flex;flex:1 0 auto;width:100%}',
  ':where(.site-doc-root :has(> #docs-sidebar, > #main)){display:flex}',
  `@media (max-width:996px){${NO_JS_MENU} :has(#docs-sidebar){display:block}${NO_JS_MENU} :not(:has(#docs-sidebar), #docs-sidebar, #docs-sidebar *){display:none}`,
  // With JavaScript the open menu shows the sidebar fixed below the navbar: the site's sidebar column (hidden on a
  // phone, as Docusaurus's) shown around it, with nothing that would hold a fixed box inside it.
  '.menu-open .site-doc-root :has(#docs-sidebar):not(:has(#main)){display:block;clip-path:none;transform:none;filter:none;contain:none}}',
].join('');

/**
 * The page's docs wrapper (`className`: `docs-wrapper`, and Infima's `main-wrapper` on a Docusaurus site) around
 * `sidebar` and `main` (elements). Called while building the page's elements.
 */
export function docsWrapper(slots: SlotHtml | undefined, className: string, sidebar: ReactElement, main: ReactElement): ReactElement {
  const plain = <div className={className}>{sidebar}{main}</div>;
  if (!slots || ![...DOC_ROOT_PARTS, ...DOC_ROUTE_ROOTS].some((p) => slots[p] !== undefined)) return plain;
  const part = (p: DocRootPart) => slots[p] ?? `<div ${ORIGINAL}="${p}"></div>`;
  const placed = new Set<DocRootPart>();
  const own = (p: DocRootPart, el: ReactElement) => () => (placed.add(p), renderToStaticMarkup(el));
  let html = withOriginal(inRoots(slots, part(LAYOUT)), LAYOUT, () => `<div class="docs-root">${part(SIDEBAR)}${part(MAIN)}</div>`);
  // A sidebar column of its own places `@theme/DocSidebar`: docsgen's sidebar there.
  html = withOriginal(withOriginal(html, SIDEBAR, own(SIDEBAR, sidebar)), 'DocSidebar', own(SIDEBAR, sidebar));
  // A page column of its own with a <main>: docsgen's main in a <div> (a page has one main landmark).
  const inMain = /<main[\s>]/i.test(slots[MAIN] ?? '') ? createElement('div', main.props as object) : main;
  html = withOriginal(html, MAIN, own(MAIN, inMain));
  // A layout that left out a half (its own condition, `{sidebar && …}`, false): docsgen's, the page needing both.
  if (placed.size < 2) return plain;
  return <div className={`${className} site-doc-root`} dangerouslySetInnerHTML={{ __html: `<style>${RULES}</style>${html}` }} />;
}

/**
 * `layout` (the layout's HTML, or its marker) inside the site's route roots, innermost first: each in its nested
 * routes' place, else where it draws `@theme/DocRoot/Layout` itself (an ejected DocRoot drawing its docElement in it).
 */
function inRoots(slots: SlotHtml, layout: string): string {
  return DOC_ROUTE_ROOTS.reduceRight((inner, root) => {
    const html = slots[root];
    if (html === undefined) return inner;
    const filled = withOriginal(html, NESTED_ROUTES, () => inner);
    return filled !== html ? filled : withOriginal(html, LAYOUT, () => inner);
  }, layout);
}

/**
 * The docs wrapper as the site's layout parts draw it around `sidebar` (its nav empty) and an empty main: for a docs
 * page shown after a page without a sidebar (client/layout.ts). Undefined where docsgen's own is drawn.
 */
export function docsFrame(slots: SlotHtml | undefined, className: string, sidebar: ReactElement): string | undefined {
  const html = renderToStaticMarkup(docsWrapper(slots, className, sidebar, <main id="main" className="docs-main" />));
  return html.includes('site-doc-root') ? html : undefined;
}
