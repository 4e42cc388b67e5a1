// The parse of a doc whose part's remark plugins add syntax (remark-math's `$…$`; site-plugins.ts), for the
// plugin-docs fast path: as the MDX path parses it (mdx/compile.ts), micromark with the plugins' extensions — an
// MDX doc's runs that hold none of that syntax read by markdown-it — so both paths read the same tree.
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { createProcessor } from '@mdx-js/mdx';
import type { Pluggable } from 'unified';
import type { VFile } from 'vfile';
import type { DocFormat } from '../mdx/format.ts';
import { remarkMarkdownParts } from '../mdx/markdown-parts.ts';
import { preprocessMdx } from '../mdx/preprocess.ts';
import { addedSyntax, type MarkdownPlugins } from '../mdx/site-plugins.ts';

/** One parser per plugin set and format: attaching the plugins may be costly. */
const parsers = new WeakMap<MarkdownPlugins, Map<DocFormat, Parser>>();

type Parser = ReturnType<typeof createProcessor>;

/** MDX's own processor, only to parse: remark-parse, remark-mdx for MDX, then the remark plugins' syntax. */
function parserFor(plugins: MarkdownPlugins, format: DocFormat): Parser {
  let byFormat = parsers.get(plugins);
  if (!byFormat) parsers.set(plugins, (byFormat = new Map()));
  let parser = byFormat.get(format);
  if (!parser) {
    const starts = addedSyntax(plugins)?.starts;
    const parts: Pluggable[] = format === 'mdx' && starts ? [[remarkMarkdownParts, { syntaxStarts: starts }]] : [];
    parser = createProcessor({ format, remarkPlugins: [...parts, remarkGfm, remarkDirective, ...plugins.beforeDefaultRemarkPlugins, ...plugins.remarkPlugins] });
    byFormat.set(format, parser);
  }
  return parser;
}

/** The doc's tree (`file.value` set to what was parsed), or undefined when MDX cannot read it: the MDX path then reports why. */
export function parseWithSyntax(body: string, bodyLine: number, format: DocFormat, plugins: MarkdownPlugins, file: VFile): Root | undefined {
  // Blank lines in place of the frontmatter: positions are then the file's.
  file.value = '\n'.repeat(bodyLine - 1) + (format === 'mdx' ? preprocessMdx(body) : body);
  try {
    return parserFor(plugins, format).parse(file) as Root;
  } catch {
    return undefined;
  }
}
