// `@theme/DocPage/Layout`, Docusaurus 2's name of the docs page's layout (3's `DocRoot/Layout`): docsgen's sidebar and
// main, in a site's ejected `DocPage` that draws it.
export { default } from '../DocRoot/Layout.tsx';
