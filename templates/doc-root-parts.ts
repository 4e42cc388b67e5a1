// The docs page's layout parts a site may wrap or eject (Docusaurus's `DocRoot/Layout`, the box around the docs
// sidebar and the page, and its two halves): drawn around docsgen's sidebar and main (templates/doc-root.tsx;
// generator/content/theme/doc-root.ts).
export const DOC_ROOT_PARTS = ['DocRoot/Layout', 'DocRoot/Layout/Sidebar', 'DocRoot/Layout/Main'] as const;
export type DocRootPart = (typeof DOC_ROOT_PARTS)[number];

/**
 * The docs plugin's route components around that layout, outermost first (Docusaurus 3's instance, version and
 * sidebar routes; Docusaurus 2's `DocPage`, its version's): each draws its nested routes (`renderRoutes(route.routes)`)
 * where the next one, or the layout, goes.
 */
export const DOC_ROUTE_ROOTS = ['DocsRoot', 'DocVersionRoot', 'DocPage', 'DocRoot'] as const;
export type DocRouteRoot = (typeof DOC_ROUTE_ROOTS)[number];

/** The marker a root's nested routes leave (the routes a root gets name their components, as `@generated/routes` does). */
export const NESTED_ROUTES = 'DocRoot/routes';
