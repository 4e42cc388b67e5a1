// Pages rendered on a worker thread (pages-on-worker.ts): what of the render model the worker is sent once (the
// site, the sidebars, the assets…), what it is sent per page (the route, its doc and that doc's HTML, its crumbs and
// neighbours…), and the model it renders each batch from. Sent as V8 serializations, so a model a worker cannot take
// (a site config holding a function) fails here, on the calling thread, which then renders those pages itself.
import { deserialize, serialize } from 'node:v8';
import { inMemory } from '../doc-html.ts';
import type { CategoryItem } from '../content/source.ts';
import type { Crumb, Doc, PageLink, Route, Tag } from '../types.ts';
import { renderRoute, type RenderModel } from './render.tsx';
import type { LastUpdate } from '../content/last-update.ts';

/** What every page a worker renders shares; with `bytes`, pages come back as UTF-8 (the output is written to disk). */
type SharedModel = Pick<RenderModel, 'site' | 'assets' | 'sidebars' | 'instances' | 'versionOf' | 'siteHead' | 'slots'> & { bytes: boolean };

/** A doc as a page shows it: its HTML as text, without what only the other stages read (its source, its search text). */
type RenderedDoc = Omit<Doc, 'html' | 'body' | 'sections' | 'links' | 'elementIds' | 'lint'> & { html: string };

/** One page to render, with what of the model is its own. */
interface RouteJob {
  route: Route;
  doc?: RenderedDoc;
  category?: CategoryItem;
  crumbs?: Crumb[];
  nav?: { prev?: PageLink; next?: PageLink };
  tags?: Tag[];
  editUrl?: string;
  lastUpdated?: LastUpdate;
  /** A category index's cards: the descriptions of the pages it lists. */
  descriptions?: [href: string, description: string][];
  /** The page's own HTML of the site's navbar parts that read the URL. */
  slots?: RenderModel['slots'];
}

/** A page as written: its HTML and, but for the not-found page, its page data as JSON (as text, or as UTF-8). */
export type RenderedPage = [html: string | Uint8Array, pageData?: string | Uint8Array];

export function renderPage(route: Route, model: RenderModel): [html: string, pageData?: string] {
  const { html, pageData } = renderRoute(route, model);
  return route.kind === 'not-found' ? [html] : [html, JSON.stringify(pageData)];
}

/** Whether a worker can render `route`: docs and category indexes (other pages run the site's own code, which stays here). */
export function movable(route: Route): boolean {
  return route.kind === 'doc' || route.kind === 'generated-index';
}

/**
 * The model's shared part, serialized; throws when it holds what cannot be (a function). With `bytes`, the worker
 * encodes the pages (this thread, which writes them, then has no text to encode, and less to collect).
 */
export function sharedModel({ site, assets, sidebars, instances, versionOf, siteHead, slots }: RenderModel, bytes: boolean): Uint8Array {
  return serialize({ site, assets, sidebars, instances, versionOf, siteHead, slots, bytes } satisfies SharedModel);
}

/** The jobs of `routes` (each movable), serialized; throws when one cannot be. */
export function routeJobs(routes: Route[], model: RenderModel): Uint8Array {
  const { routes: site } = model;
  return serialize(routes.map((route): RouteJob => {
    const { path } = route;
    const found = site.docsByRoute.get(path);
    const doc = found && shownDoc(found);
    const category = route.kind === 'generated-index' ? site.categoriesByRoute.get(path) : undefined;
    const descriptions = category?.items.flatMap((i): [string, string][] => {
      if (i.type !== 'doc' && i.type !== 'link') return [];
      const d = model.descriptions.get(i.href);
      return d === undefined ? [] : [[i.href, d]];
    });
    return {
      route, doc, category, crumbs: site.breadcrumbs.get(path), nav: site.pagination.get(path), tags: site.docTags.get(path),
      editUrl: model.editUrls.get(path), lastUpdated: model.lastUpdated.get(path), descriptions, slots: model.routeSlots?.get(path),
    };
  }));
}

function shownDoc({ html, body: _body, sections: _sections, links: _links, elementIds: _ids, lint: _lint, ...shown }: Doc): RenderedDoc {
  return { ...shown, html: html.text() };
}

const utf8 = new TextEncoder();

/** The worker's side: renders serialized jobs against the shared model it was sent. */
export function jobRenderer(shared: Uint8Array): (jobs: Uint8Array) => RenderedPage[] {
  const model = deserialize(shared) as SharedModel;
  return (serialized) => {
    const jobs = deserialize(serialized) as RouteJob[];
    const own = <V>(pick: (job: RouteJob) => V | undefined) => new Map(jobs.flatMap((j) => {
      const v = pick(j);
      return v === undefined ? [] : [[j.route.path, v] as const];
    }));
    const pageModel: RenderModel = {
      ...model,
      descriptions: new Map(jobs.flatMap((j) => j.descriptions ?? [])),
      editUrls: own((j) => j.editUrl), lastUpdated: own((j) => j.lastUpdated), routeSlots: own((j) => j.slots),
      routes: {
        routes: [], pages: new Map(), docsByRoute: own((j) => j.doc && ({ ...j.doc, html: inMemory(j.doc.html) } as Doc)),
        categoriesByRoute: own((j) => j.category), breadcrumbs: own((j) => j.crumbs), pagination: own((j) => j.nav), docTags: own((j) => j.tags),
      },
    };
    const pages = jobs.map((j) => renderPage(j.route, pageModel));
    return model.bytes ? pages.map((page) => page.map((text) => utf8.encode(text)) as RenderedPage) : pages;
  };
}
