// What an MDX doc exports besides its content, as Docusaurus's MDX loader does: `toc` (for `<TOCInline toc={toc} />`),
// `frontMatter` and `contentTitle`. Runs after remark-heading-ids, which records the headings.
import { parse } from 'acorn';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Heading } from '../types.ts';

export function remarkExports() {
  return (tree: Root, file: VFile) => {
    const headings = (file.data.headings as Heading[] | undefined) ?? [];
    const toc = headings.map((h) => ({ value: h.text, id: h.id, level: h.depth }));
    const value = [
      `export const toc = ${JSON.stringify(toc)};`,
      `export const frontMatter = ${JSON.stringify(file.data.frontmatter ?? {})};`,
      `export const contentTitle = ${JSON.stringify(file.data.h1 ?? null)};`,
    ].join('\n');
    const estree = parse(value, { ecmaVersion: 'latest', sourceType: 'module' });
    tree.children.push({ type: 'mdxjsEsm', value, data: { estree } } as never);
  };
}
