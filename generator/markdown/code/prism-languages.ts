// Docusaurus sites name code languages as Prism does; shiki spells some of them differently. A fence or a
// `prism.additionalLanguages` entry in Prism's spelling gets shiki's grammar for the same language.
import { bundledLanguages } from 'shiki/langs';

/** Prism names (and Prism aliases) whose grammar shiki has under another name. */
const SHIKI_NAME: Record<string, string> = {
  objectivec: 'objective-c',
  markup: 'html',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  atom: 'xml',
  rss: 'xml',
  django: 'jinja',
  jinja2: 'jinja',
  gradle: 'groovy',
  vbnet: 'vb',
  'visual-basic': 'vb',
  cshtml: 'razor',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  nasm: 'asm',
  webmanifest: 'json',
  objectpascal: 'pascal',
  // Prism's Flow is JavaScript with type annotations, which shiki's JavaScript grammar reads.
  flow: 'javascript',
};

/**
 * Prism components that only add to other languages' grammars (JSDoc in comments, extra CSS tokens): listing one in
 * `additionalLanguages` asks for nothing shiki's own grammars lack.
 */
const PRISM_EXTENSIONS = new Set(['clike', 'css-extras', 'js-extras', 'js-templates', 'php-extras', 'javadoc', 'javadoclike', 'jsdoc',
  'phpdoc', 'markup-templating', 'xml-doc']);

/** The shiki grammar for a language named as in a fence or in Prism's list (itself when shiki knows that name). */
export const grammarName = (lang: string): string => SHIKI_NAME[lang] ?? lang;

/** Whether shiki highlights `lang` (a Prism name or extension included). */
export const hasGrammar = (lang: string): boolean => grammarName(lang) in bundledLanguages || PRISM_EXTENSIONS.has(lang);
