// The unified path's second half, for the docs the direct path (direct-html.ts) does not take: mdast → hast, the
// shared rehype plugins, HTML. Loaded on the first such doc: a site of plain docs never evaluates it.
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { createCodeHighlighter } from './code/highlighter.ts';
import { sharedRehypePlugins } from './plugins/shared.ts';
import { rehypeRawWhenNeeded } from './plugins/rehype-raw-when-needed.ts';
import { rehypeTableNewlines } from '../mdx/table-newlines.ts';
import type { RemarkRehypeOptions } from '../config/remark-rehype-options.ts';

/**
 * `sitePlugins`: the site's rehype plugins, run first as the MDX path runs them (mdx/compile.ts). `asMdx`: the HTML
 * as that path writes it, for docs it compiled before the fast path took them (its tables have no newlines).
 * `options`: the site's remark-rehype options (the Markdown setup's).
 */
export function createRehypeSide(sitePlugins: PluggableList = [], asMdx = false, options: RemarkRehypeOptions = {}) {
  return unified()
    .use(remarkRehype, { ...options, allowDangerousHtml: true })
    .use(sitePlugins)
    .use(sharedRehypePlugins(createCodeHighlighter, [rehypeRawWhenNeeded]))
    .use(asMdx ? [rehypeTableNewlines] : [])
    // Highlighted code is written as HTML (raw nodes); rehype-raw has parsed any other raw HTML by now.
    .use(rehypeStringify, { allowDangerousHtml: true });
}

export type RehypeSide = ReturnType<typeof createRehypeSide>;
