// An MDX doc's Markdown file (`<route>.md`, llms-full.txt) is its source where the doc is plain Markdown, and its
// components' HTML converted to Markdown where it is not (output/llms.ts): converting the whole page's HTML cost
// ~15 ms a doc, most of a large MDX site's build, for text that is mostly the author's own. Here each top-level
// node is sorted. One with no JSX and no expression in it keeps its source lines (as a Markdown doc's file does,
// whatever the plugins made of it). Any other is given a React key, `docsgen-md-N`, by which a second render picks
// it out alone (`parts` in templates/theme/runtime.tsx). Link and footnote definitions, which leave nothing in the
// page, keep their lines at the end.
import type { Root as Hast, RootContent as HastContent } from 'hast';
import type { Root as Mdast } from 'mdast';
import type { VFile } from 'vfile';

/** A piece of the doc's Markdown: the file's lines `[first, last]` (1-based), or the number of a keyed part. */
export type PieceRef = readonly [first: number, last: number] | number;

/** The key prefix of a part rendered apart. */
export const PART_KEY = 'docsgen-md-';

interface Data {
  definitionLines?: [number, number][];
  /** Undefined when some top-level node can be neither (an expression that shows something). */
  markdownPieces?: PieceRef[];
}

/** Records the lines of the root's definitions (gone from the tree once it is HTML). */
export function remarkDefinitionLines() {
  return (tree: Mdast, file: VFile) => {
    (file.data as Data).definitionLines = tree.children.flatMap((n): [number, number][] =>
      ((n.type === 'definition' || n.type === 'footnoteDefinition') && n.position ? [[n.position.start.line, n.position.end.line]] : []));
  };
}

/** Runs after the site's rehype plugins and docsgen's, before the static parts become strings. */
export function rehypeMarkdownPieces() {
  return (tree: Hast, file: VFile) => {
    const data = file.data as Data;
    const pieces: PieceRef[] = [];
    let parts = 0;
    for (const node of tree.children as (HastContent | MdxNode)[]) {
      if (node.type === 'text' && !node.value.trim()) continue;
      if (node.type === 'comment' || node.type === 'mdxjsEsm' || (node.type === 'mdxFlowExpression' && COMMENT_ONLY.test(node.value))) continue;
      // remark-gfm's footnotes, made from definitions whose lines are kept.
      if (node.type === 'element' && node.properties.dataFootnotes !== undefined) continue;
      if (node.type === 'element' && !hasMdx(node) && node.position) {
        pieces.push([node.position.start.line, node.position.end.line]);
      } else if (node.type === 'element') {
        node.properties.key = `${PART_KEY}${parts}`;
        pieces.push(parts++);
      } else if (node.type === 'mdxJsxFlowElement' && node.name) {
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'key', value: `${PART_KEY}${parts}` });
        pieces.push(parts++);
      } else {
        // Text, raw HTML or an expression at the top, or a fragment: nothing to key it by.
        data.markdownPieces = undefined;
        return;
      }
    }
    data.markdownPieces = [...pieces, ...(data.definitionLines ?? [])];
  };
}

interface MdxNode {
  type: 'mdxjsEsm' | 'mdxFlowExpression' | 'mdxJsxFlowElement';
  value: string;
  name: string | null;
  attributes: unknown[];
}

const COMMENT_ONLY = /^\s*(?:\/\*[^]*?\*\/\s*)*$/;

function hasMdx(node: { type: string; children?: unknown[] }): boolean {
  return node.type.startsWith('mdx') || (node.children ?? []).some((c) => hasMdx(c as { type: string }));
}
