// The site's own pages (Docusaurus's plugin-content-pages): every file of `src/pages` is a page at the route its
// path gives (`help.js` → `/help`, `guides/index.md` → `/guides/`), `_` files and folders excepted. Markdown and MDX
// pages go through the Markdown stage as docs do; a React page (`.js`, `.jsx`, `.ts`, `.tsx`: its default export)
// through the MDX path as a one-line module that renders it, so its components bundle, render on the server and
// hydrate as islands exactly as a doc's do.
import { existsSync, readFileSync } from 'node:fs';
import { sitePreprocessor } from '../markdown-preprocessor.ts';
import { siteFrontMatterParser } from '../markdown-front-matter.ts';
import path from 'node:path';
import picomatch from 'picomatch';
import { renderToString } from 'react-dom/server';
import { MarkdownPageMain } from '../../../templates/MarkdownPage.tsx';
import type { LoadedConfig } from '../../config/load.ts';
import { BuildError, type Problem } from '../../errors.ts';
import { sha1 } from '../../hash.ts';
import { REACT_PAGE } from '../../mdx/format.ts';
import type { Doc, DocSource, PagesOptions, Route, SiteConfig } from '../../types.ts';
import { applyTrailingSlash, isCategoryIndex, parseDocSource, titledByHeading, type ContentOptions } from '../docs/doc-source.ts';
import { DEFAULT_EXCLUDE } from '../docs/load.ts';
import { imageOf } from '../docs/routes.ts';
import { findContentFiles } from '../discover.ts';
import { pluginFolder } from '../../i18n/translations.ts';
import { mdLinkTargets } from '../md-link-targets.ts';
import type { ContentSource, LoadedSource, RouteClaim, SourcePage } from '../source.ts';
import { tocHeadings } from '../../../templates/TableOfContents.tsx';
import { sitePlugins } from '../../mdx/site-plugins.ts';
import { pageFooters, type PageFooter } from './page-footer.ts';
import { contentPluginKey } from '../plugin-key.ts';

export const PAGES_SOURCE_ID = 'pages';

/** A pages instance's source id: `pages`, or `pages-<id>` for an instance with an id of its own. */
export const pagesSourceId = (id: string | undefined) => (id ? `${PAGES_SOURCE_ID}-${id}` : PAGES_SOURCE_ID);

export function pagesSource(loaded: LoadedConfig, options: PagesOptions & { id?: string }): ContentSource {
  const sourceId = pagesSourceId(options.id);
  const dir = path.resolve(loaded.root, options.path);
  const routeBase = `/${options.routeBasePath}`.replace(/\/+$/, '');
  // Another locale: its own copy of a page where its folder has one (Docusaurus lists the default locale's pages).
  const localized = loaded.translations && pluginFolder(loaded.translations, 'pages', options.id);
  const fileOf = (rel: string) => (localized && existsSync(path.join(localized, rel)) ? path.join(localized, rel) : path.join(dir, rel));
  return {
    id: sourceId,
    folder: dir,
    watched: [dir],
    async load(ctx): Promise<LoadedSource> {
      // Git is read (for the pages' dates) while the pages compile.
      const footersOf = pageFooters(loaded, options, [dir, ...(localized && existsSync(localized) ? [localized] : [])]);
      const included = picomatch(options.include);
      const excluded = picomatch([...new Set([...DEFAULT_EXCLUDE.slice(0, 2), ...(options.exclude ?? DEFAULT_EXCLUDE)])]);
      const found = findContentFiles(dir, (name) => /\.(jsx?|tsx?|mdx?)$/.test(name));
      const problems: Problem[] = [...found.unreadable];
      const entries: DocSource[] = [];
      for (const rel of found.files.filter((f) => included(f) && !excluded(f))) {
        try {
          const page = await readPage(fileOf(rel), rel, { routeBase, trailingSlash: loaded.config.trailingSlash, siteTitle: loaded.config.title, admonitionKeywords: loaded.config.markdown.admonitionKeywords, firstLineDescription: loaded.config.docs.firstLineDescription, sourceId, ...sitePreprocessor(loaded), ...siteFrontMatterParser(loaded) });
          if (ctx.includeDrafts || page.frontmatter.draft !== true) entries.push(page);
        } catch (err) {
          if (err instanceof BuildError) problems.push(...err.problems);
          else throw err;
        }
      }
      if (problems.length) throw new BuildError(problems);
      const markdown = entries.filter((e) => !REACT_PAGE.test(e.relPath));
      const component = (page: Pick<DocSource, 'relPath' | 'file'>) => (REACT_PAGE.test(page.relPath) ? `@site/${path.relative(loaded.root, page.file).split(path.sep).join('/')}` : '@theme/MDXPage');
      return {
        id: sourceId,
        entries,
        generatedRoutes: () => ({ routes: entries.map((e) => ({ path: e.route, exact: true, component: component(e) })), plugin: contentPluginKey('pages', options.id) }),
        linkTargets: mdLinkTargets(markdown, path.relative(loaded.root, dir).split(path.sep).join('/'), `${sourceId}:`),
        markdownPlugins: sitePlugins(options),
        warnings: markdown.flatMap((e) => e.lint),
        kept: { key: '', docs: new Map() },
        async assemble(docs: Doc[]) {
          const claims: RouteClaim[] = [];
          const pages = new Map<string, SourcePage>();
          const { footers, warnings } = await footersOf(docs.filter((d) => !REACT_PAGE.test(d.relPath)));
          for (const doc of docs) {
            const levels = loaded.config.tableOfContents;
            const route: Route = { path: doc.route, kind: 'page', title: doc.title, description: doc.description || loaded.config.tagline, source: sourceId, component: component(doc), ...(doc.frontmatter.unlisted ? { unlisted: true } : {}), ...imageOf(doc) };
            claims.push({ route, owner: doc.file });
            pages.set(doc.route, pageOf(doc, levels, footers.get(doc.file)));
          }
          // React pages are the site's code: their links are not read. Markdown pages' links are checked as docs' are.
          const checked = docs.filter((d) => !REACT_PAGE.test(d.relPath));
          return {
            claims, sidebars: new Map(), docs: checked, categories: new Map(), routesFile: loaded.file, warnings, plugin: contentPluginKey('pages', options.id),
            render: { docsByRoute: new Map(), categoriesByRoute: new Map(), breadcrumbs: new Map(), pagination: new Map(), editUrls: new Map(), lastUpdated: new Map(), pages },
          };
        },
      };
    },
  };
}

/** A page file: Markdown as a doc is read (frontmatter, body), a React page as the module that renders it. */
/** `firstLineDescription`: the site's rule for docs' descriptions (Docusaurus's, on its configs), its pages' too. */
type PagePlace = { routeBase: string; trailingSlash?: boolean; siteTitle: string; admonitionKeywords?: string[]; firstLineDescription?: boolean; sourceId: string } & Pick<ContentOptions, 'preprocess' | 'parseFrontMatter'>;

async function readPage(file: string, rel: string, { routeBase, trailingSlash, siteTitle, admonitionKeywords, firstLineDescription, sourceId, preprocess, parseFrontMatter }: PagePlace): Promise<DocSource> {
  const raw = readFileSync(file, 'utf8');
  const base = path.posix.basename(rel).replace(/\.[^.]+$/, '');
  const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  // Docusaurus's rule: a file is at its path, `index` at its folder's (with the trailing slash).
  const at = base === 'index' ? `${routeBase}/${dir ? `${dir}/` : ''}` : `${routeBase}/${dir ? `${dir}/` : ''}${base}`;
  const route = applyTrailingSlash(at.replace(/\/{2,}/g, '/') || '/', trailingSlash);
  if (!REACT_PAGE.test(rel)) {
    const given = parseFrontMatter && await parseFrontMatter(raw, file);
    const doc = parseDocSource(raw, file, rel, { docsDir: path.dirname(file), routeBase, linkScope: `${sourceId}:`, admonitionKeywords, firstLineDescription }, given, preprocess ? preprocess(raw, file) : raw);
    // A page with neither a title nor a leading heading is named by the site's title.
    const frontmatter = doc.frontmatter.title !== undefined || titledByHeading(doc) ? doc.frontmatter : { ...doc.frontmatter, title: siteTitle };
    return { ...doc, frontmatter, id: rel.replace(/\.mdx?$/, ''), route };
  }
  return {
    id: rel, file, relPath: rel, dir, route, frontmatter: {}, linkScope: `${sourceId}:`,
    // As Docusaurus, the page gets the site's config as its `config` prop (what Docusaurus 1 pages read).
    body: `import Page from ${JSON.stringify(`./${path.basename(file)}`)};\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport const WithConfig = () => <Page config={useDocusaurusContext().siteConfig} />;\n\n<WithConfig />\n`,
    bodyLine: 1, isFolderIndex: isCategoryIndex(base, dir), hash: sha1(raw), mdxSyntax: true, lint: [],
  };
}

/** What a page shows: a React page its own markup; a Markdown page its title, content, table of contents and footer. */
function pageOf(doc: Doc, levels: SiteConfig['tableOfContents'], footer: PageFooter = {}): SourcePage {
  const react = REACT_PAGE.test(doc.relPath);
  const fm = doc.frontmatter;
  const toc = react || fm.hide_table_of_contents ? [] : tocHeadings(doc.headings, fm.toc_min_heading_level, fm.toc_max_heading_level, levels);
  return {
    key: sha1(`${doc.hash}\0${doc.head ?? ''}\0${JSON.stringify(footer)}`),
    render: (ctx) => ({
      main: react ? doc.html.text() : renderToString(<MarkdownPageMain ctx={ctx} doc={doc} toc={toc} {...footer} />),
      ...(fm.keywords ? { keywords: fm.keywords } : {}),
      ...(doc.head ? { head: doc.head } : {}),
    }),
  };
}
