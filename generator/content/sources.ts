// The content sources a site's config makes: each version of each docs instance (the main docs, `docsInstances`),
// each blog instance and each folder of the site's own pages.
import path from 'node:path';
import type { LoadedConfig } from '../config/load.ts';
import { blogSource } from './blog/source.ts';
import { siteBlogs } from './blog/instances.ts';
import { docsSource, docsSourceId } from './docs/source.ts';
import { lastUpdateReader } from './last-update.ts';
import { planVersions } from './docs/versions.ts';
import { pagesSource } from './pages/source.tsx';
import { themeSource } from './theme/source.ts';
import { pluginGlobalData, pluginsSource } from './plugins/source.ts';
import { notingBlogLoads, notingLoads, type LoadingVersion } from './plugins/all-content.ts';

import { findThemeOverrides, type ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import type { DocsInstances } from '../docusaurus/nav-links.ts';
import type { DocsOptions, DocsVersion } from '../types.ts';
import type { AssembledSource, ContentSource, LoadedSource } from './source.ts';
import { DEFAULT_DOCS_ID } from '../../client/constants.ts';
import { EditUrls } from '../docusaurus/edit-url.ts';
import type { Problem } from '../errors.ts';
import { withBase } from '../url.ts';
import { siteGeneratedFiles } from './site-generated-files.ts';

/** The site's own plugins' `postBuild`, for the build that writes the site. */
export { runPostBuild } from './plugins/source.ts';
export { postBuildRoutes } from './plugins/post-build-routes.ts';

/** Docusaurus's id of a content plugin instance that names none. */
export const DEFAULT_SOURCE_ID = DEFAULT_DOCS_ID;

/** `overrides`: the site's theme components (`src/theme`); the page parts among them are a source too. */
export function contentSources(loaded: LoadedConfig, overrides: ThemeOverrides = findThemeOverrides(loaded.root, loaded.config.plugins)): ContentSource[] {
  const plans = docsInstances(loaded).flatMap((options) => planVersions(loaded.root, loaded.file, options).map((plan) => ({ options, plan })));
  const lastUpdates = lastUpdateReader(plans.filter((p) => p.options.showLastUpdate || p.options.showLastUpdateAuthor).map((p) => p.plan.docsDir));
  const edits = new EditUrls(loaded.file);
  const loading: LoadingVersion[] = [];
  const docs = plans.map(({ options, plan }) => notingLoads(docsSource(loaded, options, plan, lastUpdates, edits), plan, loading));
  const blogs = new Map<string, Promise<LoadedSource>>();
  return [
    ...docs, ...siteBlogs(loaded.config).map((blog) => notingBlogLoads(blogSource(loaded, blog), path.resolve(loaded.root, blog.path), blogs)), ...[loaded.config.pages, ...loaded.config.pagesInstances].flatMap((pages) => (pages ? [pagesSource(loaded, pages)] : [])),
    ...(overrides.size ? [themeSource(loaded, overrides)] : []), ...(loaded.config.plugins.length ? [pluginsSource(loaded, loaded.config.plugins, () => loading, blogs)] : []),
  ];
}

function docsInstances(loaded: LoadedConfig): DocsOptions[] {
  return [{ ...loaded.config.docs, id: DEFAULT_SOURCE_ID }, ...loaded.config.docsInstances];
}

/**
 * What components read with `useGlobalData()`: Docusaurus's `docusaurus-plugin-content-docs` entry (each docs
 * instance's route and versions, with each version's docs — id and route — once `loaded` sources are given) and what
 * the site's own plugins set.
 */
export function docsGlobalData(loaded: LoadedConfig, sources: readonly LoadedSource[] = []): GlobalData {
  const entriesOf = new Map(sources.map((s) => [s.id, s.entries]));
  // Paths under the base URL, as Docusaurus gives them (and as `useLocation()` reads: templates/theme/docusaurus/router.ts).
  const url = (p: string) => withBase(loaded.config.baseUrl, p);
  const instances = Object.fromEntries(docsInstances(loaded).map((options) => [options.id, {
    path: url(`/${options.routeBasePath}`.replace(/\/+$/, '')),
    versions: planVersions(loaded.root, loaded.file, options).map((v) => ({
      name: v.name, label: v.label, isLast: v.isLast, path: url(v.path), mainDocId: '', docs: (entriesOf.get(docsSourceId(v)) ?? []).map((d) => ({ id: d.id, path: url(d.route) })),
    })),
  }]));
  // The site's own plugins' data is known once their source has loaded (content/plugins/source.ts).
  return { ...pluginGlobalData(loaded), 'docusaurus-plugin-content-docs': instances };
}

type GlobalData = Record<string, Record<string, unknown>>;

/**
 * `sources` with the site's own part, as `@generated/routes` and the `.docusaurus/` files are made from them
 * (knownRoutes): its global data, locales, words and versions (site-generated-files.ts).
 */
export function withSiteFiles(loaded: LoadedConfig, sources: LoadedSource[]): Pick<LoadedSource, 'linkTargets' | 'generatedRoutes' | 'generatedFiles'>[] {
  return [...sources, { linkTargets: new Map(), generatedFiles: () => siteGeneratedFiles(loaded, docsGlobalData(loaded, sources)) }];
}

/** Each docs instance's versions, in the order their sources come (`current` first, then newest first). */
export function instanceVersions(assembled: AssembledSource[]): DocsInstances {
  const instances = new Map<string, DocsVersion[]>();
  for (const { version } of assembled) {
    if (!version) continue;
    const list = instances.get(version.pluginId);
    if (list) list.push(version);
    else instances.set(version.pluginId, [version]);
  }
  return instances;
}

/** The assembled sources' warnings, with the docs' `editUrl` answers that are not links told once for the site. */
export function assembledWarnings(assembled: AssembledSource[]): Problem[] {
  const edits = new Set(assembled.flatMap((s) => (s.edits ? [s.edits] : [])));
  return [...assembled.flatMap((s) => s.warnings), ...[...edits].flatMap((e) => e.problems())];
}
