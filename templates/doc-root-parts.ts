// The docs page's layout parts a site may wrap or eject (Docusaurus's `DocRoot/Layout`, the box around the docs
// sidebar and the page, and its two halves): drawn around docsgen's sidebar and main (templates/doc-root.tsx;
// generator/content/theme/doc-root.ts).
export const DOC_ROOT_PARTS = ['DocRoot/Layout', 'DocRoot/Layout/Sidebar', 'DocRoot/Layout/Main'] as const;
export type DocRootPart = (typeof DOC_ROOT_PARTS)[number];
