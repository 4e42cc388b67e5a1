// Markdown text from mdast, as the site's Markdown files are written: a module of its own so that a build with no
// MDX doc never loads the HTML parser html-markdown.ts converts those docs with.
import type { Heading, Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { plainMarkdown } from './plain-markdown.ts';

/** GFM tables, `-` bullets, fenced code. */
export function markdownText(tree: Root): string {
  return plainMarkdown(tree) ?? toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-', listItemIndent: 'one' });
}

export function heading(depth: Heading['depth'], text: string): Heading {
  return { type: 'heading', depth, children: [{ type: 'text', value: text }] };
}
