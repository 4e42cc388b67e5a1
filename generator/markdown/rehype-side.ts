// The unified path's second half, for the docs the direct path (direct-html.ts) does not take: mdast → hast, the
// shared rehype plugins, HTML. Loaded on the first such doc: a site of plain docs never evaluates it.
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { createCodeHighlighter } from './code/highlighter.ts';
import { sharedRehypePlugins } from './plugins/shared.ts';
import { rehypeRawWhenNeeded } from './plugins/rehype-raw-when-needed.ts';

export function createRehypeSide() {
  return unified()
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(sharedRehypePlugins(createCodeHighlighter, [rehypeRawWhenNeeded]))
    // Highlighted code is written as HTML (raw nodes); rehype-raw has parsed any other raw HTML by now.
    .use(rehypeStringify, { allowDangerousHtml: true });
}

export type RehypeSide = ReturnType<typeof createRehypeSide>;
