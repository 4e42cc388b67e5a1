// A Prism of our own, made anew on each call: the site's grammar code (prism-site-grammars.ts) may add to or change its
// languages, and `serve` runs that code again after each edit. prismjs's module sets `global.Prism` and is one
// instance per process, so its files are evaluated here with their globals shadowed instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Prism from 'prismjs';
import { hasGrammar } from './prism-languages.ts';

export type PrismInstance = typeof Prism;

/** prismjs's components folder, found when a Prism is first made (most builds never make one). */
let components: string | undefined;
const sources = new Map<string, string>();
/** Each Prism language's `require`d languages (prismjs's components.json). */
let needs: Record<string, { require?: string | string[] }> | undefined;

const source = (file: string) => {
  let s = sources.get(file);
  components ??= path.join(path.dirname(createRequire(import.meta.url).resolve('prismjs/package.json')), 'components');
  if (s === undefined) sources.set(file, (s = readFileSync(path.join(components, file), 'utf8')));
  return s;
};

/**
 * prism-react-renderer's languages, with those its build bundles for them (the Prism a Docusaurus site's grammar code
 * runs on, and the browser highlights with, has them all: `css`, `typescript`, `regex`, and `css-extras`,
 * `js-templates`, `js-extras` that change others), in its order: a grammar embeds or changes those loaded before it
 * (JavaScript's regular expressions, markup's `<style>`), and one made from another copies it as it is then.
 */
const DOCUSAURUS_LANGUAGES = ['markup', 'regex', 'clike', 'javascript', 'actionscript', 'coffeescript', 'javadoclike', 'css', 'css-extras', 'yaml', 'markdown', 'graphql', 'sql', 'js-templates', 'typescript', 'jsdoc', 'flow', 'n4js', 'js-extras', 'jsx', 'tsx', 'swift', 'kotlin', 'c', 'objectivec', 'reason', 'rust', 'go', 'cpp', 'python', 'json'];

/**
 * The code of Prism's components that add hooks to Docusaurus's languages (js-templates: a tagged template's CSS,
 * HTML, GraphQL… is found after tokenizing), as the body of a function of `Prism`: the browser's highlighter runs it
 * (client/code/prism-hooks.ts), since hooks cannot travel as grammar data.
 */
export const prismHooksSource = (): string => source('prism-js-templates.js');

/** A Prism core with no language (in Node it neither highlights a document nor listens for worker messages). */
export function barePrism(): PrismInstance {
  const module = { exports: {} as PrismInstance };
  // `window`, `self` and `global` shadowed: the core finds no document and keeps itself off the process's globals.
  new Function('module', 'window', 'self', 'global', 'WorkerGlobalScope', source('prism-core.js'))(module, undefined, undefined, undefined, undefined);
  return module.exports;
}

/** A Prism with Docusaurus's languages, as the site's `prism-include-languages` receives it. */
export function docusaurusPrism(): { prism: PrismInstance; load: (lang: string) => boolean } {
  const prism = barePrism();
  const load = languageLoader(prism);
  for (const lang of DOCUSAURUS_LANGUAGES) load(lang);
  return { prism, load };
}

/** Docusaurus's languages Shiki has no grammar for (prism-react-renderer's `reason`): Prism highlights them on any site. */
export const docusaurusOnlyLanguages = (): string[] => DOCUSAURUS_LANGUAGES.filter((l) => !hasGrammar(l));

/** Loads a language into `prism` by name, the languages it builds on first: false when Prism has no such language. */
export function languageLoader(prism: PrismInstance): (lang: string) => boolean {
  const loaded = new Set<string>();
  const load = (lang: string): boolean => {
    if (loaded.has(lang)) return true;
    if (!prismHas(lang)) return false;
    loaded.add(lang);
    // A component assumes the languages it builds on are loaded: they are, first.
    needs ??= (JSON.parse(source('../components.json')) as { languages: typeof needs }).languages!;
    for (const dep of [needs[lang]?.require ?? []].flat()) load(dep);
    new Function('Prism', source(`prism-${lang}.js`))(prism);
    return true;
  };
  return load;
}

/** Whether prismjs has a grammar of `lang` (a component of that name; its core is none). */
export const prismHas = (lang: string): boolean => /^[\w-]+$/.test(lang) && lang !== 'core' && sourceExists(lang);

function sourceExists(lang: string): boolean {
  try {
    source(`prism-${lang}.js`);
    return true;
  } catch {
    return false;
  }
}
