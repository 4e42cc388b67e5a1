// Where docsgen's own documentation is published (built from docs/ by `npm run docs`). Error hints link to the
// page and section that explain the rule; test/integration/docs-site.test.ts checks that each one exists.

/** The docs site's origin: its config's `url`. */
export const DOCS_ORIGIN = 'https://docsgen.dev';

const docsPage = (route: string, anchor?: string) => `${DOCS_ORIGIN}/docs/${route}${anchor ? `#${anchor}` : ''}`;

/** The pages (and sections) hints link to. */
export const DOCS = {
  frontmatter: docsPage('content-format/files-and-routes', 'frontmatter'),
  categoryFiles: docsPage('content-format/files-and-routes', 'category-files'),
  sidebars: docsPage('content-format/files-and-routes', 'sidebars'),
  admonitions: docsPage('content-format/markdown', 'admonitions'),
  notBuilt: docsPage('docusaurus/', 'what-is-not-built-yet'),
  themeOverrides: docsPage('docusaurus/theme-overrides'),
  mdxComponents: docsPage('content-format/mdx'),
} as const;

/** The config reference's section on a top-level key (its heading id is the key in lower case), or the whole page. */
export const configKeyDocs = (key?: PropertyKey): string => docsPage('config', typeof key === 'string' ? key.toLowerCase() : undefined);
