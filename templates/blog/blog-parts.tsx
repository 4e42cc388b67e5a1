// A blog page with the site's own blog parts (rendered for it by content/theme/blog-parts.ts) in the places of
// docsgen's: the page draws a stand-in for each, replaced after the render by the site's HTML, whose markers
// (docsgen's own part, or the post's content, where the site's part renders them) the page fills.
import { fillOriginals } from '../theme/originals.ts';

const PIECE = 'data-docsgen-blog-piece';
const STAND_IN = new RegExp(`<template ${PIECE}="([^"]+)"></template>`, 'g');

/**
 * Markers in a site's blog parts: the post's content (an item's `children`) inside docsgen's BlogPostItem/Content,
 * within the site's MDXContent, and elsewhere, alone (theme/BlogPostItem/post-content.tsx); docsgen's inline table of contents.
 */
export const BLOG_CONTENT = 'BlogPostContent';
export const BLOG_CONTENT_ALONE = 'BlogPostContent/alone';
export const ITEM_TOC = 'BlogPostItem/TOC';

export function StandIn({ name }: { name: string }) {
  return <template {...{ [PIECE]: name }} />;
}

/** A site part's HTML for a stand-in, and docsgen's own HTML for each marker it holds. */
export type SitePiece = { html: string; own: (marker: string) => string };

/** The page's `html` with each stand-in replaced by its site part (unknown names left out). */
export function withSiteParts(html: string, pieces: (name: string) => SitePiece | undefined): string {
  return html.replace(STAND_IN, (_, name: string) => {
    const piece = pieces(name);
    return piece ? fillOriginals(piece.html, piece.own) : '';
  });
}
