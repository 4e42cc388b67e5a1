// The docs source: one version of a docs instance (Docusaurus's plugin-content-docs): a folder of Markdown and MDX
// docs with its category files and sidebars file, at the version's route base. The site's `docs` options make the
// first instance; each version of an instance is a source of its own (versions.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import { editPrefixAt, EditUrls, foundIn, fromSite } from '../../docusaurus/edit-url.ts';
import { DOCUSAURUS_CONFIG } from '../../docusaurus/config-file.ts';
import { BuildError } from '../../errors.ts';
import { readSidebarsFile, withStandInNote } from './sidebars-file.ts';
import { sourceVersion, STAGE_SOURCES } from '../../source-version.ts';
import type { Doc, DocsOptions, DocsVersion, SidebarItem, Tag } from '../../types.ts';
import { lastUpdateProblem, lastUpdateShown, readLastUpdates, type LastUpdates } from '../last-update.ts';
import type { ContentSource, LoadContext, LoadedSource } from '../source.ts';
import { mdLinkTargets } from '../md-link-targets.ts';
import { tagResolver, type TagResolver } from '../tags.ts';
import { docTagPages, docTagPaths } from './tag-pages.tsx';
import { docsVersionList } from './generated-routes.ts';
import { contentPluginKey } from '../plugin-key.ts';
import { checkUniqueIds } from '../unique-ids.ts';
import { loadContent } from './load.ts';
import { docsRoutes } from './routes.ts';
import { buildSidebars, type Sidebars } from './sidebar.ts';
import { sidebarOfRoutes } from './sidebar-of.ts';
import { generatedSidebars } from './items-generator.ts';
import { numberPrefixParserOf } from './number-prefix.ts';
import { withoutEmptyCategories } from './empty-categories.ts';
import { CURRENT_VERSION, type VersionPlan } from './versions.ts';
import { DEFAULT_DOCS_ID } from '../../../client/constants.ts';
import { sitePlugins } from '../../mdx/site-plugins.ts';
import { pluginFolder } from '../../i18n/translations.ts';
import { sitePreprocessor } from '../markdown-preprocessor.ts';
import { keyValue, storedKeyValue } from '../../function-identity.ts';
import { configFingerprint } from '../../config/config-fingerprint.ts';
import { siteFrontMatterParser } from '../markdown-front-matter.ts';
import { docsVersionMessages, translatedSidebars } from '../../i18n/docs-translations.ts';

/** Changes whenever the code that reads a doc does (frontmatter, MDX detection, lint): kept docs are keyed by it. */
const SOURCES_STAGE_VERSION = sourceVersion(STAGE_SOURCES.sources);

/** The id of a version's source: the instance's for its current version, `<instance>@<version>` for the others. */
export function docsSourceId(plan: Pick<VersionPlan, 'pluginId' | 'name'>): string {
  return plan.name === CURRENT_VERSION ? plan.pluginId : `${plan.pluginId}@${plan.name}`;
}

/** `lastUpdatesOf`: reads a docs folder's dates (shared by a site's versions: see lastUpdateReader). */
/** `edits`: the site's edit-link answers, shared by every docs instance and version so a bad one is told once. */
export function docsSource(loaded: LoadedConfig, options: DocsOptions, plan: VersionPlan, lastUpdatesOf: (docsDir: string) => Promise<LastUpdates> = (d) => readLastUpdates(d), edits = new EditUrls(loaded.file)): ContentSource {
  const { root } = loaded;
  const id = docsSourceId(plan);
  const { docsDir } = plan;
  const sidebarsFile = plan.sidebarsFile === 'none' ? undefined : plan.sidebarsFile;
  // The main docs' current version keeps plain names: its `.md` links and sidebars are the site's unprefixed ones.
  const scope = id === DEFAULT_DOCS_ID ? '' : `${id}:`;
  const sidebarKey = (name: string) => (id === DEFAULT_DOCS_ID ? name : `${id}/${name}`);
  return {
    id,
    folder: docsDir,
    watched: [docsDir, ...(sidebarsFile ? [sidebarsFile] : [])],
    async load(ctx: LoadContext): Promise<LoadedSource> {
      const routeBase = plan.path === '/' ? '' : plan.path;
      const numberPrefixParser = numberPrefixParserOf(options.numberPrefixParser, loaded.file);
      const searchVersion = plan.versioned ? { pluginId: plan.pluginId, name: plan.name, ...(plan.isLast ? { isLast: true as const } : {}) } : undefined;
      const messages = docsVersionMessages(loaded.translations, plan.pluginId, plan.name, plan.name === CURRENT_VERSION);
      const localizedDir = loaded.translations && path.join(pluginFolder(loaded.translations, 'docs', plan.pluginId), plan.name === CURRENT_VERSION ? 'current' : `version-${plan.name}`);
      const contentOptions = { docsDir, ...(localizedDir ? { localizedDir } : {}), routeBase, trailingSlash: loaded.config.trailingSlash, exclude: options.exclude, include: options.include, linkScope: scope, searchVersion, admonitionKeywords: loaded.config.markdown.admonitionKeywords, titleFromId: options.titleFromId, firstLineDescription: options.firstLineDescription, frontmatterTypos: options.frontmatterTypos, numberPrefixParser, ...sitePreprocessor(loaded), ...siteFrontMatterParser(loaded) };
      // The site's functions key the docs read with them by their identity, not their source (function-identity.ts);
      // on disk, for a later process, by their source and the config's files.
      const given = JSON.stringify([SOURCES_STAGE_VERSION, contentOptions]);
      const functions = [options.numberPrefixParser ?? null, loaded.config.markdown.preprocessor ?? null, loaded.config.markdown.parseFrontMatter ?? null];
      const key = given + JSON.stringify(functions, keyValue);
      const storedKey = functions.some((f) => typeof f === 'function') ? given + JSON.stringify(functions, storedKeyValue(configFingerprint(loaded.file))) : undefined;
      const reusable = ctx.previous && (ctx.previous.key === key || ctx.previous.key === storedKey) ? ctx.previous.docs : undefined;
      // `include: []` asks for no docs (a Docusaurus site without a default docs instance): no folder is needed.
      if (!existsSync(docsDir) && options.include?.length !== 0) {
        throw new BuildError([{ pos: { file: loaded.file }, message: `docs.path: the docs folder ${docsDir} does not exist`, hint: 'create it, or point docs.path (relative to the config file) at the folder that holds the Markdown' }]);
      }
      const content = existsSync(docsDir) ? await loadContent(contentOptions, reusable, reusable && ctx.changedFiles, ctx.bodiesOnDisk) : { docs: [], categories: new Map(), skipped: [] };
      const entries = ctx.includeDrafts ? content.docs : content.docs.filter((d) => d.frontmatter.draft !== true);
      // What `assemble` reads: were it to hold `content`, the docs it read would stay whole (doc-bodies.ts).
      const { categories } = content;
      checkUniqueIds(entries);
      if (sidebarsFile && !existsSync(sidebarsFile)) {
        throw new BuildError([{ pos: { file: loaded.file }, message: `docs.sidebarPath: the sidebars file ${sidebarsFile} does not exist`, hint: 'fix the path (relative to the config file), or remove docs.sidebarPath to generate the sidebar from the folders' }]);
      }
      const sidebarsRead = sidebarsFile ? await readSidebarsFile(sidebarsFile, loaded) : undefined;
      const sidebars = sidebarsRead ? { file: sidebarsFile!, value: sidebarsRead.value } : plan.sidebarsFile === 'none' ? 'none' as const : undefined;
      // Read while Markdown is parsed: git runs in a process of its own.
      const lastUpdates = options.showLastUpdate || options.showLastUpdateAuthor ? lastUpdatesOf(docsDir) : undefined;
      const docsFromRoot = path.relative(root, docsDir).split(path.sep).join('/');
      const editUrl = versionEditUrl(options, plan, root);
      // With `editLocalizedFiles`, a locale's own copy of a doc is edited in its folder (the current version's with `editCurrentVersion`).
      const localizedEdit = localizedDir && options.editLocalizedFiles ? localizedEditUrl(options, root, options.editCurrentVersion ? path.join(path.dirname(localizedDir), 'current') : localizedDir) : undefined;
      // Tags: the version's tags file (relative to its folder; another locale's own first, as Docusaurus finds it), each doc's tags and the tag pages.
      const tagsName = options.tags;
      const tagsFile = tagsName === false ? undefined : [localizedDir, docsDir].flatMap((d) => (d ? [path.resolve(d, tagsName)] : [])).find((f) => existsSync(f)) ?? path.resolve(docsDir, tagsName);
      const tagOptions = { file: tagsFile, base: `${routeBase}/tags`, onInline: options.onInlineTags, trailingSlash: loaded.config.trailingSlash };
      // `@generated/routes`: its tag pages read from the front matter (the problems of its tags are told once the docs are assembled).
      const instancePath = `/${options.routeBasePath}`.replace(/\/+$/, '') || '/';
      const sidebarInput = { categories, routeBase, trailingSlash: loaded.config.trailingSlash, categoryDefaults: { collapsible: options.sidebarCollapsible, collapsed: options.sidebarCollapsed }, numberPrefixParser };
      return {
        id,
        entries,
        generatedRoutes: () => ({
          ...docsVersionList(instancePath, plan.path, entries, options.sidebarItemsGenerator ? undefined : { ...sidebarInput, sidebars }, docTagPaths(tagsOf(tagResolver(tagOptions), entries), entries, `${routeBase}/tags`, loaded.config.trailingSlash)),
          plugin: contentPluginKey('docs', plan.pluginId),
        }),
        linkTargets: mdLinkTargets(entries, docsFromRoot, scope),
        markdownPlugins: sitePlugins(options),
        warnings: [...content.skipped, ...entries.flatMap((d) => d.lint), ...(sidebarsRead?.warning ? [sidebarsRead.warning] : [])],
        kept: { key, ...(storedKey ? { storedKey } : {}), docs: new Map(content.docs.map((d) => [d.relPath, d])) }, ...(contentOptions.preprocess ? { preprocess: contentOptions.preprocess } : {}),
        async assemble(docs: Doc[]) {
          const input = { ...sidebarInput, docs, sidebars };
          if (options.sidebarItemsGenerator) input.sidebars = await generatedSidebars(input, options.sidebarItemsGenerator, { versionName: plan.name, contentPath: docsDir }, root, loaded.file);
          const built = translatedSidebars(withStandInNote(() => withoutEmptyCategories(buildSidebars(input), docs), sidebarsRead?.warning), messages);
          const sidebarTrees: Sidebars = new Map([...built].map(([name, items]) => [sidebarKey(name), items]));
          const { claims, render } = docsRoutes(docs, sidebarTrees, id);
          // A version with `noIndex`: its pages ask search engines not to index them, and the sitemap leaves them out.
          if (plan.noIndex) for (const c of claims) c.route.unlisted = true;
          const updates = await lastUpdates;
          // Of two docs at one path, the page built is the first's (docsRoutes): its edit link and last update are shown.
          const shown = docs.filter((d) => render.docsByRoute.get(d.route) === d);
          const editUrls = new Map(shown.flatMap((d) => {
            const localized = localizedEdit !== undefined && foundIn(d) === localizedDir;
            const edit = edits.ofDoc(localized ? localizedEdit : editUrl, d, { version: plan.name, versionDocsDirPath: fromSite(root, docsDir) }, loaded.config);
            return edit ? [[d.route, edit] as const] : [];
          }));
          const lastUpdated = new Map(shown.flatMap((d) => {
            const change = lastUpdates && lastUpdateShown(updates?.dates.get(d.relPath), d.frontmatter, !!options.showLastUpdate, !!options.showLastUpdateAuthor);
            return change ? [[d.route, change] as const] : [];
          }));
          const version = versionData({ ...plan, label: messages.get('version.label') ?? plan.label }, docs, built);
          const resolveTags = tagResolver(tagOptions);
          const docTags = tagsOf(resolveTags, docs);
          if (resolveTags.problems.fail.length) throw new BuildError(resolveTags.problems.fail);
          const tagPages = docTagPages(docTags, docs, `${routeBase}/tags`, loaded.config, id);
          return {
            claims: [...claims, ...tagPages.claims], sidebars: sidebarTrees, docs, categories, routesFile: sidebarsFile ?? loaded.file,
            render: { ...render, editUrls, lastUpdated, pages: tagPages.pages, docTags },
            warnings: [...(updates?.failure ? [lastUpdateProblem(updates.failure, loaded.file, shownUpdates(options, DOCUSAURUS_CONFIG.test(path.basename(loaded.file))), "the docs'")] : []), ...resolveTags.problems.warn], version, edits,
          };
        },
      };
    },
  };
}


/** Each doc's tags (frontmatter `tags`), by its route: docs without any are left out. */
function tagsOf(resolve: TagResolver, docs: readonly Pick<Doc, 'route' | 'frontmatter' | 'file'>[]): Map<string, Tag[]> {
  return new Map(docs.flatMap((d) => { const tags = resolve.tags(d.frontmatter, d.file); return tags.length ? [[d.route, tags] as const] : []; }));
}

/** The version as the navbar and the client read it (its sidebars by their names in the sidebars file). */
function versionData(plan: VersionPlan, docs: Doc[], sidebars: Sidebars): DocsVersion {
  const sidebarOf = sidebarOfRoutes(sidebars, docs);
  const { docsDir: _d, sidebarsFile: _s, editDir: _e, versioned: _v, ...shown } = plan;
  const labels = new Map(docs.map((d) => [d.route, d.sidebarLabel]));
  return {
    ...shown,
    mainDocId: mainDocId(docs, sidebars, plan.path),
    docs: docs.map((d) => ({ id: d.id, path: d.route, ...(sidebarOf.has(d.route) ? { sidebar: sidebarOf.get(d.route) } : {}) })),
    sidebars: Object.fromEntries([...sidebars].map(([name, items]) => {
      const first = firstPage(items);
      return [name, first ? { link: { path: first, label: labels.get(first) ?? '' } } : {}];
    })),
  };
}

/**
 * A released version's edit links: a string `editUrl` is the URL of the docs folder, so a version's folder is
 * found from it as from the docs folder (`../versioned_docs/version-1.0/`).
 */
function versionEditUrl(options: DocsOptions, plan: VersionPlan, root: string): DocsOptions['editUrl'] {
  const { editUrl } = options;
  if (typeof editUrl !== 'string' || plan.name === CURRENT_VERSION) return editUrl;
  const fromCurrent = path.relative(path.resolve(root, options.path!), path.resolve(root, plan.editDir)).split(path.sep).join('/');
  return fromCurrent ? editPrefixAt(editUrl, `${fromCurrent}/`) : editUrl;
}

/** A string `editUrl` (the URL of the docs folder) made the URL of a locale's folder of the version's docs. */
function localizedEditUrl(options: DocsOptions, root: string, dir: string): string | undefined {
  const { editUrl } = options;
  if (typeof editUrl !== 'string') return undefined;
  return editPrefixAt(editUrl, `${path.relative(path.resolve(root, options.path!), dir).split(path.sep).join('/')}/`);
}

/**
 * Docusaurus's main doc of a version (where the version dropdown and `docsVersion` items lead): the doc at the
 * version's root, else the first doc of its first sidebar, else its first doc.
 */
function mainDocId(docs: Doc[], sidebars: Sidebars, versionPath: string): string {
  const atRoot = docs.find((d) => d.route.replace(/\/$/, '') === versionPath.replace(/\/$/, ''));
  if (atRoot) return atRoot.id;
  const byRoute = new Map(docs.map((d) => [d.route, d.id]));
  const [firstSidebar] = sidebars.values();
  const first = firstSidebar && firstPage(firstSidebar, (href) => byRoute.has(href));
  return (first && byRoute.get(first)) ?? docs[0]?.id ?? '';
}

/** The first page a sidebar lists (depth first), of those `accept` takes. */
function firstPage(items: SidebarItem[], accept: (href: string) => boolean = () => true): string | undefined {
  for (const i of items) {
    const href = i.type === 'doc' && accept(i.href) ? i.href : i.type === 'category' ? (i.href && accept(i.href) ? i.href : firstPage(i.items, accept)) : undefined;
    if (href) return href;
  }
  return undefined;
}

/** The options that ask for the docs' last updates, as the config names them (Docusaurus's: `showLastUpdateTime`). */
function shownUpdates(options: DocsOptions, docusaurus: boolean): string[] {
  return [...(options.showLastUpdate ? [docusaurus ? 'docs.showLastUpdateTime' : 'docs.showLastUpdate'] : []), ...(options.showLastUpdateAuthor ? ['docs.showLastUpdateAuthor'] : [])];
}
