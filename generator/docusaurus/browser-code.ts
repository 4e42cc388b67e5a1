// Theme packages whose code blocks get their code in the browser: docusaurus-theme-github-codeblock's `reference`
// blocks fetch a file's lines from GitHub as the page loads, and Docusaurus's CodeBlock highlights them there.
// docsgen highlights at build time and ships no highlighter, so such code shows as a code block, unhighlighted
// (templates/theme/CodeBlock.tsx): named in the not-built warning.
import { pluginName } from './plugins.ts';

const FETCHING_CODE = ['docusaurus-theme-github-codeblock'];

/** The not-built line for the config's themes and plugins that fetch code in the browser, if any. */
export function browserCodeNotBuilt(entries: unknown[]): string[] {
  const names = entries.map(pluginName).filter((n): n is string => n !== undefined && FETCHING_CODE.some((p) => n === p || n.includes(`/node_modules/${p}/`)));
  return names.length ? [`${[...new Set(names)].join(', ')}: code fetched in the browser (its blocks show as code blocks, unhighlighted: docsgen highlights at build time)`] : [];
}
