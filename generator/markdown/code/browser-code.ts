// What the browser's highlighter (client/code/highlight.ts) needs to draw code the build never saw (a site component's
// `<CodeBlock>` of code fetched or made in the browser), as Docusaurus's Prism would highlight it there: the Prism
// grammars of Docusaurus's languages, the site's `prism.additionalLanguages` and its Prism setup's; the site's code
// themes read for each Prism token type, so that its tokens take the colours the build's blocks have; and its magic
// comments, so that its blocks' `{1,3}` ranges, magic comments and line numbers are drawn as the build's are. Made
// only for a browser bundle that imports it (an island with a CodeBlock), as the module `@docsgen/browser-code`.
import { encodeGrammarValue } from '../../../client/code/grammar-codec.ts';
import { createCodeHighlighter } from './highlighter.ts';
import { docusaurusPrism } from './prism-instance.ts';
import { SITE_THEME_CLASS, themeColours, themedHighlighter } from './rehype-code.ts';
import type { MarkdownSetup } from '../setup.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../../client/code/code-meta.ts';
import type { BlockLook } from '../../../client/code/drawn-block.ts';
import type { EncodedGrammars } from '../../../client/code/grammar-finder.ts';

export const BROWSER_CODE_MODULE = '@docsgen/browser-code';

export interface BrowserCode extends BlockLook, EncodedGrammars {}

export async function browserCode(setup: Pick<MarkdownSetup, 'codeThemes' | 'prismGrammars' | 'magicComments'> | undefined, additionalLanguages: readonly string[]): Promise<BrowserCode> {
  const { prism: colours, pre } = themedHighlighter(await createCodeHighlighter(), setup?.codeThemes).styling;
  const { prism, load } = docusaurusPrism();
  for (const lang of additionalLanguages) load(lang);
  const themed = setup?.codeThemes;
  const title = themed ? { class: `code-title ${SITE_THEME_CLASS}`, style: themeColours(themed) } : { class: 'code-title' };
  const magicComments = setup?.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return { ...colours, pre: { ...pre, class: themed ? `${pre.class} ${SITE_THEME_CLASS}` : pre.class }, title, languages: encodeGrammarValue(prism.languages), grammars: { ...setup?.prismGrammars }, magicComments };
}
