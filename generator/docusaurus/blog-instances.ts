// Blog instances besides the default one (`@docusaurus/plugin-content-blog` entries with an id of their own): each
// read as the preset's blog is, from its own folder, as Docusaurus builds every instance.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../config/schema.ts';
import { str, type Obj } from '../values.ts';
import { markdownPluginsOf, type PluginProblems } from './markdown-plugins.ts';
import { blogOptionsOf } from './plugins.ts';

type BlogInstance = NonNullable<UserConfig['blogInstances']>[number];

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
