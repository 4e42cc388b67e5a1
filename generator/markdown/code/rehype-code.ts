// Highlight fenced code at build time with shiki (light + dark through CSS variables), apply the fence's meta
// (`title="…"`, `{1,3-5}`, `showLineNumbers`, `npm2yarn`) and magic comments, and render `sl-shell-example` transcripts.
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import npmToYarnModule from 'npm-to-yarn';
import type { HighlighterCore as Highlighter, ShikiTransformer } from 'shiki/core';
import { bundledLanguages } from 'shiki/langs';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import { numberedStyle, parseCodeMeta, prepareCode, type LineClasses, type MagicComment, type PreparedCode } from '../../../client/code/code-meta.ts';
import type { MarkdownSetup } from '../setup.ts';
import { createThemedHighlighter, type ThemedHighlighter } from './highlight-themes.ts';
import { grammarName } from './prism-languages.ts';
import type { CodeThemes } from './prism-theme.ts';
import { deferCode } from './pending-code.ts';
import { prismGrammarOf, prismLines } from './prism-grammar.ts';

export const SHELL_EXAMPLE_LANG = 'sl-shell-example';
// GitHub's current themes: every token colour keeps 4.5:1 contrast on our code backgrounds (the older
// github-light/dark themes fell to 3.3:1).
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

interface CodeBlock {
  parent: Root | Element;
  index: number;
  lang: string;
  code: string;
  meta: string | undefined;
}

/**
 * A code block to highlight: its code (magic comments applied), language, marked lines (1-based, with their
 * classes), and the number of its first line if its lines are numbered.
 */
export interface HighlightRequest {
  code: string; lang: string; marked: [number, string][]; lineNumbersFrom?: number;
  /**
   * The site's Prism grammar of `lang` (encoded: prism-grammar.ts), for a language only its Prism setup defines; on
   * its way to a worker, the grammar's id (grammar-wire.ts).
   */
  grammar?: string;
}
/**
 * Highlights blocks elsewhere (a worker thread that has the grammars loaded), in the site's code themes if it has
 * some: each request's `<pre>` as HTML, in order.
 */
export type RemoteHighlight = (requests: HighlightRequest[], themes?: CodeThemes) => Promise<string[]>;

/** A block's fence meta applied: what to highlight, and how to present it. */
interface Prepared extends PreparedCode { lang: string }

/**
 * `highlighter`: made on first use. A doc whose `file.data.highlight` is set has its blocks highlighted by
 * that instead, and this thread never loads a grammar: it goes on with the doc, whose output holds a marker
 * for each block until its caller fills them in (pending-code.ts).
 */
export function rehypeCode(options: { highlighter: () => Promise<Highlighter> }) {
  return async (tree: Root, file: VFile) => {
    const blocks: CodeBlock[] = [];
    walk(tree, (n, index, parent) => {
      if (n.type !== 'element') return;
      const node = n as Element;
      if (node.tagName !== 'pre') return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const cls = (code.properties.className as string[] | undefined) ?? [];
      const lang = cls.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      blocks.push({ parent: parent as Root | Element, index, lang, code: toString(code).replace(/\n$/, ''), meta });
      return false;
    });
    if (!blocks.length) return;
    const setup = file.data.setup as MarkdownSetup | undefined;
    const comments = setup?.magicComments;
    // npm2yarn: a block per package manager.
    const variants = blocks.map((b) => {
      const meta = parseCodeMeta(b.meta);
      if (!meta.npm2yarn || setup?.npm2yarn === false) return [prepare(b.code, b.lang, b.meta, comments)];
      const shown = meta.title === undefined ? '' : `title=${JSON.stringify(meta.title)}`;
      return MANAGERS.map((m) => prepare(m === 'npm' ? b.code : npmToYarn(b.code, m), b.lang, shown, comments));
    });
    const remote = (file.data as { highlight?: RemoteHighlight }).highlight;
    const pres = remote ? deferredPres(variants.flat(), remote, file, setup) : await localPres(variants.flat(), options.highlighter, setup);
    let tabs = 0;
    let next = 0;
    blocks.forEach((b, i) => {
      const rendered = variants[i]!.map((p) => wrap(p, pres[next++]!, setup?.codeThemes));
      // At the block's place in the source (an MDX doc's Markdown file keeps its lines: mdx/markdown-pieces.ts).
      const { position } = b.parent.children[b.index]!;
      b.parent.children[b.index] = { ...(rendered.length > 1 ? npm2yarnTabs(rendered, ++tabs) : rendered[0]!), ...(position ? { position } : {}) };
    });
  };
}

/** The `<pre>` of each block, highlighted on this thread (no grammar is loaded for shell transcripts alone). */
async function localPres(blocks: Prepared[], local: () => Promise<Highlighter>, setup: MarkdownSetup | undefined): Promise<Element[]> {
  const highlighter = blocks.some((p) => p.lang !== SHELL_EXAMPLE_LANG) ? await local() : undefined;
  if (highlighter) await loadLanguages(highlighter, blocks.map((p) => p.lang));
  return blocks.map((p) => numbered(p.lang === SHELL_EXAMPLE_LANG ? renderShellExample(p.code, p.marked) : highlight(p.code, p.lang, p.marked, highlighter!, setup?.codeThemes, prismGrammarOf(setup, p.lang)), p.meta.lineNumbersFrom));
}

/** Shell transcripts rendered here; a marker for each block of code, highlighted by `remote` meanwhile. */
function deferredPres(blocks: Prepared[], remote: RemoteHighlight, file: VFile, setup: MarkdownSetup | undefined): ElementContent[] {
  const code = blocks.filter((p) => p.lang !== SHELL_EXAMPLE_LANG);
  const requests = code.map((p): HighlightRequest => {
    const grammar = prismGrammarOf(setup, p.lang);
    return { code: p.code, lang: p.lang, marked: [...p.marked], ...(p.meta.lineNumbersFrom === undefined ? {} : { lineNumbersFrom: p.meta.lineNumbersFrom }), ...(grammar ? { grammar } : {}) };
  });
  const markers = code.length ? deferCode(file, remote(requests, setup?.codeThemes), code.length) : [];
  let k = 0;
  return blocks.map((p) => (p.lang === SHELL_EXAMPLE_LANG ? numbered(renderShellExample(p.code, p.marked), p.meta.lineNumbersFrom) : markers[k++]!));
}

/** Loads the grammars of `langs` that shiki has and has not loaded yet. */
export async function loadLanguages(highlighter: Highlighter, langs: Iterable<string>): Promise<void> {
  let loading = languageLoads.get(highlighter);
  if (!loading) languageLoads.set(highlighter, loading = new Map());
  const names = [...langs].map(grammarName);
  const missing = new Set(names.filter((l) => l in bundledLanguages && !highlighter.getLoadedLanguages().includes(l) && !loading.has(l)));
  if (missing.size) {
    const load = highlighter.loadLanguage(...[...missing].map((l) => bundledLanguages[l as keyof typeof bundledLanguages]()));
    for (const l of missing) loading.set(l, load);
  }
  await Promise.all(names.map((l) => loading.get(l)));
}

/**
 * Each highlighter's grammar loads under way, by language: a request that comes while another's grammar loads
 * waits for that load rather than loading the grammar again (shiki would register it anew).
 */
const languageLoads = new WeakMap<Highlighter, Map<string, Promise<void>>>();

/** Highlights requests from another thread (see `RemoteHighlight`). */
export async function highlightRequests(highlighter: Highlighter, requests: HighlightRequest[], themes?: CodeThemes): Promise<string[]> {
  await loadLanguages(highlighter, requests.map((r) => r.lang));
  return requests.map((r) => toHtml(numbered(highlight(r.code, r.lang, new Map(r.marked), highlighter, themes, r.grammar), r.lineNumbersFrom), { allowDangerousHtml: true }));
}

/** The inner HTML of a `.code-block` for `@theme/CodeBlock` (its language loaded beforehand). */
export function highlightToHtml(highlighter: Highlighter, code: string, lang: string, meta: string, setup?: Pick<MarkdownSetup, 'magicComments' | 'codeThemes' | 'prismGrammars'>): string {
  const p = prepare(code, lang, meta, setup?.magicComments);
  const pre = lang === SHELL_EXAMPLE_LANG ? renderShellExample(p.code, p.marked) : highlight(p.code, lang, p.marked, highlighter, setup?.codeThemes, prismGrammarOf(setup, lang));
  return toHtml(wrap(p, numbered(pre, p.meta.lineNumbersFrom), setup?.codeThemes).children, { allowDangerousHtml: true });
}

const prepare = (source: string, lang: string, metaString: string | undefined, comments?: readonly MagicComment[]): Prepared => ({ ...prepareCode(source, metaString, comments), lang });

/** `pre` with its lines numbered from `from`, if given. */
function numbered(pre: Element, from: number | undefined): Element {
  if (from === undefined) return pre;
  // shiki names the class `class`, our own blocks `className`.
  if (typeof pre.properties.class === 'string') pre.properties.class += ' line-numbers';
  else pre.properties.className = [...((pre.properties.className as string[] | undefined) ?? []), 'line-numbers'];
  const style = numberedStyle(pre.properties.style as string | undefined, from);
  if (style !== undefined) pre.properties.style = style;
  return pre;
}

/**
 * A block's `.code-block`: its title, and its `<pre>` (or the marker of one). In a site's code themes the title
 * takes their plain colour and background, as Docusaurus's block does (the stylesheet reads these variables).
 */
function wrap({ lang, meta }: Prepared, pre: ElementContent, themes: CodeThemes | undefined): Element {
  const children: ElementContent[] = [];
  const themed = themes ? { className: ['code-title', SITE_THEME_CLASS], style: themeColours(themes) } : { className: ['code-title'] };
  if (meta.title) children.push(h('div', themed, [{ type: 'text', value: meta.title }]));
  children.push(pre);
  return h('div', { className: ['code-block'], dataLang: lang }, children);
}

/** Each highlighter's two-theme tokenizers (see highlight-themes.ts), by their themes' names, made on first use. */
const themed = new WeakMap<Highlighter, Map<string, ThemedHighlighter>>();

/** The class of a `<pre>` or title in a site's own code themes (the stylesheet gives it their colours). */
export const SITE_THEME_CLASS = 'site-code-theme';

/** The plain colour and background of both themes, as the variables shiki sets on a `<pre>`. */
export function themeColours({ light, dark }: CodeThemes): string {
  return `--shiki-light:${light.fg};--shiki-dark:${dark.fg};--shiki-light-bg:${light.bg};--shiki-dark-bg:${dark.bg}`;
}

/** The names of the themes to highlight in, the site's loaded on first use. */
function themeNames(highlighter: Highlighter, themes: CodeThemes | undefined): { light: string; dark: string } {
  if (!themes) return CODE_THEMES;
  const loaded = highlighter.getLoadedThemes();
  for (const t of [themes.light, themes.dark]) if (!loaded.includes(t.name!)) highlighter.loadThemeSync(t);
  return { light: themes.light.name!, dark: themes.dark.name! };
}

/** `highlighter`'s two-theme tokenizer for the site's code themes (its own, or docsgen's). */
export const themedHighlighter = (highlighter: Highlighter, themes: CodeThemes | undefined): ThemedHighlighter => themedIn(highlighter, themeNames(highlighter, themes));

/** `highlighter`'s two-theme tokenizer for the themes named. */
function themedIn(highlighter: Highlighter, names: { light: string; dark: string }): ThemedHighlighter {
  let byNames = themed.get(highlighter);
  if (!byNames) themed.set(highlighter, byNames = new Map());
  const key = `${names.light}\0${names.dark}`;
  let t = byNames.get(key);
  if (!t) byNames.set(key, t = createThemedHighlighter(highlighter, names));
  return t;
}

/** `grammar`: the site's Prism grammar for the language, which Prism then tokenizes (its types read as scopes). */
function highlight(code: string, named: string, marked: LineClasses, highlighter: Highlighter, themes?: CodeThemes, grammar?: string): Element {
  const lang = grammarName(named);
  const names = themeNames(highlighter, themes);
  let pre: Element;
  if (grammar) pre = themedIn(highlighter, names).prismToPre(prismLines(code, grammar), marked, named);
  else if (highlighter.getLoadedLanguages().includes(lang)) {
    pre = themedIn(highlighter, names).toPre(code, lang, marked);
  } else {
    // Plain text: one colour, nothing to tokenize.
    const transformers: ShikiTransformer[] = [{ line(node, n) { const classes = marked.get(n); if (classes) this.addClassToHast(node, classes.split(' ')); } }];
    pre = highlighter.codeToHast(code, { lang: 'text', themes: names, defaultColor: false, transformers }).children[0] as Element;
  }
  if (themes) pre.properties.class = `${String(pre.properties.class ?? '')} ${SITE_THEME_CLASS}`.trim();
  return pre;
}

const MANAGERS = ['npm', 'yarn', 'pnpm'] as const;
// The package's typings describe its CommonJS build; Node loads its ES module, whose default export is the function.
const npmToYarn = npmToYarnModule as unknown as (command: string, to: 'yarn' | 'pnpm') => string;

/**
 * `npm2yarn`: the npm command and its yarn and pnpm equivalents (`blocks`, in MANAGERS' order) as tabs, in the
 * markup of `@theme/Tabs` with `groupId="npm2yarn"` (client/tabs.ts syncs and remembers the choice).
 */
function npm2yarnTabs(blocks: Element[], n: number): Element {
  const id = `npm2yarn-${n}`;
  const tabs = MANAGERS.map((m, i) => h('button', {
    type: 'button', role: 'tab', id: `${id}-tab-${i}`, ariaControls: [`${id}-panel-${i}`], ariaSelected: i === 0 ? 'true' : 'false',
    tabIndex: i === 0 ? 0 : -1, className: ['tabs-tab'], dataValue: m,
  }, [{ type: 'text', value: m }]));
  const panels = MANAGERS.map((m, i) => h('div', {
    role: 'tabpanel', id: `${id}-panel-${i}`, ariaLabelledBy: [`${id}-tab-${i}`], className: ['tabs-panel'], dataValue: m, tabIndex: 0, hidden: i !== 0,
  }, [blocks[i]!]));
  return h('div', { className: ['tabs-container'], dataTabs: '', dataGroupId: 'npm2yarn' }, [
    h('div', { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs-list'] }, tabs),
    ...panels,
  ]);
}

/** `$ sl …` lines are prompts: the `$ ` is not selectable text, the command is emphasised; the rest is output. */
function renderShellExample(code: string, marked: LineClasses): Element {
  const children: ElementContent[] = [];
  code.split('\n').forEach((text, i) => {
    if (i) children.push({ type: 'text', value: '\n' });
    const prompt = /^(\$ )(.*)$/.exec(text);
    const content: ElementContent[] = prompt
      ? [
          h('span', { className: ['shell-prompt'], ariaHidden: 'true' }, [{ type: 'text', value: prompt[1]! }]),
          h('span', { className: ['shell-command'] }, [{ type: 'text', value: prompt[2]! }]),
        ]
      : [{ type: 'text', value: text }];
    const classes = ['line', prompt ? 'shell-input' : 'shell-output', ...(marked.get(i + 1)?.split(' ') ?? [])];
    children.push(h('span', { className: classes }, content));
  });
  return h('pre', { className: ['shell-example'], tabIndex: 0 }, [h('code', {}, children)]);
}

function h(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
