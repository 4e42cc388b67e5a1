// Every route rendered to its page and page data, and the files pages share: a sidebar tree per sidebar (a page
// fetches only its own) and the site's custom CSS. A page whose inputs are unchanged is taken from the previous
// output instead (its render key says so).
import { currentEntriesFile, OWN_ENTRIES_TREE, PAGE_DATA_FILE } from '../../client/constants.ts';
import { entryPath } from '../../templates/sidebar-marks.ts';
import type { Sidebars } from '../content/source.ts';
import { sha1 } from '../hash.ts';
import { SIDEBAR_ITEM_PARTS, type ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import type { CustomCss } from '../docusaurus/custom-css.ts';
import type { DocsVersion, Route, SidebarItem } from '../types.ts';
import { pageFile, routeFile } from './paths.ts';
import type { Pool } from '../threads/pool.ts';
import { renderOnThreads } from './pages-on-worker.ts';
import type { RenderModel } from './render.tsx';
import type { OutputSink } from './write.ts';
import { writeWholeConfig } from './island-site.ts';

/** A site's category drawn as a page's, by its field: its key in the current-entries file (`<category key>:<this>`). */
const CATEGORY_DRAWINGS: Record<string, string> = { drawnTrail: 'trail', drawnOwn: 'own', drawnTrailClosed: 'trail-closed', drawnOwnClosed: 'own-closed' };

/**
 * Writes each sidebar's tree file; returns their paths by sidebar name. With `overrides` holding a site's sidebar
 * entries, it writes nothing: they are drawn later (content/theme/sidebar-items.ts), which writes the trees with them.
 */
export function writeSidebarTrees(files: OutputSink, sidebars: Sidebars, overrides?: ThemeOverrides): Record<string, string> {
  const held = SIDEBAR_ITEM_PARTS.some((p) => overrides?.has(p));
  const treeFiles: Record<string, string> = {};
  for (const [name, items] of sidebars) {
    // A link as its own page's sidebar draws it (a category as its pages' too) goes in a file of its own, which the client fetches on client
    // navigation only (currentEntriesFile); it names the tree file too: the file's name is in every page's render
    // key, which must change with it.
    const whole = JSON.stringify(items);
    const own = /"drawn(?:Active|Trail|Own)"/.test(whole);
    const treeFile = `assets/sidebar${sidebars.size > 1 ? `-${name.replace(/[^\w-]+/g, '_')}` : ''}.${sha1(`${name}\0${whole}`).slice(0, 8)}${own ? OWN_ENTRIES_TREE : '.json'}`;
    treeFiles[name] = treeFile;
    if (held) continue;
    if (!own) {
      files.set(treeFile, whole);
      continue;
    }
    const current: Record<string, string> = {};
    files.set(treeFile, JSON.stringify(items, function (this: unknown, key, value: unknown) {
      if (Object.hasOwn(CATEGORY_DRAWINGS, key)) current[`${(this as { key: string }).key}:${CATEGORY_DRAWINGS[key]}`] = value as string;
      else if (key === 'drawnActive') current[entryPath(items, this as SidebarItem)] = value as string;
      else return value;
      return true;
    }));
    files.set(currentEntriesFile(treeFile)!, JSON.stringify(current));
  }
  return treeFiles;
}

/**
 * Writes the versions of each docs instance that has several (the client reads them to follow the reader's
 * preferred version); returns their paths by instance.
 */
export function writeVersionFiles(files: OutputSink, instances: ReadonlyMap<string, DocsVersion[]>): Record<string, string> {
  const written: Record<string, string> = {};
  for (const [id, versions] of instances) {
    if (versions.length < 2) continue;
    const json = JSON.stringify(versions);
    written[id] = `assets/versions-${id}.${sha1(json).slice(0, 8)}.json`;
    files.set(written[id], json);
  }
  return written;
}

/** Writes the custom CSS, named by its content, and the files it names; returns its path. */
export function writeCustomCss(files: OutputSink, custom: CustomCss | undefined): string | undefined {
  if (custom === undefined) return undefined;
  const file = `assets/custom.${sha1(custom.css).slice(0, 8)}.css`;
  files.set(file, custom.css);
  for (const [name, data] of custom.files) files.set(name, data);
  return file;
}

export interface PageRendering {
  /** What every page shows (the config, the sidebars, other pages' titles, the assets): a change re-renders all. */
  shared: string;
  /** The render keys of the previous build, by route. */
  previousKeys?: ReadonlyMap<string, string>;
  /** Puts the previous build's copy of an output file in place, or returns false (see BuildOptions.reuse). */
  reuse?: (file: string) => boolean;
  onPage?: (done: number, total: number) => void;
  /** The build's worker threads: a large site's pages are rendered on one too (pages-on-worker.ts)… */
  pool?: Pool;
  /** …from this many pages (WORKER_MIN_PAGES by default). */
  workerFrom?: number;
}

/** Renders `routes` into `files`; returns each route's render key, for the next build. */
export async function renderPages(routes: Route[], model: RenderModel, files: OutputSink, how: PageRendering): Promise<Map<string, string>> {
  // Category index cards show the descriptions of the pages they list.
  const cards = sha1(JSON.stringify([...model.descriptions]));
  const renderKeys = new Map<string, string>();
  const todo: Route[] = [];
  writeWholeConfig(files, model.site, model.slots.Root !== undefined);
  let done = 0;
  how.onPage?.(done, routes.length);
  for (const route of routes) {
    const own = route.kind === 'doc' ? `${model.routes.docsByRoute.get(route.path)!.hash}:${JSON.stringify(model.lastUpdated.get(route.path) ?? null)}:${model.editUrls.get(route.path) ?? ''}:${JSON.stringify(model.routes.docTags.get(route.path) ?? [])}`
      : route.kind === 'home' ? sha1(JSON.stringify(model.home!))
      : route.kind === 'generated-index' ? cards + sha1(model.routes.categoriesByRoute.get(route.path)?.cards ?? '') : model.routes.pages.get(route.path)?.key ?? '';
    // The page's own navbar parts (content/theme/navbar-routes.ts).
    const navbar = model.routeSlots?.get(route.path);
    const renderKey = `${how.shared}:${own}${navbar ? `:${sha1(JSON.stringify(navbar))}` : ''}`;
    renderKeys.set(route.path, renderKey);
    const page = pageFile(route.path, model.site.trailingSlash);
    const outputs = route.kind === 'not-found' ? [page] : [page, routeFile(route.path, PAGE_DATA_FILE)];
    if (how.reuse && how.previousKeys?.get(route.path) === renderKey && outputs.every(how.reuse)) how.onPage?.(++done, routes.length);
    else todo.push(route);
  }
  // Pages for a folder on disk may come as UTF-8; a Map's are text (the dev server edits them).
  await renderOnThreads(todo, model, { pool: how.pool, from: how.workerFrom, bytes: !(files instanceof Map) }, (route, [html, pageData]) => {
    files.set(pageFile(route.path, model.site.trailingSlash), html);
    if (pageData !== undefined) files.set(routeFile(route.path, PAGE_DATA_FILE), pageData);
    how.onPage?.(++done, routes.length);
  });
  return renderKeys;
}
