// Highlight fenced code at build time with shiki (light + dark through CSS variables), apply
// `title="…"` and `{1,3-5}` from the fence's meta, and render `sl-shell-example` transcripts.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { HighlighterCore as Highlighter } from 'shiki/core';
import { bundledLanguages } from 'shiki/langs';
import { walk } from './walk.ts';
import { parseCodeMeta } from './code-meta.ts';

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
    const missing = new Set(blocks.map((b) => b.lang).filter((l) => l in bundledLanguages && !highlighter.getLoadedLanguages().includes(l)));
    if (missing.size) await highlighter.loadLanguage(...[...missing].map((l) => bundledLanguages[l as keyof typeof bundledLanguages]()));
    for (const b of blocks) b.parent.children[b.index] = renderBlock(b, highlighter);
  };
}

function renderBlock(b: CodeBlock, highlighter: Highlighter): Element {
  const meta = parseCodeMeta(b.meta);
  const pre = b.lang === SHELL_EXAMPLE_LANG ? renderShellExample(b.code, meta.highlight) : highlight(b, meta.highlight, highlighter);
  const children: ElementContent[] = [];
  if (meta.title) children.push(h('div', { className: ['code-title'] }, [{ type: 'text', value: meta.title }]));
  children.push(pre);
  return h('div', { className: ['code-block'], dataLang: b.lang }, children);
}

function highlight(b: CodeBlock, marked: Set<number>, highlighter: Highlighter): Element {
  const lang = highlighter.getLoadedLanguages().includes(b.lang) ? b.lang : 'text';
  const root = highlighter.codeToHast(b.code, {
    lang,
    themes: CODE_THEMES,
    defaultColor: false,
    transformers: [{ line(node, n) { if (marked.has(n)) this.addClassToHast(node, 'highlighted'); } }],
  });
  return root.children[0] as Element;
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
