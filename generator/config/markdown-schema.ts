// The config's Markdown keys: how docs are read (`markdown`), the site's own remark and rehype plugins of each part
// (docs, blog, pages), Mermaid's settings and live code blocks'.
import type { Pluggable } from 'unified';
import * as z from 'zod';
import { remarkRehypeOptions } from './remark-rehype-options.ts';
import { isPrismTheme } from '../markdown/code/prism-theme.ts';

/** A remark or rehype plugin: the function, or `[function, options]` (unified's form). */
const pluggable = z.custom<Pluggable>((v) => typeof v === 'function' || (Array.isArray(v) && typeof v[0] === 'function'), 'a plugin function, or [function, options]');

/**
 * The site's own Markdown plugins for a part of it (Docusaurus's keys): `beforeDefault…` run before docsgen's own,
 * the others after its remark plugins and before its rehype ones (which highlight code, as Docusaurus's theme does
 * after every rehype plugin). A doc they apply to is compiled by the MDX path.
 */
export const markdownPlugins = {
  beforeDefaultRemarkPlugins: z.array(pluggable).default([]),
  remarkPlugins: z.array(pluggable).default([]),
  beforeDefaultRehypePlugins: z.array(pluggable).default([]),
  rehypePlugins: z.array(pluggable).default([]),
};

/** A part's Markdown plugins. */
export type MarkdownPlugins = { [K in keyof typeof markdownPlugins]: Pluggable[] };

/** Docusaurus's `markdown.preprocessor`. */
export type MarkdownPreprocessor = (args: { filePath: string; fileContent: string }) => unknown;
/** Docusaurus's `markdown.parseFrontMatter`. */
export type FrontMatterParser = (args: { filePath: string; fileContent: string; defaultParseFrontMatter: (args: { fileContent: string }) => Promise<{ frontMatter: Record<string, unknown>; content: string }> }) => unknown;

export const markdownOptions = z.strictObject({
  format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
  /** ```` ```mermaid ```` blocks drawn as diagrams (the `mermaid` package, loaded only by pages that have one). */
  mermaid: z.boolean().default(false),
  /**
   * Admonition types besides the built-in ones (Docusaurus's `admonitions.keywords`): `:::name` blocks rendered by
   * the component the site's `src/theme/Admonition/Types` maps the name to.
   */
  /**
   * ```` ```bash npm2yarn ```` fences shown as npm / yarn / pnpm tabs. A Docusaurus config turns it on only where its
   * content lists `@docusaurus/remark-plugin-npm2yarn`, as without that plugin Docusaurus shows the plain block.
   */
  npm2yarn: z.boolean().default(true),
  /** Docusaurus's `markdown.preprocessor`: each Markdown file's text as the build reads it (content/markdown-preprocessor.ts). */
  preprocessor: z.custom<MarkdownPreprocessor>((v) => typeof v === 'function', 'a function ({filePath, fileContent}) => string').optional(),
  /** Docusaurus's `markdown.parseFrontMatter`: each Markdown file's front matter and content (content/markdown-front-matter.ts). */
  parseFrontMatter: z.custom<FrontMatterParser>((v) => typeof v === 'function', 'an async function ({filePath, fileContent, defaultParseFrontMatter}) => {frontMatter, content}').optional(),
  /** Docusaurus's `markdown.remarkRehypeOptions`, those docsgen applies (remark-rehype-options.ts). */
  remarkRehypeOptions: remarkRehypeOptions.optional(),
  admonitionKeywords: z.array(z.string().regex(/^[a-z][\w-]*$/, 'a keyword: lower-case letters, digits, "-" and "_"')).default([]),
}).prefault({});

/** Mermaid's theme in each colour mode, and its other options (Docusaurus's `themeConfig.mermaid`). */
export const mermaidOptions = z.strictObject({
  /**
   * `<Mermaid value>` drawn by pages and docs even without `markdown.mermaid` (whose ```` ```mermaid ```` blocks then
   * stay code): a Docusaurus site listing `@docusaurus/theme-mermaid`, whose component draws wherever it is used.
   */
  components: z.boolean().default(false),
  theme: z.strictObject({ light: z.string().default('default'), dark: z.string().default('dark') }).prefault({}),
  options: z.record(z.string(), z.unknown()).default({}),
}).prefault({});

const prismTheme = z.custom<Record<string, unknown>>(isPrismTheme, 'a Prism theme: { plain: { color, backgroundColor }, styles: [{ types, style }] }');

/** Docusaurus's `themeConfig.prism` keys that change what code shows (docsgen highlights with shiki's grammars). */
export const prismOptions = z.strictObject({
  /** Comments that mark lines of code blocks, each with its class (replacing `highlight-next-line` & co. when set). */
  magicComments: z.array(z.strictObject({
    className: z.string().regex(/^[\w-]+( [\w-]+)*$/, 'class names: letters, digits, "-" and "_", separated by spaces'),
    line: z.string().optional(),
    block: z.strictObject({ start: z.string(), end: z.string() }).optional(),
  })).optional(),
  /** Languages to highlight besides the usual ones: shiki has every grammar, loaded as pages use them. */
  additionalLanguages: z.array(z.string()).default([]),
  /** Code colours: a Prism theme (prism-react-renderer's shape), read as a TextMate theme (code/prism-theme.ts). */
  theme: prismTheme.optional(),
  /** The same in dark mode (by default `theme`). */
  darkTheme: prismTheme.optional(),
}).prefault({});

/**
 * ```` ```jsx live ```` blocks as playgrounds (Docusaurus's `@docusaurus/theme-live-codeblock` and its
 * `themeConfig.liveCodeBlock`): the result shown below the editor, or above it.
 */
export const liveCodeBlockOptions = z.strictObject({
  playgroundPosition: z.enum(['bottom', 'top']).default('bottom'),
});
