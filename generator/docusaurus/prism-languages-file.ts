// A site's `src/theme/prism-include-languages.js`: the function Docusaurus runs on its Prism instance, loading the
// `prism.additionalLanguages` grammars (as ejected) and any of the site's own. docsgen highlights with Shiki, by
// language name, so the ejected file changes nothing; one that registers more (a grammar of its own, a Prism
// plugin) is named once, since that code is not run.
import { readFileSync } from 'node:fs';
import type { Problem } from '../errors.ts';

const MODULE = /\b(?:require|import)\s*\(\s*(['"`])([^'"`]*)\1\s*\)|\bimport\s+[^'"`;]*?\bfrom\s+(['"])([^'"]+)\3|\bimport\s+(['"])([^'"]+)\5/g;
// What the ejected file loads: the site's config, and each listed grammar by a template of its name.
const EJECTED = new Set(['@generated/docusaurus.config', 'prismjs/components/prism-${lang}']);
// Code that changes the Prism instance itself: a grammar assigned or extended, a hook added.
const CHANGES_PRISM = /\.languages\s*(?:\.\s*\w+\s*=|\[[^\]]+\]\s*=|\.\s*(?:extend|insertBefore)\s*\()|\.hooks\s*\.\s*add\s*\(/;

/** The warning for the site's file, or none when it only loads `prism.additionalLanguages` as the ejected one does. */
export function prismLanguagesProblem(file: string): Problem | undefined {
  const code = readFileSync(file, 'utf8').replace(/\/\*[^]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const loaded = [...code.matchAll(MODULE)].map((m) => m[2] ?? m[4] ?? m[6]!).filter((id) => !EJECTED.has(id));
  if (!loaded.length && !CHANGES_PRISM.test(code)) return undefined;
  return {
    pos: { file },
    message: `the site's prism-include-languages adds to Prism${loaded.length ? ` (${loaded.join(', ')})` : ''}, which docsgen does not run: it highlights code with Shiki's grammars, each used by its language name`,
    hint: 'a language Shiki has needs nothing (prism.additionalLanguages is not needed either); code in a language it lacks is shown unhighlighted',
  };
}
