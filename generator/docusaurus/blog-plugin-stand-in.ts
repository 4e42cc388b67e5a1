// `@docusaurus/plugin-content-blog` as a site's own plugin requires it (a local plugin that wraps the blog: calls
// its default export, spreads the plugin it gives and adds to its `contentLoaded`). docsgen builds the blog itself
// (the wrapper's options are read as the blog's): this plugin's `loadContent` gives that blog's content in
// Docusaurus's shape, as the build loaded it, and its `contentLoaded` adds nothing (docsgen's blog has its routes).
import path from 'node:path';
import { obj, str } from '../values.ts';

/** A site's blogs' content by blog folder (absolute), as the build gives it while its plugins load their content. */
type BlogContents = (blogDir: string) => Promise<unknown>;

const contents = new Map<string, BlogContents>();

/**
 * Runs `call` (the site's plugins' `loadContent`) with the site's blogs' content at hand for the stand-in's
 * `loadContent`. Sites are keyed by their folder (a plugin's context has it).
 */
export async function withBlogContents<T>(siteDir: string, blogs: BlogContents, call: () => Promise<T>): Promise<T> {
  contents.set(siteDir, blogs);
  try {
    return await call();
  } finally {
    contents.delete(siteDir);
  }
}

/** The plugin the module's default export makes, as Docusaurus's would be called (`context`, `options`). */
function blogPlugin(context: unknown, options: unknown) {
  const siteDir = str(obj(context).siteDir) ?? process.cwd();
  const blogDir = path.resolve(siteDir, str(obj(options).path) ?? 'blog');
  return {
    name: 'docusaurus-plugin-content-blog',
    options,
    async loadContent(): Promise<unknown> {
      const of = contents.get(siteDir);
      if (!of) throw new Error('the blog\'s content is loaded while docsgen builds the site (call loadContent from a plugin\'s loadContent)');
      return of(blogDir);
    },
    // docsgen makes the blog's pages itself.
    async contentLoaded(): Promise<void> {},
    // Under `docsgen serve`, a post's change runs the plugin again (its content changed), as Docusaurus watches the blog.
    getPathsToWatch: () => [blogDir],
  };
}

/** The module: its default export, and the options check Docusaurus's exports too (the options given, as they are). */
export const BLOG_PLUGIN_MODULE = {
  __esModule: true,
  default: blogPlugin,
  validateOptions: ({ options }: { options: unknown }) => options,
};

export const BLOG_PLUGIN_ID = '@docusaurus/plugin-content-blog';
