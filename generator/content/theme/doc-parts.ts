// The site's parts of a doc page (`src/theme/DocItem/Footer`, `DocPaginator`, `EditThisPage`…; DOC_PARTS), which
// depend on the page: once the docs are assembled (their edit URLs, dates, neighbours and crumbs known), one module
// renders every doc page's parts, each page's inside its data (`useDoc()`), through the MDX path as a doc's
// components are (a part with state hydrates as an island with its page's data). Each page then draws its parts'
// HTML in their places (templates/doc-parts.tsx); with none, nothing here runs.
import path from 'node:path';
import { DOC_PARTS, type ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { sha1 } from '../../hash.ts';
import { withBase } from '../../url.ts';
import type { RenderModel } from '../../output/render.tsx';
import type { Problem } from '../../errors.ts';
import type { OutputSink } from '../../output/write.ts';
import type { Doc } from '../../types.ts';
import type { DocPageData, DocPartsPage } from '../../../templates/theme/context.ts';
import { HEAD } from '../../../templates/theme/DocItem/parts.tsx';
import { docPartsModule } from './later-parts.ts';
import { tocValue } from '../../markdown/toc-value.ts';
import { docToc } from '../../../templates/DocPage.tsx';
import { renderParts } from './parts-render.ts';
import type { PartsBuild } from '../source.ts';

/** The parts of the table of contents, drawn only where it shows headings. */
const TOC_PARTS = new Set<string>(['TOC', 'TOCItems', 'TOCItems/Tree', 'TOCCollapsible']);

export type DocPartsBuild = PartsBuild;

/**
 * Renders the site's doc-page parts for every doc page of `model` and gives each doc its parts' HTML (`doc.parts`,
 * its hash changed with them); puts the files they bring (islands, stylesheets) in `files`. Returns the problems
 * `known` does not hold yet (a package they import that is not installed).
 */
export async function renderDocParts(model: RenderModel, files: OutputSink, known: readonly Problem[], b: DocPartsBuild): Promise<Problem[]> {
  const module = docPartsModule(b.overrides);
  if (!module) return [];
  const names = DOC_PARTS.filter((p) => b.overrides.has(p));
  const { site } = model;
  const pages = model.routes.routes.filter((r) => r.kind === 'doc').map((route): DocPartsPage => {
    const doc = docPageData(model, b.loaded.root, route.path, route.source);
    const fm = doc.frontMatter;
    const levels = { minHeadingLevel: Number(fm.toc_min_heading_level ?? site.tableOfContents.minHeadingLevel), maxHeadingLevel: Number(fm.toc_max_heading_level ?? site.tableOfContents.maxHeadingLevel) };
    const showToc = docToc({ ctx: { site }, doc: model.routes.docsByRoute.get(route.path)! }).length > 0;
    // What Docusaurus leaves out: an edit link without an edit URL, a date without one, tags where the doc has none,
    // a table of contents without headings.
    const parts = names.filter((p) => (p !== 'EditThisPage' || doc.metadata.editUrl) && (p !== 'LastUpdated' || doc.metadata.lastUpdatedAt !== undefined || doc.metadata.lastUpdatedBy !== undefined)
      && (p !== 'TagsListInline' || doc.metadata.tags.length) && (showToc || !TOC_PARTS.has(p)));
    return { route: route.path, doc, parts, tocLevels: levels };
  });
  const mdx = await renderParts(module, site, b, { docPages: pages });
  const byPage = mdx.byThing;
  pages.forEach((page, i) => {
    const doc = model.routes.docsByRoute.get(page.route)!;
    // The tags the parts put in <head> join the doc's own.
    const { [HEAD]: head, ...parts } = byPage.get(i) ?? {};
    model.routes.docsByRoute.set(page.route, { ...doc, parts, hash: sha1(`${doc.hash}\0${JSON.stringify(parts)}\0${head ?? ''}`), ...(head ? { head: (doc.head ?? '') + head } : {}) });
  });
  for (const [f, data] of mdx.files) files.set(f, data);
  return mdx.warnings.filter((w) => !known.some((k) => k.message === w.message));
}

/** The page's doc as `useDoc()` gives it; links carry the base URL, as Docusaurus's permalinks do. */
export function docPageData(model: RenderModel, siteDir: string, route: string, source: string | undefined): DocPageData {
  const { routes, site } = model;
  const doc: Doc = routes.docsByRoute.get(route)!;
  const url = (p: string) => withBase(site.baseUrl, p);
  const nav = routes.pagination.get(route) ?? {};
  const link = (l?: { title: string; href: string }) => l && { title: l.title, permalink: url(l.href) };
  const crumbs = routes.breadcrumbs.get(route) ?? [];
  const editUrl = model.editUrls.get(route);
  const lastUpdate = model.lastUpdated.get(route);
  const version = source === undefined ? undefined : model.versionOf.get(source);
  const previous = link(nav.prev);
  const next = link(nav.next);
  return {
    metadata: {
      id: doc.id, unversionedId: doc.id, title: doc.title, description: doc.description, permalink: url(route), slug: route, source: `@site/${path.relative(siteDir, doc.file).split(path.sep).join('/')}`,
      unlisted: doc.frontmatter.unlisted === true, tags: (routes.docTags.get(route) ?? []).map((t) => ({ label: t.label, permalink: url(t.permalink) })),
      frontMatter: doc.frontmatter, version: version?.name ?? 'current', ...(editUrl ? { editUrl } : {}), ...(lastUpdate?.at !== undefined ? { lastUpdatedAt: lastUpdate.at } : {}), ...(lastUpdate?.by !== undefined ? { lastUpdatedBy: lastUpdate.by } : {}),
      ...(previous ? { previous } : {}), ...(next ? { next } : {}),
    },
    frontMatter: doc.frontmatter,
    toc: doc.headings.filter((h) => h.depth >= 2).map((h) => ({ value: tocValue(h), id: h.id, level: h.depth })),
    ...(doc.h1 !== undefined ? { contentTitle: doc.h1 } : {}),
    breadcrumbs: crumbs.map((c, i) => ({ type: i === crumbs.length - 1 ? 'link' : 'category', label: c.label, ...(c.href ? { href: url(c.href) } : {}) })),
  };
}
