// A site that replaces `@theme/CodeBlock` (src/theme/CodeBlock) gets its component for fenced code too, as on
// Docusaurus, where MDX's `pre` renders `<CodeBlock className="language-…" metastring="…">` with the code as its
// children: each fence becomes that element here, before docsgen highlights fences (its own CodeBlock, which a
// wrapper renders through `@theme-original/CodeBlock`, highlights them the same way). npm2yarn blocks and shell
// transcripts stay docsgen's: they are no single CodeBlock.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { MarkdownSetup } from '../markdown/setup.ts';
import { parseCodeMeta } from '../../client/code/code-meta.ts';
import { SHELL_EXAMPLE_LANG } from '../markdown/code/rehype-code.ts';

export function rehypeSiteCodeBlock() {
  return (tree: Root, file: VFile) => {
    const setup = file.data.setup as MarkdownSetup | undefined;
    if (setup?.siteCodeBlock !== true) return;
    visit(tree, setup.npm2yarn !== false);
  };
}

/** `npm2yarn`: such fences are docsgen's tabs (markdown.npm2yarn). */
function visit(node: Root | Element, npm2yarn: boolean): void {
  node.children.forEach((child, i) => {
    if (child.type !== 'element') return;
    const code = child.tagName === 'pre' ? child.children[0] : undefined;
    if (code?.type !== 'element' || code.tagName !== 'code') return visit(child, npm2yarn);
    const className = ((code.properties.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'));
    const meta = (code.data as { meta?: string } | undefined)?.meta ?? undefined;
    if (className === `language-${SHELL_EXAMPLE_LANG}` || (npm2yarn && parseCodeMeta(meta).npm2yarn)) return;
    const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
    (node.children as unknown[])[i] = {
      type: 'mdxJsxFlowElement',
      name: 'CodeBlock',
      attributes: [...(className ? [attribute('className', className)] : []), ...(meta ? [attribute('metastring', meta)] : [])],
      children: [{ type: 'text', value: toString(code) }],
      ...(child.position ? { position: child.position } : {}),
    };
  });
}
