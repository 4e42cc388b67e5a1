// The blog source (Docusaurus's plugin-content-blog): the blog folder's posts go through the Markdown stage with
// the docs; assembled, they make the post pages, the lists, tag, archive and author pages, and the feeds.
import { existsSync } from 'node:fs';
import path from 'node:path';
import readingTime from 'reading-time';
import type { LoadedConfig } from '../../config/load.ts';
import { BuildError, type Problem } from '../../errors.ts';
import { editPrefixAt, EditUrls, foundIn, fromSite } from '../../docusaurus/edit-url.ts';
import type { BlogOptions, Doc } from '../../types.ts';
import type { BlogPostData } from './types.ts';
import { mdLinkTargets } from '../md-link-targets.ts';
import type { ContentSource, LoadContext, LoadedSource } from '../source.ts';
import { resolver } from './authors.ts';
import { blogSourceId } from './instance-id.ts';
import { blogPages, type BlogModel } from './pages.tsx';
import { blogGeneratedRoutes } from './generated-routes.ts';
import { blogContent, blogGeneratedFiles } from './generated-data.ts';
import { withBase } from '../../url.ts';
import { loadPosts, TRUNCATE_HTML, type PostSource } from './posts.ts';
import { excerptBefore } from './excerpt-cut.ts';
import { sitePreprocessor } from '../markdown-preprocessor.ts';
import { siteFrontMatterParser } from '../markdown-front-matter.ts';
import { CONTENT_END_HTML } from '../../../templates/theme/content-end.ts';
import { sitePlugins } from '../../mdx/site-plugins.ts';
import { pluginFolder } from '../../i18n/translations.ts';
import { lastUpdateProblem, lastUpdateShown, readLastUpdates, type LastUpdate } from '../last-update.ts';
import { contentPluginKey } from '../plugin-key.ts';


export function blogSource(loaded: LoadedConfig, options: BlogOptions): ContentSource {
  const { root, config: site } = loaded;
  const blogDir = path.resolve(root, options.path);
  const routeBase = `/${options.routeBasePath}`.replace(/\/+$/, '').replace(/^\/+/, '/');
  const sourceId = blogSourceId(options.id);
  const localizedDir = loaded.translations && pluginFolder(loaded.translations, 'blog', options.id);
  // Another locale's data files (authors, tags) from its folder where it has them, as Docusaurus reads them.
  const inBlog = (f: string) => {
    const own = localizedDir && path.resolve(localizedDir, f);
    return own && existsSync(own) ? own : path.resolve(blogDir, f);
  };
  const authorsFile = inBlog(options.authorsMapPath);
  const tagsFile = options.tags === false ? undefined : inBlog(options.tags);
  return {
    id: sourceId,
    folder: blogDir,
    watched: [blogDir],
    async load(ctx: LoadContext): Promise<LoadedSource> {
      if (!existsSync(blogDir)) {
        throw new BuildError([{ pos: { file: loaded.file }, message: `blog.path: the blog folder ${blogDir} does not exist`, hint: 'create it, point blog.path at it, or set blog to false' }]);
      }
      const posts = await loadPosts(blogDir, options, { routeBase, trailingSlash: site.trailingSlash, linkScope: `${sourceId}:`, admonitionKeywords: site.markdown.admonitionKeywords, firstLineDescription: site.docs.firstLineDescription, ...(localizedDir ? { localizedDir } : {}), ...sitePreprocessor(loaded), ...siteFrontMatterParser(loaded) }, ctx.includeDrafts);
      const blogFromRoot = path.relative(root, blogDir).split(path.sep).join('/');
      const shown = [...(options.showLastUpdateTime ? ['blog.showLastUpdateTime'] : []), ...(options.showLastUpdateAuthor ? ['blog.showLastUpdateAuthor'] : [])];
      // Read from git while the posts compile.
      const updates = shown.length ? readLastUpdates(blogDir) : undefined;
      const modelBase = { options, routeBase, site, trailingSlash: site.trailingSlash, tocLevels: site.tableOfContents, url: (p: string) => withBase(site.baseUrl, p) };
      const resolverNow = () => resolver(options, authorsFile, tagsFile, routeBase, site.trailingSlash);
      return {
        id: sourceId,
        entries: posts,
        generatedRoutes: () => ({ routes: blogGeneratedRoutes(posts, modelBase, resolverNow(), site), plugin: contentPluginKey('blog', options.id) }),
        generatedFiles: () => blogGeneratedFiles(posts, resolverNow(), { options, routeBase, url: modelBase.url, root }),
        pluginContent: () => blogContent(posts, resolverNow(), { options, routeBase, url: modelBase.url, root }),
        linkTargets: mdLinkTargets(posts, blogFromRoot, `${sourceId}:`),
        markdownPlugins: sitePlugins(options),
        warnings: posts.flatMap((p) => p.lint),
        kept: { key: '', docs: new Map() },
        async assemble(docs: Doc[]) {
          const resolve = resolverNow();
          const edits = new EditUrls(loaded.file);
          const read = await updates;
          const data = docs.map((doc, i) => postData(doc, posts[i]!, options, resolve, { locale: site.locale, baseUrl: site.baseUrl, root, blogFromRoot, edits, lastUpdated: read && lastUpdateShown(read.dates.get(doc.relPath), doc.frontmatter, !!options.showLastUpdateTime, !!options.showLastUpdateAuthor) }));
          if (resolve.problems.fail.length) throw new BuildError(resolve.problems.fail);
          const model: BlogModel = {
            ...modelBase,
            posts: docs.map((doc, i) => ({ data: data[i]!, file: doc.file, headings: doc.headings, toc: { hide: doc.frontmatter.hide_table_of_contents, min: doc.frontmatter.toc_min_heading_level, max: doc.frontmatter.toc_max_heading_level }, keywords: doc.frontmatter.keywords, frontMatter: doc.frontmatter, ...(doc.head ? { head: doc.head } : {}) })),
          };
          const { claims, pages, pageParts } = blogPages(model);
          // The feed package and its XML writer: loaded for sites with a blog only.
          const [{ blogFeeds }, { withFeedStylesheets }] = await Promise.all([import('../../output/feeds.ts'), import('../../output/feed-stylesheets.ts')]);
          const feedPosts = options.feedOptions.createFeedItems && (await import('../theme/blog-parts.ts')).feedPosts;
          const feeds = await blogFeeds(data, options, routeBase, site, feedPosts ? { docusaurusPosts: (shown) => feedPosts(model, shown, site, root), configFile: loaded.file } : undefined);
          const files = withFeedStylesheets(feeds.files, options.feedOptions.xslt, routeBase, blogDir, loaded.file);
          return {
            claims, sidebars: new Map(), docs, categories: new Map(), routesFile: loaded.file, plugin: contentPluginKey('blog', options.id),
            render: { docsByRoute: new Map(), categoriesByRoute: new Map(), breadcrumbs: new Map(), pagination: new Map(), editUrls: new Map(), lastUpdated: new Map(), pages },
            warnings: [...(read?.failure ? [lastUpdateProblem(read.failure, loaded.file, shown, "the blog's")] : []), ...resolve.problems.warn, ...untruncated(posts, options, root), ...edits.problems()], files, head: feeds.head,
            // The site's blog parts, once the site is assembled: the pages drawn again with them.
            async themeParts(built, overrides, render) {
              const drawn = await (await import('../theme/blog-parts.ts')).renderBlogParts(model, pageParts, built, root, overrides, render);
              return drawn && { pages: blogPages({ ...model, parts: drawn.parts }).pages, files: drawn.files, warnings: drawn.warnings };
            },
          };
        },
      };
    },
  };
}

type PostPlace = { locale: string; baseUrl: string; root: string; blogFromRoot: string; edits: EditUrls; lastUpdated?: LastUpdate | undefined };

function postData(doc: Doc, source: PostSource, options: BlogOptions, resolve: ReturnType<typeof resolver>, { locale, baseUrl, root, blogFromRoot, edits, lastUpdated }: PostPlace): BlogPostData {
  const fm = doc.frontmatter as Record<string, unknown>;
  // Inside a site's MDXContent the excerpt keeps what it draws after the content, as Docusaurus wraps the cut content.
  const [content = '', after = ''] = doc.html.text().split(CONTENT_END_HTML);
  const html = content + after;
  const excerpt = excerptBefore(content) + after;
  // As Docusaurus: a function is told the folder the post was found in (another locale's copy, or the blog folder);
  // a string names that folder with `editLocalizedFiles`, else the blog folder.
  const foundFolder = fromSite(root, foundIn(doc));
  const editUrl = typeof options.editUrl === 'function'
    ? edits.checked(options.editUrl({ blogDirPath: foundFolder, blogPath: doc.relPath, permalink: withBase(baseUrl, doc.route), locale }), doc.relPath)
    : options.editUrl === undefined ? undefined : editPrefixAt(options.editUrl, `${options.editLocalizedFiles ? foundFolder : blogFromRoot}/${doc.relPath}`);
  return {
    route: doc.route, title: doc.title, description: doc.description, date: source.date,
    ...(options.showReadingTime ? { readingTime: readingTime(source.body).minutes } : {}),
    authors: resolve.authors(fm, doc.file), tags: resolve.tags(fm, doc.file),
    html: html.replace(TRUNCATE_HTML, ''), excerpt: source.truncated ? excerpt : html.replace(TRUNCATE_HTML, ''), truncated: source.truncated,
    ...(doc.frame ? { frame: doc.frame } : {}),
    unlisted: fm.unlisted === true, ...(typeof fm.image === 'string' ? { image: fm.image } : {}), ...(editUrl ? { editUrl } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
  };
}

/**
 * Posts with no truncate marker show whole in the lists: named in one problem, as `onUntruncatedBlogPosts` says, by
 * their path in the site's folder (a translated post's is in the locale's, not the blog's), as Docusaurus names them.
 */
function untruncated(posts: PostSource[], options: BlogOptions, root: string): Problem[] {
  const whole = posts.filter((p) => !p.truncated);
  if (!whole.length || options.onUntruncatedBlogPosts === 'ignore') return [];
  const problem: Problem = {
    pos: { file: whole[0]!.file }, message: `${whole.length} blog post${whole.length === 1 ? ' has no truncate marker and shows' : 's have no truncate marker and show'} whole in the lists: ${whole.map((p) => path.relative(root, p.file).split(path.sep).join('/')).join(', ')}`,
    hint: 'add <!-- truncate --> (or {/* truncate */} in MDX) where the excerpt ends, or set onUntruncatedBlogPosts to "ignore"',
  };
  if (options.onUntruncatedBlogPosts === 'throw') throw new BuildError([problem]);
  return [problem];
}
