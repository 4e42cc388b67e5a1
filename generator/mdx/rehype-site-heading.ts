// A site that replaces `@theme/Heading` (src/theme/Heading) gets its component for Markdown's headings too, as on
// Docusaurus, whose MDXComponents maps `h1`–`h6` to `<Heading as="h2" id="…">` with the heading's content: each
// heading becomes that element here, after the site's rehype plugins (which see `h2` elements, as on Docusaurus).
// One the site's MDXComponents maps itself (`h2: MyH2`) stays an `h2` for its component.
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownSetup } from '../markdown/setup.ts';

const HEADING = /^h[1-6]$/;

/** The element's name, which the MDX runtime maps to `@theme/Heading` (templates/theme/runtime.tsx). */
export const SITE_HEADING = 'DocsgenHeading';

export function rehypeSiteHeading() {
  return (tree: Root, file: VFile) => {
    const setup = file.data.setup as MarkdownSetup | undefined;
    if (setup?.siteHeading !== true) return;
    visit(tree, new Set(setup.siteTags));
  };
}

function visit(node: Root | Element, mapped: ReadonlySet<string>): void {
  node.children.forEach((child, i) => {
    if (child.type !== 'element') return;
    if (!HEADING.test(child.tagName) || mapped.has(child.tagName)) return child.tagName === 'pre' ? undefined : visit(child, mapped);
    const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
    const { id, className } = child.properties;
    (node.children as unknown[])[i] = {
      type: 'mdxJsxFlowElement',
      name: SITE_HEADING,
      attributes: [attribute('as', child.tagName), ...(typeof id === 'string' ? [attribute('id', id)] : []), ...(Array.isArray(className) && className.length ? [attribute('className', className.join(' '))] : [])],
      children: child.children,
      ...(child.position ? { position: child.position } : {}),
    };
  });
}
