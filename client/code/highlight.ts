// Code a site's CodeBlock draws in the browser only (fetched there, or made from a component's state): highlighted by
// Prism, as Docusaurus's CodeBlock highlights it, with the grammars, colours and magic comments the build gives this
// chunk (generator/markdown/code/browser-code.ts), into the markup the build's blocks have (drawn-block.ts). Loaded
// by templates/theme/CodeBlock.tsx when such a block is drawn.
import { pagePrism } from './prism-manual.ts';
import Prism from 'prismjs/components/prism-core.js';
import data, { addPrismHooks } from '@docsgen/browser-code';
import { grammarFinder } from './grammar-finder.ts';
import { prismPieces } from './prism-tokens.ts';
import { hookPrism } from './prism-hooks.ts';
import { drawnBlockHtml } from './drawn-block.ts';

(globalThis as { Prism?: unknown }).Prism = pagePrism;

const grammarOf = grammarFinder(data, (languages) => hookPrism(Prism, languages, addPrismHooks));

/** The inner HTML of the block's `.code-block`, `meta` its fence meta (title, `{1,3}`, `showLineNumbers`). */
export function browserCodeHtml(code: string, lang: string, meta: string): string {
  const grammar = grammarOf(lang);
  return drawnBlockHtml(data, code, lang, meta, grammar && ((shown) => prismPieces(Prism, shown, grammar, lang)));
}
