// Docusaurus's `<head>` in a doc (`<head><title>…</title><meta …/></head>`): its tags go into the page's <head>,
// through the theme's `head` component (@docusaurus/Head), a <title> among them replacing the page's. MDX leaves
// a tag written as JSX as the plain element; this one is handed to the provider's component instead.
import type { Root } from 'mdast';
import { walk } from '../markdown/walk.ts';

export function remarkHead() {
  return (tree: Root) => {
    walk(tree, (n) => {
      const node = n as { type: string; name?: string | null; data?: { _mdxExplicitJsx?: boolean } };
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'head' && node.data) delete node.data._mdxExplicitJsx;
    });
  };
}
