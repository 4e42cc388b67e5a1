// Markdown images on a Docusaurus site load lazily and decode off the main thread, as its MDXImg (the `img` of its
// MDXComponents) draws them: `decoding="async" loading="lazy"` ahead of the image's own attributes. Runs before raw
// HTML is parsed, so only Markdown's `![alt](src)` images get them, as on Docusaurus; a site that draws images itself
// (its MDXComponents/Img) gets them as it draws them. direct-html.ts writes the same on the fast path.
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownSetup } from '../setup.ts';

/** The attributes, in Docusaurus's order. */
export const LAZY_IMAGE = { decoding: 'async', loading: 'lazy' } as const;

/** Whether this setup's Markdown images get them. */
export const lazyImages = (setup: MarkdownSetup | undefined): boolean => setup?.lazyImages === true && !setup.siteTags?.includes('img');

export function rehypeLazyImages() {
  return (tree: Root, file: VFile) => {
    if (!lazyImages(file.data.setup as MarkdownSetup | undefined)) return;
    const visit = (node: Root | Root['children'][number]): void => {
      if (node.type === 'element' && node.tagName === 'img') node.properties = { ...LAZY_IMAGE, ...node.properties };
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}
