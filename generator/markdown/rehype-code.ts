// Highlight fenced code at build time with shiki (light + dark through CSS variables), apply the fence's meta
// (`title="…"`, `{1,3-5}`, `showLineNumbers`, `npm2yarn`) and magic comments, and render `sl-shell-example` transcripts.
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import npmToYarnModule from 'npm-to-yarn';
import type { HighlighterCore as Highlighter, ShikiTransformer } from 'shiki/core';
import { bundledLanguages } from 'shiki/langs';
import { walk } from './walk.ts';
import { applyMagicComments, parseCodeMeta } from './code-meta.ts';
import { createThemedHighlighter, type ThemedHighlighter } from './highlight-themes.ts';

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

export function rehypeCode(options: { highlighter: Highlighter }) {
  const { highlighter } = options;
  return async (tree: Root) => {
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
    await loadLanguages(highlighter, blocks.map((b) => b.lang));
    let tabs = 0;
    for (const b of blocks) {
      const meta = parseCodeMeta(b.meta);
      b.parent.children[b.index] = meta.npm2yarn ? npm2yarnTabs(b, meta.title, ++tabs, highlighter) : renderBlock(b.code, b.lang, b.meta, highlighter);
    }
  };
}

/** Loads the grammars of `langs` that shiki has and has not loaded yet. */
export async function loadLanguages(highlighter: Highlighter, langs: Iterable<string>): Promise<void> {
  const missing = new Set([...langs].filter((l) => l in bundledLanguages && !highlighter.getLoadedLanguages().includes(l)));
  if (missing.size) await highlighter.loadLanguage(...[...missing].map((l) => bundledLanguages[l as keyof typeof bundledLanguages]()));
}

/** The inner HTML of a `.code-block` for `@theme/CodeBlock` (its language loaded beforehand). */
export function highlightToHtml(highlighter: Highlighter, code: string, lang: string, meta: string): string {
  return toHtml(renderBlock(code, lang, meta, highlighter).children, { allowDangerousHtml: true });
}

function renderBlock(source: string, lang: string, metaString: string | undefined, highlighter: Highlighter): Element {
  const meta = parseCodeMeta(metaString);
  const code = applyMagicComments(source, meta.highlight);
  const pre = lang === SHELL_EXAMPLE_LANG ? renderShellExample(code, meta.highlight) : highlight(code, lang, meta.highlight, highlighter);
  if (meta.lineNumbersFrom !== undefined) {
    // shiki names the class `class`, our own blocks `className`.
    if (typeof pre.properties.class === 'string') pre.properties.class += ' line-numbers';
    else pre.properties.className = [...((pre.properties.className as string[] | undefined) ?? []), 'line-numbers'];
    if (meta.lineNumbersFrom !== 1) pre.properties.style = `${pre.properties.style ?? ''};counter-reset:line ${meta.lineNumbersFrom - 1}`;
  }
  const children: ElementContent[] = [];
  if (meta.title) children.push(h('div', { className: ['code-title'] }, [{ type: 'text', value: meta.title }]));
  children.push(pre);
  return h('div', { className: ['code-block'], dataLang: lang }, children);
}

/** Each highlighter's two-theme tokenizer (see highlight-themes.ts), made on first use. */
const themed = new WeakMap<Highlighter, ThemedHighlighter>();

function highlight(code: string, lang: string, marked: Set<number>, highlighter: Highlighter): Element {
  if (highlighter.getLoadedLanguages().includes(lang)) {
    let t = themed.get(highlighter);
    if (!t) themed.set(highlighter, t = createThemedHighlighter(highlighter, CODE_THEMES));
    return t.toPre(code, lang, marked);
  }
  // Plain text: one colour, nothing to tokenize.
  const transformers: ShikiTransformer[] = [{ line(node, n) { if (marked.has(n)) this.addClassToHast(node, 'highlighted'); } }];
  return highlighter.codeToHast(code, { lang: 'text', themes: CODE_THEMES, defaultColor: false, transformers }).children[0] as Element;
}

const MANAGERS = ['npm', 'yarn', 'pnpm'] as const;
// The package's typings describe its CommonJS build; Node loads its ES module, whose default export is the function.
const npmToYarn = npmToYarnModule as unknown as (command: string, to: 'yarn' | 'pnpm') => string;

/**
 * `npm2yarn`: the npm command and its yarn and pnpm equivalents as tabs, in the markup of `@theme/Tabs` with
 * `groupId="npm2yarn"` (client/tabs.ts syncs and remembers the choice).
 */
function npm2yarnTabs(b: CodeBlock, title: string | undefined, n: number, highlighter: Highlighter): Element {
  const id = `npm2yarn-${n}`;
  const meta = title === undefined ? '' : `title=${JSON.stringify(title)}`;
  const tabs = MANAGERS.map((m, i) => h('button', {
    type: 'button', role: 'tab', id: `${id}-tab-${i}`, ariaControls: [`${id}-panel-${i}`], ariaSelected: i === 0 ? 'true' : 'false',
    tabIndex: i === 0 ? 0 : -1, className: ['tabs-tab'], dataValue: m,
  }, [{ type: 'text', value: m }]));
  const panels = MANAGERS.map((m, i) => h('div', {
    role: 'tabpanel', id: `${id}-panel-${i}`, ariaLabelledBy: [`${id}-tab-${i}`], className: ['tabs-panel'], dataValue: m, tabIndex: 0, hidden: i !== 0,
  }, [renderBlock(m === 'npm' ? b.code : npmToYarn(b.code, m), b.lang, meta, highlighter)]));
  return h('div', { className: ['tabs-container'], dataTabs: '', dataGroupId: 'npm2yarn' }, [
    h('div', { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs-list'] }, tabs),
    ...panels,
  ]);
}

/** `$ sl …` lines are prompts: the `$ ` is not selectable text, the command is emphasised; the rest is output. */
function renderShellExample(code: string, marked: Set<number>): Element {
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
    const classes = ['line', prompt ? 'shell-input' : 'shell-output', ...(marked.has(i + 1) ? ['highlighted'] : [])];
    children.push(h('span', { className: classes }, content));
  });
  return h('pre', { className: ['shell-example'], tabIndex: 0 }, [h('code', {}, children)]);
}

function h(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
