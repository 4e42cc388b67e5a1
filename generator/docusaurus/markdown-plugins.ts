// A Docusaurus content plugin's Markdown plugins (`remarkPlugins`, `rehypePlugins` and their `beforeDefault…`
// forms) as docsgen options. A plugin whose package is not installed is a stand-in (stubs.ts): it is left out, and
// named once with the command that installs it. A remark plugin written for remark 12 (Docusaurus 2's MDX 1) is named
// too: it changes nothing under the micromark parser Docusaurus 3 and docsgen read Markdown with.
import path from 'node:path';
import { unified } from 'unified';
import { installHint } from './install-hint.ts';
import type { MarkdownPlugins } from '../config/schema.ts';
import type { Problem } from '../errors.ts';
import { arr, type Obj } from '../values.ts';
import { stubbedModule } from './stubs.ts';

export const MARKDOWN_PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/**
 * Plugins whose work docsgen does itself when they are not installed: Docusaurus's npm2yarn (a code fence's
 * `npm2yarn` meta makes npm / yarn / pnpm tabs either way). Such a stand-in is neither warned about nor named.
 */
export const DONE_WITHOUT = new Set(['@docusaurus/remark-plugin-npm2yarn']);

/**
 * Whether a content plugin's options (`docs`, `blog`, `pages`…) list npm2yarn uninstalled: docsgen then makes its
 * tabs (installed, the plugin makes them itself; not listed, Docusaurus shows the plain block).
 */
export function listsNpm2yarn(options: (Obj | undefined)[]): boolean {
  return options.some((o) => MARKDOWN_PLUGIN_KEYS.some((key) => arr(o?.[key]).some((entry) => {
    const id = stubbedModule(Array.isArray(entry) ? entry[0] : entry);
    return id !== undefined && DONE_WITHOUT.has(packageOf(id));
  })));
}

/** What plugin packages are missing, by package, gathered over the config's parts. */
export type MissingPlugins = Map<string, Set<string>>;

/** The plugins the config's parts list that docsgen leaves out (`missing`) or that do nothing here (`outdated`: where each is listed). */
export interface PluginProblems {
  missing: MissingPlugins;
  outdated: Map<Function, Set<string>>;
}

export const pluginProblems = (): PluginProblems => ({ missing: new Map(), outdated: new Map() });

/** `part` names the plugin's part in the warning ("docs", "blog", "pages"). */
export function markdownPluginsOf(options: Obj, part: string, { missing, outdated }: PluginProblems): Partial<MarkdownPlugins> {
  const out: Partial<MarkdownPlugins> = {};
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    const list = arr(options[key]).filter((entry, i) => {
      const fn = Array.isArray(entry) ? entry[0] : entry;
      const id = stubbedModule(fn);
      if (id !== undefined && !DONE_WITHOUT.has(packageOf(id))) missing.set(packageOf(id), (missing.get(packageOf(id)) ?? new Set()).add(part));
      if (id === undefined && typeof fn === 'function' && /remarkPlugins$/i.test(key) && readsOldParser(fn, Array.isArray(entry) ? entry[1] : undefined)) {
        outdated.set(fn, (outdated.get(fn) ?? new Set()).add(`the ${part}${part.endsWith('s') ? "'" : "'s"} ${key}[${i}]`));
      }
      return id === undefined && typeof fn === 'function';
    });
    if (list.length) out[key] = list as MarkdownPlugins[typeof key];
  }
  return out;
}

/** One warning per missing package, in the config's file. */
export function missingPluginWarnings(missing: MissingPlugins, file: string): Problem[] {
  return [...missing].map(([name, parts]) => ({
    pos: { file },
    message: `the Markdown plugin ${name} is not installed: the ${[...parts].join(' and the ')} ${parts.size === 1 && parts.has('blog') ? 'is' : 'are'} built without what it would change`,
    hint: installHint(name, path.dirname(file)),
  }));
}

/**
 * Whether a remark plugin is written for remark 12 and before: attached, it reads `this.Parser` (the class it added
 * its tokenizers to), which a micromark-based processor has not. A plugin that throws here is left to the compile.
 */
function readsOldParser(fn: (...args: unknown[]) => unknown, options: unknown): boolean {
  let reads = false;
  const probe = unified();
  Object.defineProperty(probe, 'Parser', { get: () => { reads = true; return undefined; } });
  try {
    probe.use(fn as never, options).freeze();
  } catch {
    // Its compile names it.
  }
  return reads;
}

/** One warning per plugin written for remark 12, in the config's file. */
export function outdatedPluginWarnings(outdated: PluginProblems['outdated'], file: string): Problem[] {
  return [...outdated].map(([fn, places]) => ({
    pos: { file },
    message: `the remark plugin ${[...places].join(' and ')}${fn.name ? ` (${fn.name})` : ''} is written for remark 12 (Docusaurus 2's MDX 1): it adds its syntax to a parser Docusaurus 3 and docsgen no longer use, so it changes nothing (\`$…$\` math, say, stays text, or an MDX expression)`,
    hint: 'install the plugin\'s version for unified 11 (remark-math 6 with rehype-katex 7 for math, as Docusaurus 3 asks)',
  }));
}

/** The package a module id is in (`@scope/name/sub` → `@scope/name`); a file path as it is. */
export function packageOf(id: string): string {
  if (id.startsWith('.') || path.isAbsolute(id)) return id;
  const parts = id.split('/');
  return parts.slice(0, id.startsWith('@') ? 2 : 1).join('/');
}
