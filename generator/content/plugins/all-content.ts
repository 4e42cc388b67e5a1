// What a site plugin's `allContentLoaded({allContent, actions})` reads of the docs (Docusaurus 3.6+ runs it once every
// plugin's content is loaded): `allContent['docusaurus-plugin-content-docs'][<instance id>]`, in the docs plugin's
// shape as far as plugins read it — `loadedVersions`, each with its `versionName`, `label`, `path` and `docs`, each
// doc with `id`, `title`, `description`, `source` (`@site/…`, from the site's folder), `permalink` (with the base
// URL), `frontMatter`, `draft`, `unlisted`. A search index made from the docs is the common use.
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import type { DocSource } from '../../types.ts';
import { withBase } from '../../url.ts';
import type { VersionPlan } from '../docs/versions.ts';
import type { ContentSource, LoadedSource } from '../source.ts';

/** A docs version's plan and its source's load, as the build started it. */
export interface LoadingVersion {
  plan: VersionPlan;
  loading: Promise<LoadedSource>;
}

export async function docsContent(loaded: LoadedConfig, versions: readonly LoadingVersion[]): Promise<Record<string, unknown>> {
  const instances: Record<string, { loadedVersions: unknown[] }> = {};
  for (const { plan, loading } of versions) {
    const source = await loading;
    (instances[plan.pluginId] ??= { loadedVersions: [] }).loadedVersions.push({
      versionName: plan.name, label: plan.label, path: withBase(loaded.config.baseUrl, plan.path), isLast: plan.isLast,
      docs: source.entries.map((d) => docOf(d, loaded)),
    });
  }
  return instances;
}

function docOf(d: DocSource, loaded: LoadedConfig) {
  const fm = d.frontmatter as Record<string, unknown>;
  const heading = /^#[ \t]+(.+?)[ \t]*#*[ \t]*$/m.exec(d.body)?.[1];
  const title = typeof fm.title === 'string' ? fm.title : heading ?? d.idTitle ?? d.id;
  return {
    id: d.id, title, description: typeof fm.description === 'string' ? fm.description : d.excerpt ?? '',
    source: `@site/${path.relative(loaded.root, d.file).split(path.sep).join('/')}`,
    permalink: withBase(loaded.config.baseUrl, d.route), frontMatter: fm,
    draft: fm.draft === true, unlisted: fm.unlisted === true,
  };
}

/** `source` (a docs version's), its loads noted in `into` for the plugins' allContentLoaded. */
export function notingLoads(source: ContentSource, plan: VersionPlan, into: LoadingVersion[]): ContentSource {
  return {
    ...source,
    load(opts) {
      const loading = source.load(opts);
      const i = into.findIndex((v) => v.plan === plan);
      into.splice(i === -1 ? into.length : i, i === -1 ? 0 : 1, { plan, loading });
      return loading;
    },
  };
}

/** `source` (a blog's, of the folder `dir`), its loads noted in `into` by that folder, for a plugin wrapping the blog. */
export function notingBlogLoads(source: ContentSource, dir: string, into: Map<string, Promise<LoadedSource>>): ContentSource {
  return { ...source, load: (opts) => { const loading = source.load(opts); into.set(dir, loading); return loading; } };
}

/** The content of the blog of the folder `dir` (its source's `pluginContent`), once the build loaded it. */
export async function blogContentOf(loads: ReadonlyMap<string, Promise<LoadedSource>>, dir: string): Promise<unknown> {
  const loading = loads.get(dir);
  if (!loading) throw new Error(`no blog is built from ${dir} (docsgen builds the blog of the wrapper's options: is its path that folder?)`);
  return (await loading).pluginContent?.();
}
