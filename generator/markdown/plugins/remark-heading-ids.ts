// Give every heading an id (GitHub-style slug, `{#custom-id}`, or Docusaurus 3.10's comment form `{/* #custom-id */}`
// or `<!-- #custom-id -->`), record headings, and lift a leading H1 out as the title.
import type { Root, Heading as MdHeading, Text } from 'mdast';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { walk } from '../walk.ts';
import type { VFile } from 'vfile';
import type { Heading } from '../../types.ts';
import { tocHtml } from '../toc-value.ts';

const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;
/** Nodes that show nothing on the page. */
export const INVISIBLE = new Set<string>(['html', 'definition', 'mdxjsEsm', 'mdxFlowExpression']);

export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    // Imports, exports and comments above the title (MDX) do not hide it.
    const first = tree.children.find((n) => !INVISIBLE.has(n.type));
    if (first?.type === 'heading' && first.depth === 1) {
      takeCommentId(first);
      // `# Title {#id}`: the title without its id (the page's title has no anchor of its own).
      file.data.h1 = toString(first, { includeHtml: false }).replace(CUSTOM_ID, '');
      tree.children.splice(tree.children.indexOf(first), 1);
    }
    walk(tree, (n) => {
      if (n.type !== 'heading') return;
      const node = n as MdHeading;
      let id = takeCommentId(node);
      const last = node.children[node.children.length - 1];
      if (id) slugger.slug(id);
      else if (last?.type === 'text') {
        const m = CUSTOM_ID.exec(last.value);
        if (m) {
          id = m[1]!;
          (last as Text).value = last.value.slice(0, m.index);
          slugger.slug(id); // reserve it so a later identical heading gets a suffix
        }
      }
      // Inline HTML tags are markup, not text: left out of the id, the TOC entry and the search title. An MDX
      // expression shows no text of its own but, as on Docusaurus, its code is part of the slug.
      const text = toString(node.children.filter((c) => c.type !== 'mdxTextExpression'), { includeHtml: false }).trim();
      id ??= slugger.slug(toString(node, { includeHtml: false }).trim());
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      const html = tocHtml(node.children, text);
      headings.push({ depth: node.depth, text, id, line: node.position?.start.line ?? 0, ...(html === undefined ? {} : { html }) });
    });
    file.data.headings = headings;
  };
}

/**
 * The id a heading's last child gives as a lone comment whose first word starts with `#` (an MDX comment or an
 * HTML one, `<!-- #id -->`), as Docusaurus reads it; the comment is taken out and the text before it loses its
 * trailing space.
 */
function takeCommentId(node: MdHeading): string | undefined {
  const last = node.children[node.children.length - 1] as { type: string; value?: string } | undefined;
  const comment = last?.type === 'mdxTextExpression' ? MDX_COMMENT.exec(last.value!)?.[1]
    : last?.type === 'html' ? HTML_COMMENT.exec(last.value!)?.[1]
    : undefined;
  const word = comment?.trim().split(' ')[0];
  if (!word?.startsWith('#') || word.length < 2) return undefined;
  node.children.pop();
  const before = node.children[node.children.length - 1];
  if (before?.type === 'text') before.value = before.value.trimEnd();
  return word.slice(1);
}

// One block comment and nothing else: two comments, or code beside one, give no id.
const MDX_COMMENT = /^\s*\/\*((?:(?!\*\/)[^])*)\*\/\s*$/;
const HTML_COMMENT = /^<!--([^]*)-->$/;
