// What the browser's highlighter (client/code/highlight.ts) needs to draw code the build never saw (a site component's
// `<CodeBlock>` of code fetched or made in the browser), as Docusaurus's Prism would highlight it there: the Prism
// grammars of Docusaurus's languages, the site's `prism.additionalLanguages` and its Prism setup's; and the site's
// code themes read for each Prism token type, so that its tokens take the colours the build's blocks have. Made
// only for a browser bundle that imports it (an island with a CodeBlock), as the module `@docsgen/browser-code`.
import { encodeGrammar } from '../../../client/code/grammar-codec.ts';
import { createCodeHighlighter } from './highlighter.ts';
import { docusaurusPrism } from './prism-instance.ts';
import { prismTypeScopes, scopedPrismTypes } from './prism-theme.ts';
import { SITE_THEME_CLASS, themeColours, themedHighlighter } from './rehype-code.ts';
import type { MarkdownSetup } from '../setup.ts';
import type { VariantStyle } from '../../../client/code/code-spans.ts';

export const BROWSER_CODE_MODULE = '@docsgen/browser-code';

export interface BrowserCode {
  variants: string[];
  plain: VariantStyle[];
  /** What each theme sets for each Prism token type (types it sets nothing for left out). */
  types: Record<string, Partial<VariantStyle>[]>;
  /** The `<pre>`'s class and style attribute, as the build's blocks have them. */
  pre: { class: string; style: string };
  /** The title's class and style (the site's code themes colour it). */
  title: { class: string; style?: string };
  /** Encoded grammars (grammar-codec.ts) by language, and the other names of a language. */
  grammars: Record<string, string>;
  aliases: Record<string, string>;
}

export async function browserCode(setup: Pick<MarkdownSetup, 'codeThemes' | 'prismGrammars'> | undefined, additionalLanguages: readonly string[]): Promise<BrowserCode> {
  const { variants, plain, rulesOf, pre } = themedHighlighter(await createCodeHighlighter(), setup?.codeThemes).styling;
  const types: BrowserCode['types'] = {};
  for (const type of scopedPrismTypes()) {
    const rules = rulesOf(prismTypeScopes(type));
    if (rules.some((r) => Object.keys(r).length)) types[type] = rules;
  }
  const { prism, load } = docusaurusPrism();
  for (const lang of additionalLanguages) load(lang);
  const grammars: Record<string, string> = {};
  const aliases: Record<string, string> = {};
  const names = new Map<object, string>();
  for (const [lang, grammar] of Object.entries(prism.languages)) {
    if (typeof grammar !== 'object' || grammar === null) continue;
    const first = names.get(grammar);
    if (first !== undefined) aliases[lang] = first;
    else {
      names.set(grammar, lang);
      grammars[lang] = encodeGrammar(grammar);
    }
  }
  Object.assign(grammars, setup?.prismGrammars);
  const themed = setup?.codeThemes;
  const title = themed ? { class: `code-title ${SITE_THEME_CLASS}`, style: themeColours(themed) } : { class: 'code-title' };
  return { variants, plain, types, pre: { ...pre, class: themed ? `${pre.class} ${SITE_THEME_CLASS}` : pre.class }, title, grammars, aliases };
}
