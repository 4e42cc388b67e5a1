// The markers around what a site's `DocSidebar…` wrapper that reads the URL draws before and after docsgen's sidebar
// on each page (generator/content/theme/sidebar-wrapper-routes.ts), as the HTML parser keeps them: the page data
// carries what is between (`sidebarParts`) and client navigation puts the next page's there (client/navbar-swap.ts).
// Markers of their own: pages without a sidebar have none, and the navbar's parts are counted apart.
import { ATTR } from '../client/inlined-constants.ts';

export const PAGE_SIDEBAR_START = `<template ${ATTR.pageSidebar}=""></template>`;
export const PAGE_SIDEBAR_END = `<template ${ATTR.pageSidebar}="end"></template>`;
