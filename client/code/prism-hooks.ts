// Prism's hooks in the browser's highlighter: js-templates finds the CSS, HTML, GraphQL, SQL or Markdown of a tagged
// template (styled-components' css`…`, html`…`) after JavaScript is tokenized, and tokenizes it with the languages on
// its Prism, as prism-react-renderer's Prism does in Docusaurus. Its code (carried as a function by the chunk's data
// module) expects JavaScript's template strings as they were before it replaced them, and replaces them again alike.
import type Prism from 'prismjs';

/** `prism` given the decoded languages, then the hooks added by `addHooks` (js-templates' code). */
export function hookPrism(prism: typeof Prism, languages: Record<string, object>, addHooks: (prism: typeof Prism) => void): void {
  Object.assign(prism.languages, languages);
  const js = languages.javascript as Record<string, unknown> | undefined;
  const templates = js?.['template-string'];
  // Not a list: js-templates was not part of the languages (nothing to hook).
  if (!js || !Array.isArray(templates)) return;
  // The plain template string comes last in the list js-templates made.
  js['template-string'] = templates[templates.length - 1];
  addHooks(prism);
}
