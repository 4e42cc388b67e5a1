// How Infima draws links, for a Docusaurus site's pages: no underline at rest, one on hover
// (`--ifm-link-decoration`/`--ifm-link-hover-decoration`), and in an admonition (Infima's `.alert`) underlined at
// rest in the box's colour, in the text's colour. Each rule is at zero specificity (`:where`) or at docsgen's own
// generic link rule's, so docsgen's parts (navbar, sidebar, TOC, breadcrumbs, pagination, footer, search), whose
// rules take the underline off as Infima's own classes do, and the site's stylesheets, added after, still win.
// A site without Infima (Sapling) never gets these: docsgen's theme underlines links in text.
export const INFIMA_LINKS = [
  ':where(a){text-decoration:var(--ifm-link-decoration)}',
  ':where(a:hover){text-decoration:var(--ifm-link-hover-decoration)}',
  // Infima's hover colour is the link's own unless the site sets one (custom-css.ts maps `--ifm-link-hover-color`).
  ':where(.markdown) a:hover{color:var(--c-link-hover,var(--c-link))}',
  ':where(.theme-admonition){--ifm-link-decoration:underline}',
  ':where(.theme-admonition) a,:where(.theme-admonition) a:hover{color:inherit;text-decoration-color:var(--adm)}',
  ':where(.theme-admonition) a:hover{text-decoration-thickness:2px}',
].join('\n');
