// A site's blogs: the default instance, and the others (`@docusaurus/plugin-content-blog` entries, or the preset's
// blog, with an id of their own), each read as the default one is, from its own folder, as Docusaurus builds every instance.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../config/schema.ts';
import { obj, str, type Obj } from '../values.ts';
import { DEFAULT_DOCS_ID } from '../../client/constants.ts';
import { markdownPluginsOf, type PluginProblems } from './markdown-plugins.ts';
import { blogOptionsOf, blogWrapper } from './plugins.ts';

type BlogInstance = NonNullable<UserConfig['blogInstances']>[number];

/** The site's blogs as its config gives them. */
export interface SiteBlogs {
  /** The default instance, when its folder exists. */
  blog?: UserConfig['blog'];
  instances: BlogInstance[];
  /** The options of each blog read (for what all content parts share). */
  parts: (Obj | undefined)[];
  /** The plugin entries that are not blogs (a local plugin that wraps the blog among them: it runs as the site's). */
  rest: unknown[];
}

/**
 * The default blog: a plugin entry without an id, else (with the preset's blog off) a local plugin that wraps the
 * blog plugin, else the preset's, which, given an id other than the default one, is an instance of its own as on
 * Docusaurus (its options and folder as they are, its routes and translations named by its id).
 */
export function siteBlogsOf(presetBlog: unknown, plugins: { blog?: Obj; blogs: Obj[]; rest: unknown[] }, root: string, siteRel: (p: string) => string, notBuilt: string[], problems: PluginProblems): SiteBlogs {
  const wrapped = presetBlog === false && !plugins.blog ? blogWrapper(plugins.rest, root) : undefined;
  const preset = presetBlog === false ? undefined : obj(presetBlog);
  // As the default one, the preset's blog is built from its folder if there is one.
  const hasFolder = (o: Obj) => existsSync(path.resolve(root, siteRel(str(o.path) ?? 'blog')));
  const presetInstance = preset && str(preset.id) !== undefined && preset.id !== DEFAULT_DOCS_ID ? preset : undefined;
  const options = plugins.blog ?? wrapped?.options ?? (presetInstance ? undefined : preset);
  const blog = options && hasFolder(options) ? { ...blogOptionsOf(options, siteRel, notBuilt), ...markdownPluginsOf(options, 'blog', problems) } : undefined;
  const others = [...(presetInstance && hasFolder(presetInstance) ? [presetInstance] : []), ...plugins.blogs];
  return { ...(blog ? { blog } : {}), instances: blogInstancesOf(others, root, siteRel, notBuilt, problems), parts: [blog && options, ...others], rest: plugins.rest };
}

/** The instances whose folder exists (Docusaurus fails on a missing one; docsgen names it as not built). */
export function blogInstancesOf(entries: Obj[], root: string, siteRel: (p: string) => string, notBuilt: string[], problems: PluginProblems): BlogInstance[] {
  return entries.flatMap((options) => {
    const id = str(options.id)!;
    const dir = siteRel(str(options.path) ?? 'blog');
    if (!existsSync(path.resolve(root, dir))) {
      notBuilt.push(`blog instance "${id}" (its folder ${dir} does not exist)`);
      return [];
    }
    const read: string[] = [];
    const blog = { ...blogOptionsOf(options, siteRel, read), ...markdownPluginsOf(options, `${id} blog`, problems), id };
    notBuilt.push(...read.map((n) => n.replace(/^blog /, `blog instance "${id}" `)));
    return [blog];
  });
}
