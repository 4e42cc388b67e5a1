// What the site's config sets for every doc's Markdown, carried with each doc to the thread that parses it: Mermaid
// diagrams (remark-mermaid.ts), live code blocks (remark-live-code.ts), the magic comments of code blocks
// (client/code/code-meta.ts) and the locale's words (words.ts).
import type { SiteConfig } from '../config/schema.ts';
import { codeThemesOf, type CodeThemes } from './code/prism-theme.ts';
import { markdownWords } from './words.ts';
import { ATTR } from '../../client/inlined-constants.ts';
import type { RemarkRehypeOptions } from '../config/remark-rehype-options.ts';
import type { MagicComment } from '../../client/code/code-meta.ts';
import { drawnMagicComments } from '../../client/code/magic-comments.ts';

export { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../../client/code/code-meta.ts';

/** What a diagram needs in the browser: the library's URL, its theme in each colour mode and its other options. */
export interface MermaidSetup {
  src: string;
  light: string;
  dark: string;
  options: Record<string, unknown>;
  /** Set when ```` ```mermaid ```` blocks stay code (`mermaid.components` without `markdown.mermaid`): only `<Mermaid value>` draws. */
  blocks?: false;
  /** Set when the site has its own `Mermaid` (src/theme/Mermaid): each block renders through it, as `<Mermaid value>`. */
  site?: true;
}

/** Where a diagram's element finds the library and how to draw (client/mermaid.ts reads them). */
export function mermaidAttributes(setup: MermaidSetup): { [ATTR.mermaid]: string; [ATTR.mermaidConfig]: string } {
  return { [ATTR.mermaid]: setup.src, [ATTR.mermaidConfig]: JSON.stringify({ light: setup.light, dark: setup.dark, options: setup.options }) };
}

/** What a live code block needs in the browser: the playground's script and stylesheet, and where its result goes. */
export interface LiveCodeSetup {
  src: string;
  css: string;
  position: 'bottom' | 'top';
}


export interface MarkdownSetup {
  /** Set when ```` ```mermaid ```` blocks are diagrams. */
  mermaid?: MermaidSetup;
  /** Set when ```` ```jsx live ```` blocks are playgrounds. */
  liveCode?: LiveCodeSetup;
  magicComments: MagicComment[];
  /** The site's own code themes (Docusaurus's `prism.theme` and `darkTheme`), when it has some. */
  codeThemes?: CodeThemes;
  /** The site's own admonition types (`markdown.admonitionKeywords`), when it has some. */
  admonitionKeywords?: string[];
  /** Markdown elements the site's MDXComponents maps (`table`, `a`…): rendered through its components, never folded to HTML. */
  siteTags?: string[];
  /** The names the site's MDXComponents provides `@docusaurus/Link` under, when it does (docusaurus/mdx-link-names.ts). */
  linkComponents?: string[];
  /** Set when the site replaces `@theme/CodeBlock`: fenced code renders through it (mdx/rehype-site-code-block.ts). */
  siteCodeBlock?: true;
  /** Set when the site replaces `@theme/Heading`: Markdown's headings render through it (mdx/rehype-site-heading.ts). */
  siteHeading?: true;
  /** Set when `npm2yarn` fences stay plain code blocks (`markdown.npm2yarn: false`). */
  npm2yarn?: false;
  /** Languages only the site's Prism setup has, each its grammar encoded (code/prism-grammar.ts), when there are some. */
  prismGrammars?: Record<string, string>;
  /** The locale's words the Markdown path writes (words.ts), when it translates some. */
  words?: Record<string, string>;
  /** The site's `markdown.remarkRehypeOptions` (footnotes' words and ids), when it has some. */
  remarkRehype?: RemarkRehypeOptions;
  /** Set on a Docusaurus site: Markdown images load lazily, as its MDXImg draws them (plugins/rehype-lazy-images.ts). */
  lazyImages?: true;
}

export function markdownSetup(site: SiteConfig, mermaid?: MermaidSetup, liveCode?: LiveCodeSetup, siteTags: string[] = [], siteCodeBlock = false, prismGrammars: Record<string, string> = {}, siteHeading = false): MarkdownSetup {
  const magicComments = drawnMagicComments(site.prism.magicComments);
  const keywords = site.markdown.admonitionKeywords;
  const words = markdownWords(site.codeTranslations);
  return { ...(mermaid ? { mermaid } : {}), ...(liveCode ? { liveCode } : {}), magicComments, ...codeThemesPart(site), ...(keywords.length ? { admonitionKeywords: keywords } : {}), ...(siteTags.length ? { siteTags } : {}), ...(siteCodeBlock ? { siteCodeBlock: true } : {}), ...(siteHeading ? { siteHeading: true } : {}), ...(site.markdown.npm2yarn ? {} : { npm2yarn: false as const }), ...(Object.keys(prismGrammars).length ? { prismGrammars } : {}), ...(words ? { words } : {}), ...(site.markdown.remarkRehypeOptions ? { remarkRehype: site.markdown.remarkRehypeOptions } : {}), ...(site.infima ? { lazyImages: true as const } : {}) };
}

/** The site's code themes as a setup entry (none: docsgen's own). */
function codeThemesPart(site: SiteConfig): { codeThemes?: CodeThemes } {
  const codeThemes = codeThemesOf(site.prism.theme, site.prism.darkTheme);
  return codeThemes ? { codeThemes } : {};
}
