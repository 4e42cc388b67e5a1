// What an MDX doc exports besides its content, as Docusaurus's MDX loader does: `toc` (for `<TOCInline toc={toc} />`),
// `frontMatter`, `contentTitle` and `assets` (`assets.image`: the frontmatter `image`, a file beside the doc given as
// the URL of its copy, as `<img src={assets.image} />` uses it). Runs after remark-heading-ids, which records the
// headings, and remark-links, whose asset markers the frontmatter image joins.
import { parse } from 'acorn';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { ASSET_MARKER, isLocalFile } from '../markdown/plugins/remark-links.ts';
import type { AssetLink, Heading } from '../types.ts';
import { tocValue } from '../markdown/toc-value.ts';

export function remarkExports() {
  return (tree: Root, file: VFile) => {
    const headings = (file.data.headings as Heading[] | undefined) ?? [];
    const toc = headings.map((h) => ({ value: tocValue(h), id: h.id, level: h.depth }));
    const value = [
      `export const toc = ${JSON.stringify(toc)};`,
      `export const frontMatter = ${JSON.stringify(file.data.frontmatter ?? {})};`,
      `export const contentTitle = ${JSON.stringify(file.data.h1 ?? null)};`,
      `export const assets = ${JSON.stringify({ image: imageAsset(file) })};`,
    ].join('\n');
    const estree = parse(value, { ecmaVersion: 'latest', sourceType: 'module' });
    tree.children.push({ type: 'mdxjsEsm', value, data: { estree } } as never);
  };
}

/** The frontmatter image: a local file gets an asset marker (resolved to its copy's URL once parsed), a URL stays. */
function imageAsset(file: VFile): string | undefined {
  const image = (file.data.frontmatter as { image?: unknown } | undefined)?.image;
  if (typeof image !== 'string') return undefined;
  // Without markers (a partial), the image is left as written.
  if (!file.data.deferMdLinks || !isLocalFile(image, true)) return image;
  const assets = ((file.data.assetLinks as AssetLink[] | undefined) ??= []);
  assets.push({ url: image, image: true });
  return `#${ASSET_MARKER}${assets.length - 1}`;
}
