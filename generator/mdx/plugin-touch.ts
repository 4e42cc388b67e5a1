// The fast Markdown path serves the docs that a part's own remark plugins leave alone (issue 23): a plugin that
// rewrites npm commands as tabs touches only the docs with such a block, and the rest need not be compiled as MDX.
// Whether the plugins touch a doc is seen by running them where Docusaurus runs them, around docsgen's own remark
// plugins, and comparing the doc's tree before and after each group. Rehype plugins change HTML, which is not
// compared: their part's docs all take the MDX path. A plugin that throws here is left to throw on the MDX path,
// which says which plugins ran.
import type { Root } from 'mdast';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { parseMarkdown } from '../markdown/parse.ts';
import { sharedRemarkPlugins } from '../markdown/plugins/shared.ts';
import type { MarkdownSetup } from '../markdown/setup.ts';
import type { DocSource } from '../types.ts';
import { pluginsKey, type MarkdownPlugins } from './site-plugins.ts';
import { sha1 } from '../hash.ts';

export interface TouchContext {
  routesByPath: ReadonlyMap<string, string>;
  setup: MarkdownSetup;
}

/** The files among `docs` (Markdown that is not MDX) whose plugins in `plugins` leave them as they would be without. */
export async function untouchedByPlugins(docs: DocSource[], plugins: ReadonlyMap<string, MarkdownPlugins>, ctx: TouchContext): Promise<Set<string>> {
  const untouched = new Set<string>();
  const setup = JSON.stringify(ctx.setup);
  for (const d of docs) {
    const p = plugins.get(d.file);
    if (!p || p.beforeDefaultRehypePlugins.length || p.rehypePlugins.length) continue;
    // `serve` asks again after each save: a doc and plugins it has seen are not run again.
    const key = sha1(d.file, '\0', keyOf(p), '\0', setup, '\0', String(d.bodyLine), '\0', JSON.stringify(d.frontmatter), '\0', d.body);
    let touched = seen.get(key);
    if (touched === undefined) seen.set(key, (touched = await touches(d, p, ctx).catch(() => true)));
    if (!touched) untouched.add(d.file);
  }
  return untouched;
}

async function touches(d: DocSource, p: MarkdownPlugins, ctx: TouchContext): Promise<boolean> {
  const tree = parseMarkdown(d.body, d.bodyLine - 1);
  // What the MDX path gives a doc and the site's plugins (compile.ts).
  const file = new VFile({ path: d.file, value: d.body, data: {
    relPath: d.relPath, linkScope: d.linkScope, routesByPath: ctx.routesByPath, frontmatter: d.frontmatter, deferMdLinks: true, setup: ctx.setup,
    frontMatter: d.frontmatter, compilerName: 'server',
  } });
  const changes = async (list: PluggableList) => {
    const before = JSON.stringify(tree);
    await runner(list).run(tree, file);
    return JSON.stringify(tree) !== before;
  };
  if (p.beforeDefaultRemarkPlugins.length && await changes(p.beforeDefaultRemarkPlugins)) return true;
  await runner(SHARED).run(tree, file);
  return p.remarkPlugins.length > 0 && changes(p.remarkPlugins);
}

const SHARED = sharedRemarkPlugins();

/** Answers for this process's life, by doc and plugins (see `untouchedByPlugins`). */
const seen = new Map<string, boolean>();
const pluginKeys = new WeakMap<MarkdownPlugins, string>();
function keyOf(p: MarkdownPlugins): string {
  let key = pluginKeys.get(p);
  if (key === undefined) pluginKeys.set(p, (key = pluginsKey(p)));
  return key;
}

/** One processor per list of plugins (a part's list is one array for the whole build): attaching may be costly. */
const runners = new WeakMap<PluggableList, { run(tree: Root, file: VFile): Promise<unknown> }>();
function runner(list: PluggableList) {
  let r = runners.get(list);
  if (!r) runners.set(list, (r = unified().use(list).freeze() as unknown as { run(tree: Root, file: VFile): Promise<unknown> }));
  return r;
}
