// The site's own Docusaurus plugins as a content source: each plugin's `loadContent()` runs, then its
// `contentLoaded({content, actions})` (then `allContentLoaded({allContent, actions})`), whose `addRoute` makes a page and `createData` a module for it, as Docusaurus
// runs them. A route's `component` (a React file of the site) renders as a React page does (content/pages): through
// the MDX path as a small module that gives it its `modules` (and `props`) as props (route-entry.ts: nested routes too). `setGlobalData` is what
// `useGlobalData()` and `usePluginData(name, id)` read (pluginGlobalData); `injectHtmlTags` adds to every <head>.
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import type { SitePlugin } from '../../config/schema.ts';
import { BuildError, type Problem } from '../../errors.ts';
import { stubsUsedBy } from '../../docusaurus/stubs.ts';
import { quotedPosition } from '../key-position.ts';
import { packageName } from '../../mdx/missing-packages.ts';
import { sha1 } from '../../hash.ts';
import type { Doc, DocSource } from '../../types.ts';
import { obj, type Obj } from '../../values.ts';
import type { ContentSource, LoadedSource, RouteClaim, SourcePage } from '../source.ts';
import { pluginHeadTags } from './head-tags.ts';
import { PLUGIN, type GeneratedRoute } from '../../docusaurus/route-tree.ts';
import { sitePluginKey } from '../plugin-key.ts';
import { listedRoute } from './listed-route.ts';
import { postBuildProps, type PostBuildRoute } from './post-build-routes.ts';
import { blogContentOf, docsContent, type LoadingVersion } from './all-content.ts';
import { withBlogContents } from '../../docusaurus/blog-plugin-stand-in.ts';
import { PLUGINS_SOURCE_ID, routeEntries, write } from './route-entry.ts';

type GlobalData = Record<string, Record<string, unknown>>;
const globalData = new WeakMap<LoadedConfig, GlobalData>();
/** Each plugin's loaded content, for its postBuild. */
const loadedContent = new WeakMap<LoadedConfig, Map<SitePlugin, unknown>>();

/** What the site's plugins gave `setGlobalData`, by plugin name and id; known once this source has loaded. */
export function pluginGlobalData(loaded: LoadedConfig): GlobalData {
  return globalData.get(loaded) ?? {};
}

/**
 * `docs`: the docs versions' loads, for `allContentLoaded`; `blogs`: the blogs' loads by folder, for a plugin that
 * wraps the blog (its `loadContent` is the blog's).
 */
export function pluginsSource(loaded: LoadedConfig, plugins: SitePlugin[], docs: () => readonly LoadingVersion[] = () => [], blogs: ReadonlyMap<string, Promise<LoadedSource>> = new Map()): ContentSource {
  // Where `createData` writes, as Docusaurus's `.docusaurus/<plugin>/<id>/`: beside the build's cache.
  const dataDir = path.join(loaded.root, '.cache', 'plugin-data');
  return {
    id: PLUGINS_SOURCE_ID,
    folder: dataDir,
    watched: plugins.flatMap((p) => watchedPaths(p, loaded)),
    async load(): Promise<LoadedSource> {
      const contents = new Map<SitePlugin, unknown>();
      await withBlogContents(loaded.root, (dir) => blogContentOf(blogs, dir), async () => {
        for (const p of plugins) contents.set(p, await run(loaded.file, p, 'loadContent', () => p.loadContent?.()));
      });
      const allContent: Record<string, Obj> = {};
      for (const [p, content] of contents) (allContent[p.name] ??= {})[p.id] = content;
      const data: GlobalData = {};
      const entries: DocSource[] = [];
      const pluginOf = new Map<string, { plugin: { name: string; id: string }; component?: string; priority?: number }>();
      const listed: GeneratedRoute[] = [];
      // A lifecycle method's actions: addRoute's pages, createData's files, setGlobalData's value.
      const lifecycle = async (p: SitePlugin, method: 'contentLoaded' | 'allContentLoaded', all: Record<string, unknown>) => {
        const dir = path.join(dataDir, p.name.replace(/[^\w@.-]+/g, '-'), p.id);
        const routes: Obj[] = [];
        const actions = {
          addRoute: (route: unknown) => { routes.push(obj(route)); },
          createData: async (name: string, value: unknown) => write(path.join(dir, name), typeof value === 'string' ? value : JSON.stringify(value)),
          setGlobalData: (value: unknown) => { (data[p.name] ??= {})[p.id] = value; },
        };
        await run(loaded.file, p, method, () => p[method]?.({ content: contents.get(p), actions, allContent: all }));
        for (const route of routes) {
          for (const { entry, component } of routeEntries(p, route, dir, loaded)) {
            entries.push(entry);
            pluginOf.set(entry.file, { plugin: { name: p.name, id: p.id }, component, ...(typeof route.priority === 'number' ? { priority: route.priority } : {}) });
          }
          listed.push({ ...listedRoute(route, loaded.config), [PLUGIN]: sitePluginKey(p) });
        }
      };
      for (const p of plugins) await lifecycle(p, 'contentLoaded', allContent);
      // Then, as Docusaurus 3.6+ does, `allContentLoaded` with the docs' content too (all-content.ts).
      if (plugins.some((p) => p.allContentLoaded)) {
        const all = { ...allContent, 'docusaurus-plugin-content-docs': await docsContent(loaded, docs()) };
        for (const p of plugins) if (p.allContentLoaded) await lifecycle(p, 'allContentLoaded', all);
      }
      globalData.set(loaded, data);
      loadedContent.set(loaded, contents);
      const tags: ReturnType<typeof pluginHeadTags>[] = [];
      for (const p of plugins) tags.push(pluginHeadTags(await run(loaded.file, p, 'injectHtmlTags', () => p.injectHtmlTags?.({ content: contents.get(p) })), p.name, loaded.file));
      return {
        id: PLUGINS_SOURCE_ID, entries, generatedRoutes: () => ({ routes: listed, asGiven: true }), linkTargets: new Map(), warnings: [...tags.flatMap((t) => t.problems), ...plugins.flatMap((p) => standInWarning(p, loaded.file))], kept: { key: '', docs: new Map() },
        async assemble(docs: Doc[]) {
          const claims: RouteClaim[] = [];
          const pages = new Map<string, SourcePage>();
          for (const doc of docs) {
            const of = pluginOf.get(doc.file);
            // Named by its plugin and component: its file is one docsgen wrote, which the site does not have.
            const owner = of ? `plugin ${of.plugin.name}'s addRoute (${of.component ?? 'no component'})` : doc.file;
            claims.push({ route: { path: doc.route, kind: 'page', title: doc.title, description: loaded.config.tagline, source: PLUGINS_SOURCE_ID, ...of }, owner, file: doc.file, at: () => ({ file: loaded.file }) });
            pages.set(doc.route, { key: sha1(`${doc.hash}\0${doc.head ?? ''}`), render: () => ({ main: doc.html.text(), ...(doc.head ? { head: doc.head } : {}) }) });
          }
          return {
            claims, sidebars: new Map(), docs: [], categories: new Map(), routesFile: loaded.file, warnings: [], head: tags.map((t) => t.html).join(''),
            render: { docsByRoute: new Map(), categoriesByRoute: new Map(), breadcrumbs: new Map(), pagination: new Map(), editUrls: new Map(), lastUpdated: new Map(), pages },
          };
        },
      };
    },
  };
}

/**
 * `docsgen merge`'s: the plugins' `postBuild` once the shards' outputs are joined, each with its content loaded
 * again (the shards' builds, which loaded it, are over).
 */
export async function runPostBuildAfterMerge(loaded: LoadedConfig, outDir: string, routes: PostBuildRoute[]): Promise<void> {
  const contents = new Map<SitePlugin, unknown>();
  for (const p of loaded.config.plugins) if (p.postBuild) contents.set(p, await run(loaded.file, p, 'loadContent', () => p.loadContent?.()));
  loadedContent.set(loaded, contents);
  await runPostBuild(loaded, outDir, routes);
}

/**
 * Each plugin's `postBuild`, once the site is written to `outDir`: with its content, the site's routes as Docusaurus
 * gives them (post-build-routes.ts: `routesPaths`, `routes` naming their plugins, `routesBuildMetadata`) and the
 * loaded plugins (`plugins`: the site's own that docsgen ran, each `{name, options: {id}, content}`; docsgen's docs
 * and blog are not among them).
 */
export async function runPostBuild(loaded: LoadedConfig, outDir: string, routes: readonly PostBuildRoute[]): Promise<void> {
  const props = postBuildProps(routes, loaded.config.baseUrl, loaded.config);
  const contents = [...loadedContent.get(loaded) ?? []];
  const plugins = contents.map(([p, content]) => ({ name: p.name, options: { id: p.id }, content }));
  for (const [p, content] of contents) {
    if (p.postBuild) await run(loaded.file, p, 'postBuild', () => p.postBuild!({ ...p.context, outDir, ...props, plugins, content }));
  }
}

/**
 * What a plugin's `getPathsToWatch` names, for `docsgen serve`: files and folders; a glob (`recipes/**` with a
 * file pattern) as the folder it starts from, whose changes are then all seen.
 */
function watchedPaths(p: SitePlugin, loaded: LoadedConfig): string[] {
  if (typeof p.getPathsToWatch !== 'function') return [];
  const given = p.getPathsToWatch();
  return (Array.isArray(given) ? given : []).filter((g): g is string => typeof g === 'string').map((g) => {
    const parts = path.resolve(loaded.root, g).split(path.sep);
    const glob = parts.findIndex((part) => /[*?[\]{}!]/.test(part));
    return glob === -1 ? parts.join(path.sep) : parts.slice(0, glob).join(path.sep) || path.sep;
  });
}

/** Per plugin, the packages not installed whose stand-ins its lifecycle methods used. */
const standInsUsed = new WeakMap<SitePlugin, Set<string>>();

/** A lifecycle method's call; what it throws names the plugin and the method. */
async function run<T>(file: string, p: SitePlugin, method: string, call: () => T): Promise<Awaited<T>> {
  try {
    const [value, stubs] = await stubsUsedBy(call);
    if (stubs.size) standInsUsed.set(p, new Set([...(standInsUsed.get(p) ?? []), ...stubs]));
    return value;
  } catch (err) {
    throw new BuildError([{ pos: { file }, message: `plugin ${p.name} threw in ${method}: ${(err as Error).message?.split('\n')[0] ?? String(err)}`, hint: `fix the plugin's ${method}, or remove the plugin from plugins` }]);
  }
}

/** A plugin that ran on stand-ins of packages that are not installed: what it made may be empty or wrong. */
function standInWarning(p: SitePlugin, file: string): Problem[] {
  const ids = [...(standInsUsed.get(p) ?? [])].sort();
  if (!ids.length) return [];
  const packages = [...new Set(ids.map(packageName))];
  return [{
    pos: quotedPosition(file, [p.name]),
    message: `plugin ${p.name} ran with stand-ins for ${ids.join(', ')}, not installed here: what it made (its data, routes and head tags) may be empty or wrong`,
    hint: `npm install ${packages.join(' ')} (in the site folder), then build again`,
  }];
}
