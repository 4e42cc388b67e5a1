// A blog page with the site's own blog parts (rendered for it by content/theme/blog-parts.ts) in the places of
// docsgen's: the page draws a stand-in for each, replaced after the render by the site's HTML, whose markers
// (docsgen's own part, or the post's content, where the site's part renders them) the page fills.
import { fillOriginals, ORIGINAL } from '../theme/originals.ts';
import { TAG, VOID_ELEMENTS } from '../void-elements.ts';

const PIECE = 'data-docsgen-blog-piece';
const STAND_IN = new RegExp(`<template ${PIECE}="([^"]+)"></template>`, 'g');

/**
 * Markers in a site's blog parts: the post's content (an item's `children`) inside docsgen's BlogPostItem/Content,
 * within the site's MDXContent, and elsewhere, alone (theme/BlogPostItem/post-content.tsx draws the latter, which
 * the fill renames where the element holding it is docsgen's Content: there is no React context to tell, where an
 * island's content crossed its props as HTML); docsgen's inline table of contents.
 */
export const BLOG_CONTENT = 'BlogPostContent';
export const BLOG_CONTENT_ALONE = 'BlogPostContent/alone';
/** The attribute of docsgen's BlogPostItem/Content element. */
export const OWN_POST_CONTENT = 'data-docsgen-post-content';
const OWN_ATTRIBUTE = ` ${OWN_POST_CONTENT}=""`;
const ALONE = `${ORIGINAL}="${BLOG_CONTENT_ALONE}`;
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
    return piece ? fillOriginals(framedInOwnContent(piece.html), piece.own) : '';
  });
}

/**
 * `html` with each content marker inside docsgen's BlogPostItem/Content named as drawn within the site's MDXContent,
 * and that element's attribute left out (the page is as Docusaurus's; a hydrating island does not set it again).
 */
function framedInOwnContent(html: string): string {
  if (!html.includes(OWN_POST_CONTENT)) return html;
  const open: boolean[] = [];
  let inside = 0;
  return html.replace(TAG, (tag: string, closing: string | undefined, name: string | undefined, selfClosed: string | undefined) => {
    if (!name || selfClosed || VOID_ELEMENTS.has(name.toLowerCase())) return tag;
    if (closing) return (open.pop() && inside--, tag);
    const own = tag.includes(OWN_ATTRIBUTE);
    open.push(own);
    if (own) return (inside++, tag.replace(OWN_ATTRIBUTE, ''));
    return inside && tag.includes(ALONE) ? tag.replace(ALONE, `${ORIGINAL}="${BLOG_CONTENT}`) : tag;
  });
}
