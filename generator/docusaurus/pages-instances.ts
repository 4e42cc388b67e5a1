// The pages plugin's entries (Docusaurus's plugin-content-pages): the default one (the classic preset's `pages`, or
// an entry with no id) and each entry with an id of its own, each read from its own folder, as Docusaurus builds
// every instance.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../config/schema.ts';
import { pick, str, type Obj } from '../values.ts';
import { MARKDOWN_PLUGIN_KEYS, markdownPluginsOf, type PluginProblems } from './markdown-plugins.ts';

type PagesConfig = NonNullable<UserConfig['pages']> & { id?: string };

/** The pages plugin's options docsgen reads besides `path`, `id` and its Markdown plugins. */
const PAGES_KEYS = ['routeBasePath', 'include', 'exclude', 'editUrl', 'editLocalizedFiles', 'showLastUpdateTime', 'showLastUpdateAuthor'];

interface Reading { root: string; siteRel: (p: string) => string; notBuilt: string[]; problems: PluginProblems }

/** One instance's config, or none when its folder does not exist (Docusaurus builds no page from it then). */
export function pagesOf(options: Obj | undefined, { root, siteRel, notBuilt, problems }: Reading): PagesConfig | undefined {
  if (!options) return undefined;
  const dir = siteRel(str(options.path) ?? 'src/pages');
  if (!existsSync(path.resolve(root, dir))) return undefined;
  const id = str(options.id);
  const instance = id !== undefined && id !== 'default';
  const unread = Object.keys(options).filter((k) => ![...PAGES_KEYS, 'path', 'id', 'admonitions', ...MARKDOWN_PLUGIN_KEYS].includes(k));
  if (unread.length) notBuilt.push(`${instance ? `pages instance "${id}"` : 'pages'} options ${unread.join(', ')}`);
  return { path: dir, ...pick(options, PAGES_KEYS), ...markdownPluginsOf(options, instance ? `${id} pages` : 'pages', problems), ...(instance ? { id } : {}) } as PagesConfig;
}
