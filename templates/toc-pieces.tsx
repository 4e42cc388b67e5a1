// A doc page's table of contents made of the pieces Docusaurus names (a site may replace each: templates/doc-parts.tsx):
// `TOCItems/Tree` the nested list, `TOCItems` the list with its highlight, `TOC` the column beside the article and
// `TOCCollapsible` the "On this page" disclosure above it on narrow screens. docsgen's column keeps its place and its
// highlight (client/reader.ts marks the links inside `.toc`) around a site's TOC.
import type { ReactNode } from 'react';
import type { Heading } from '../generator/types.ts';
import { TocList, tocTree } from './TableOfContents.tsx';

export const TOC_PIECES = ['TOCItems/Tree', 'TOCItems', 'TOC', 'TOCCollapsible', 'DocItem/TOC/Desktop', 'DocItem/TOC/Mobile'] as const;
export type TocPieces = Record<(typeof TOC_PIECES)[number], ReactNode>;

/** The pieces for `toc` (the headings shown), `given` standing in for those the site draws; `title` in the page's locale. */
export function tocPieces(toc: Heading[], given: Partial<TocPieces> = {}, title = 'On this page'): TocPieces {
  if (!toc.length) return { 'TOCItems/Tree': null, TOCItems: null, TOC: null, TOCCollapsible: null, 'DocItem/TOC/Desktop': given['DocItem/TOC/Desktop'] ?? null, 'DocItem/TOC/Mobile': given['DocItem/TOC/Mobile'] ?? null };
  const tree = 'TOCItems/Tree' in given ? given['TOCItems/Tree'] : <TocList nodes={tocTree(toc)} />;
  const items = 'TOCItems' in given ? given.TOCItems : tree;
  // Docusaurus's TOC is the list alone: the column's title is docsgen's, left out around a site's TOC (it has its own).
  const column = 'TOC' in given ? given.TOC : items;
  const collapsible = 'TOCCollapsible' in given ? given.TOCCollapsible : <details className="toc-inline"><summary>{title}</summary><nav aria-label={title}>{items}</nav></details>;
  return {
    'TOCItems/Tree': tree, TOCItems: items, TOC: column, TOCCollapsible: collapsible,
    'DocItem/TOC/Desktop': 'DocItem/TOC/Desktop' in given ? given['DocItem/TOC/Desktop']
      : 'TOC' in given ? <nav className="toc" aria-label={title}>{column}</nav>
      : <nav className="toc" aria-labelledby="toc-title"><h2 id="toc-title" className="toc-title">{title}</h2>{column}</nav>,
    // A site's disclosure shows where docsgen's does (narrow screens).
    'DocItem/TOC/Mobile': 'DocItem/TOC/Mobile' in given ? given['DocItem/TOC/Mobile'] : 'TOCCollapsible' in given ? <div className="toc-inline-own">{collapsible}</div> : collapsible,
  };
}
