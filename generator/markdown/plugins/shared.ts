// The remark and rehype plugins both Markdown paths run, in their order: the fast path (processor.ts) and the MDX
// compiler (mdx/compile.ts) give the same headings, ids, links, sections and code. Each path adds its own steps
// only at the insertion points named here.
import type { PluggableList } from 'unified';
import type { HighlighterCore } from 'shiki/core';
import { rehypeCode } from '../code/rehype-code.ts';
import { rehypeHeadingAnchors } from './rehype-heading-anchors.ts';
import { rehypeInlineCodeTokens } from './rehype-inline-code-tokens.ts';
import { rehypeLazyImages } from './rehype-lazy-images.ts';
import { rehypeTableScroll } from './rehype-table-scroll.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkLead } from './remark-lead.ts';
import { remarkLinks } from './remark-links.ts';
import { remarkLiveCode } from './remark-live-code.ts';
import { remarkMermaid } from './remark-mermaid.ts';
import { remarkSections } from './remark-sections.ts';

/** `afterAdmonitions`: MDX turns the directives admonitions did not take back into text there. */
export function sharedRemarkPlugins(afterAdmonitions: PluggableList = []): PluggableList {
  return [remarkAdmonitions, ...afterAdmonitions, remarkMermaid, remarkLiveCode, remarkHeadingIds, remarkLinks, remarkLead, remarkSections];
}

/** `afterCode`: the fast path parses raw HTML there (after highlighting, which reads the fence meta rehype-raw drops). */
export function sharedRehypePlugins(highlighter: () => Promise<HighlighterCore>, afterCode: PluggableList = []): PluggableList {
  return [[rehypeCode, { highlighter }], rehypeLazyImages, ...afterCode, rehypeTableScroll, rehypeHeadingAnchors, rehypeInlineCodeTokens];
}
