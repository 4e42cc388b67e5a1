// A `#` link at the end of every heading with an id (levels 2–6), shown on hover or focus: readers copy a
// section's address from it. Its name says where it leads ("Direct link to …", in the locale's words), not "#".
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import type { MarkdownSetup } from '../setup.ts';
import { headingLinkLabel } from '../words.ts';

const HEADING = /^h[2-6]$/;

export function rehypeHeadingAnchors() {
  return (tree: Root, file: VFile) => {
    const setup = file.data.setup as MarkdownSetup | undefined;
    const words = setup?.words;
    // A heading the site's component draws (its Heading, or its MDXComponents' `h2`) gets its content only, as on
    // Docusaurus, whose Heading adds the link.
    if (setup?.siteHeading) return;
    const site = new Set(setup?.siteTags);
    walk(tree, (n) => {
      if (n.type !== 'element') return;
      const node = n as Element;
      if (node.tagName === 'pre') return false;
      if (!HEADING.test(node.tagName) || site.has(node.tagName)) return;
      const id = node.properties.id;
      if (typeof id === 'string' && id) {
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: headingLinkLabel(toString(node).trim(), words) },
          children: [{ type: 'text', value: '#' }],
        });
      }
      return false;
    });
  };
}
