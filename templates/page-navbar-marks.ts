// The markers around a navbar part a page draws for itself (it reads the URL: generator/content/theme/navbar-routes.ts),
// as the HTML parser keeps them: the page data carries what is between (generator/output/page-navbar.ts) and client
// navigation puts the next page's there (client/navbar-swap.ts).
import { ATTR } from '../client/inlined-constants.ts';

export const PAGE_NAVBAR_START = `<template ${ATTR.pageNavbar}=""></template>`;
export const PAGE_NAVBAR_END = `<template ${ATTR.pageNavbar}="end"></template>`;
