// The docs source: a folder of Markdown and MDX docs with its category files and sidebars file, at a route base
// (Docusaurus's plugin-content-docs, one instance). The site's `docs` options make the first one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import { editUrlOf } from '../../docusaurus/edit-url.ts';
import { BuildError } from '../../errors.ts';
import { importModule } from '../../import-module.ts';
import { sourceVersion, STAGE_SOURCES } from '../../source-version.ts';
import type { Doc, DocSource, SiteConfig } from '../../types.ts';
import { readLastUpdates } from '../last-update.ts';
import type { ContentSource, LoadContext, LoadedSource } from '../source.ts';
import { checkUniqueIds } from '../unique-ids.ts';
import { loadContent } from './load.ts';
import { docsRoutes } from './routes.ts';
import { buildSidebars } from './sidebar.ts';

/** Changes whenever the code that reads a doc does (frontmatter, MDX detection, lint): kept docs are keyed by it. */
const SOURCES_STAGE_VERSION = sourceVersion(STAGE_SOURCES.sources);

export function docsSource(loaded: LoadedConfig, id: string, options: SiteConfig['docs']): ContentSource {
  const { root } = loaded;
  const docsDir = path.resolve(root, options.path!);
  const sidebarsFile = options.sidebarPath ? path.resolve(root, options.sidebarPath) : undefined;
  return {
    id,
    folder: docsDir,
    watched: [docsDir, ...(sidebarsFile ? [sidebarsFile] : [])],
    async load(ctx: LoadContext): Promise<LoadedSource> {
      const routeBase = `/${options.routeBasePath}`.replace(/\/+$/, '').replace(/^\/+/, '/');
      const contentOptions = { docsDir, routeBase, trailingSlash: loaded.config.trailingSlash, exclude: options.exclude, include: options.include };
      const key = JSON.stringify([SOURCES_STAGE_VERSION, contentOptions]);
      const reusable = ctx.previous?.key === key ? ctx.previous.docs : undefined;
      if (!existsSync(docsDir)) {
        throw new BuildError([{ pos: { file: loaded.file }, message: `docs.path: the docs folder ${docsDir} does not exist`, hint: 'create it, or point docs.path (relative to the config file) at the folder that holds the Markdown' }]);
      }
      const content = await loadContent(contentOptions, reusable, reusable && ctx.changedFiles);
      const entries = ctx.includeDrafts ? content.docs : content.docs.filter((d) => d.frontmatter.draft !== true);
      checkUniqueIds(entries);
      if (sidebarsFile && !existsSync(sidebarsFile)) {
        throw new BuildError([{ pos: { file: loaded.file }, message: `docs.sidebarPath: the sidebars file ${sidebarsFile} does not exist`, hint: 'fix the path (relative to the config file), or remove docs.sidebarPath to generate the sidebar from the folders' }]);
      }
      const sidebars = sidebarsFile ? { file: sidebarsFile, value: await importModule(sidebarsFile) } : options.sidebarPath === false ? 'none' as const : undefined;
      // Read while Markdown is parsed: git runs in a process of its own.
      const lastUpdates = options.showLastUpdate ? readLastUpdates(docsDir, loaded.file) : undefined;
      const docsFromRoot = path.relative(root, docsDir).split(path.sep).join('/');
      return {
        id,
        entries,
        linkTargets: mdLinkTargets(entries, docsFromRoot),
        warnings: [...content.skipped, ...entries.flatMap((d) => d.lint)],
        kept: { key, docs: new Map(content.docs.map((d) => [d.relPath, d])) },
        async assemble(docs: Doc[]) {
          const sidebarTrees = buildSidebars({ docs, categories: content.categories, routeBase, trailingSlash: loaded.config.trailingSlash, sidebars });
          const { claims, render } = docsRoutes(docs, sidebarTrees);
          const updates = await lastUpdates;
          const editUrls = new Map(docs.flatMap((d) => {
            const edit = editUrlOf(options.editUrl, d, docsFromRoot, loaded.config.locale);
            return edit ? [[d.route, edit] as const] : [];
          }));
          const lastUpdated = new Map(docs.flatMap((d) => {
            const date = updates?.dates.get(d.relPath);
            return date === undefined ? [] : [[d.route, date] as const];
          }));
          return {
            claims, sidebars: sidebarTrees, docs, categories: content.categories, routesFile: sidebarsFile ?? loaded.file,
            render: { ...render, editUrls, lastUpdated }, warnings: updates?.problem ? [updates.problem] : [],
          };
        },
      };
    },
  };
}

/** `.md` link targets: docs-relative paths, and (with a leading `/`) site-relative ones, as Docusaurus resolves them. */
function mdLinkTargets(docs: DocSource[], docsFromRoot: string): Map<string, string> {
  const targets = new Map(docs.map((d) => [d.relPath, d.route]));
  if (!docsFromRoot.startsWith('..') && !path.isAbsolute(docsFromRoot)) {
    for (const d of docs) targets.set(`/${docsFromRoot ? `${docsFromRoot}/` : ''}${d.relPath}`, d.route);
  }
  return targets;
}
