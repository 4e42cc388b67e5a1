// Which compiler a doc goes through. Docusaurus parses every file as MDX by default (`markdown.format: 'mdx'`);
// we do the same for any file that uses MDX syntax, and keep the fast Markdown path for the rest — a file with
// no MDX syntax gives the same HTML either way.
import type { Frontmatter } from '../types.ts';
import { FenceLines } from '../markdown/fence-lines.ts';
import { MDX_CODE_BLOCK } from './preprocess.ts';

export type MarkdownFormat = 'mdx' | 'md' | 'detect';
/** How one doc's body is read. */
export type DocFormat = 'mdx' | 'md';

/**
 * Whether the doc is compiled as MDX: per-file `format` frontmatter, then the site's `markdown.format`.
 * `mdxSyntax`: whether its body uses MDX syntax (`usesMdxSyntax`).
 */
export function isMdxDoc(relPath: string, mdxSyntax: boolean, frontmatter: Frontmatter, siteFormat: MarkdownFormat): boolean {
  // A site's React page (content/pages): rendered by the MDX path, which bundles and renders components.
  if (REACT_PAGE.test(relPath)) return true;
  const own = frontmatter.format as MarkdownFormat | undefined;
  if (own === 'mdx') return true;
  const format = own ?? siteFormat;
  if (format === 'md') return false;
  const mdxFile = relPath.endsWith('.mdx');
  if (format === 'detect') return mdxFile;
  return mdxFile || mdxSyntax;
}

/**
 * How Docusaurus reads a doc: per-file `format` frontmatter, then the site's `markdown.format` (`detect`: `.mdx`
 * files as MDX). Docs the MDX path compiles for the site's sake (its plugins, its Admonition) are read so.
 */
export function docFormat(relPath: string, frontmatter: Frontmatter, siteFormat: MarkdownFormat): DocFormat {
  // A React page's (or theme component's) module is MDX docsgen writes.
  if (REACT_PAGE.test(relPath)) return 'mdx';
  const format = (frontmatter.format as MarkdownFormat | undefined) ?? siteFormat;
  return format === 'detect' ? (relPath.endsWith('.mdx') ? 'mdx' : 'md') : format;
}

/** A React page's file: a component module, not Markdown. */
export const REACT_PAGE = /\.[jt]sx?$/;

const ESM = /^(import|export)\s/;
// A component (`<Tabs`, `<Foo.Bar`), a fragment, an attribute written as an expression (`style={{…}}`), or
// Docusaurus's `<head>` (its tags go into the page's head: remark-head.ts).
const JSX = /<(?:[A-Z][\w.]*|>|head[\s>])|<[a-z][\w-]*\s[^>]*=\{/;
// `{…}` outside code, other than a heading's `{#custom-id}`.
const EXPRESSION = /\{(?!#[\w-]+\})/;
const RAW_ELEMENT = /<(script|style)\b[^]*?<\/\1>/gi;
const RAW_OPEN = /<(script|style)\b/i;

/**
 * A cheap look for MDX syntax outside code: ESM lines, JSX components or attribute expressions, `{expressions}`.
 * Indented lines are skipped for expressions (indented code in Markdown); a false "no" only means the file is
 * read as Markdown, which is what it looks like.
 */
export function usesMdxSyntax(body: string): boolean {
  // Its content is MDX (preprocess.ts).
  if (body.includes('mdx-code-block') && body.split('\n').some((l) => MDX_CODE_BLOCK.test(l))) return true;
  const fences = new FenceLines();
  // Inside raw <script> or <style>: braces there are JavaScript or CSS, read as HTML by the Markdown path.
  let rawEnd: string | undefined;
  for (let line of body.split('\n')) {
    if (fences.next(line, !rawEnd)) continue;
    if (rawEnd) {
      const end = line.indexOf(rawEnd);
      if (end < 0) continue;
      line = line.slice(end + rawEnd.length);
      rawEnd = undefined;
    }
    // Without `<` or `{` only an ESM line is MDX (most lines: the patterns below cost ~40 % of the load stage).
    if (!line.includes('<') && !line.includes('{')) {
      if (ESM.test(line)) return true;
      continue;
    }
    line = line.replace(RAW_ELEMENT, '');
    const raw = RAW_OPEN.exec(line);
    if (raw) {
      rawEnd = `</${raw[1]!.toLowerCase()}>`;
      line = line.slice(0, raw.index);
    }
    if (ESM.test(line)) return true;
    const text = line.replace(/(`+)[^`]*?\1/g, '');
    if (JSX.test(text)) return true;
    if (!/^\s{4}/.test(line) && EXPRESSION.test(text)) return true;
  }
  return false;
}
