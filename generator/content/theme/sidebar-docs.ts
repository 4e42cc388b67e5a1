// What a doc page shows once the sidebars are known: the docs that asked for their page's sidebar or doc while they
// rendered (`useCurrentSidebarCategory()` in a site's DocCardList, `<DocCardList />`, `useDoc()`) render again with
// them; a generated index's cards are drawn by the site's `DocCardList` or `DocCard` when it has one; then the
// site's parts that depend on the page render (render-parts.ts: the doc pages', the blog's), after the sidebar's
// entries the site draws (sidebar-items.ts).
import path from 'node:path';
import type { LateRender } from '../../mdx/render-docs.tsx';
import type { RenderModel } from '../../output/render.tsx';
import type { Problem } from '../../errors.ts';
import type { OutputSink } from '../../output/write.ts';
import { sha1 } from '../../hash.ts';
import { withBase } from '../../url.ts';
import { CARDS_SEPARATOR, type IndexCardsPage } from '../../../templates/theme/DocCardList/index-cards.tsx';
import type { AssembledSource } from '../source.ts';
import { docPageData, type DocPartsBuild } from './doc-parts.ts';
import { renderThemeParts } from './render-parts.ts';
import { CARD_SLOTS, indexCardsModule } from './later-parts.ts';
import { sidebarData } from './sidebar-data.ts';
import { renderSidebarItems } from './sidebar-items.ts';
import { renderRouteNavbars } from './navbar-routes.ts';
import { renderRouteSidebarWrappers } from './sidebar-wrapper-routes.ts';
import { renderRouteDocRoots } from './doc-root-routes.ts';
import { sameRoutes } from '../../docusaurus/generated-routes.ts';

export async function renderLateParts(model: RenderModel, sources: readonly AssembledSource[], files: OutputSink, known: readonly Problem[], b: DocPartsBuild & { late?: ReadonlyMap<string, LateRender> | undefined }): Promise<Problem[]> {
  sameRoutes(model.site, b.loaded.config); // `@generated/routes` of the parts rendered with it.
  if (b.late?.size) {
    renderSidebarDocs(model, b.loaded.root, b.late);
    renderRouteNavbars(model, b.late);
    renderRouteSidebarWrappers(model, b.late);
    renderRouteDocRoots(model, b.late);
  }
  if (!b.overrides.size) return [];
  const entries = await renderSidebarItems(model, files, known, b);
  const cards = CARD_SLOTS.some((s) => b.overrides.has(s)) ? await renderIndexCards(model, files, [...known, ...entries], b) : [];
  return [...entries, ...cards, ...await renderThemeParts(model, sources, files, [...known, ...entries, ...cards], b)];
}

/** Each doc of `late` rendered again with its page's sidebar and doc (its hash changed with its HTML). */
function renderSidebarDocs(model: RenderModel, siteDir: string, late: ReadonlyMap<string, LateRender>): void {
  const { docsByRoute } = model.routes;
  for (const route of model.routes.routes) {
    const doc = route.kind === 'doc' ? docsByRoute.get(route.path) : undefined;
    const render = doc && late.get(doc.file);
    if (!render) continue;
    const sidebar = sidebarData(model, route);
    const html = render({ ...(sidebar ? { sidebar } : {}), doc: docPageData(model, siteDir, route.path, route.source) });
    docsByRoute.set(route.path, { ...doc, html: doc.html.map(() => html), hash: sha1(`${doc.hash}\0${html}`) });
  }
}

/** Every generated index's cards, drawn by the site's components in one render, each page's in its own context. */
async function renderIndexCards(model: RenderModel, files: OutputSink, known: readonly Problem[], b: DocPartsBuild): Promise<Problem[]> {
  const pages = model.routes.routes.flatMap((route): IndexCardsPage[] => {
    const sidebar = route.kind === 'generated-index' ? sidebarData(model, route) : undefined;
    return sidebar?.category ? [{ route: route.path, sidebar }] : [];
  });
  if (!pages.length) return [];
  const { site } = model;
  const { renderMdxDocs } = await import('../../mdx/stage.tsx');
  const mdx = await renderMdxDocs([indexCardsModule(b.overrides, pages)!], {
    site, configFile: b.loaded.file, siteDir: b.loaded.root, docsDir: path.resolve(b.loaded.root, site.docs.path!), routesByPath: b.routesByPath,
    url: (p) => withBase(site.baseUrl, p), overrides: b.overrides, ...(b.setup ? { setup: b.setup } : {}), ...(b.globalData ? { globalData: b.globalData } : {}), ...(b.islands ? { islandUrls: b.islands } : {}),
  });
  // A stylesheet the components import leads the HTML: each page's cards bring it.
  const [lead, ...rest] = mdx.docs[0]!.html.text().split(new RegExp(`<template ${CARDS_SEPARATOR}=""></template>`));
  pages.forEach((page, i) => {
    const category = model.routes.categoriesByRoute.get(page.route)!;
    model.routes.categoriesByRoute.set(page.route, { ...category, cards: lead! + (rest[i] ?? '') });
  });
  for (const [f, data] of mdx.files) files.set(f, data);
  return mdx.warnings.filter((w) => !known.some((k) => k.message === w.message));
}
