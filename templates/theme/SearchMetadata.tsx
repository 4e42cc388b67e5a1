// docsgen's SearchMetadata (the search tags of a page's <head>, see docusaurus/blog-pages.tsx): a site may replace it.
export { SearchMetadata as default } from './docusaurus/blog-pages.tsx';
