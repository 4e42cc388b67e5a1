// How Infima draws links, for a Docusaurus site's pages: no underline at rest, one on hover
// (`--ifm-link-decoration`/`--ifm-link-hover-decoration`), and in an admonition (Infima's `.alert`) underlined at
// rest in the box's colour, in the text's colour. Those rules are at zero specificity (`:where`) or at docsgen's own
// generic link rule's, so docsgen's parts (navbar, sidebar, TOC, breadcrumbs, pagination, footer, search), whose
// rules take the underline off as Infima's own classes do, and the site's stylesheets, added after, still win; a
// few redraw one of docsgen's parts as Docusaurus draws it (INFIMA_PART_LINKS); the last keeps the plain parts plain
// on hover at the specificity Infima's hover rules have.
// A site without Infima (Sapling) never gets these: docsgen's theme underlines links in text.
/**
 * docsgen's links that Infima's classes draw plain (navbar, dropdown, mobile menu, pagination; Docusaurus's tags),
 * and a site's own `menu__link`s (an ejected BlogSidebar/Desktop's), plain on hover by Infima's `.menu__link:hover`.
 */
const PLAIN_LINKS = ['.navbar-brand', '.navbar-link', '.dropdown-link', '.mobile-menu-link', '.mobile-menu-group-label', '.pagination-link', '.tag', '.menu__link'];
/** docsgen's lists of such links (sidebar, TOC, breadcrumbs, search results, the blog's recent posts). */
const PLAIN_LISTS = ['.sidebar-list', '.toc', ':where(details).toc-inline', '.breadcrumb', '.search-result', '.search-see-all', '.search-page-pages', '.blog-sidebar'];

/**
 * Where one of docsgen's parts draws its links otherwise than Infima does (in the heading's colour, darker on hover,
 * the # in the primary colour), Docusaurus's look, each rule at the specificity of docsgen's rule it replaces.
 */
export const INFIMA_PART_LINKS = [
  // Infima's navbar brand takes the navbar links' hover colour (white on a primary navbar); Docusaurus's pagination
  // labels and tags the link's (a tag's border too); a post's title in a list is a plain link; the blog's recent
  // posts are in the text's colour (Docusaurus's `sidebarItemLink`), the current one and a hovered one still marked.
  '.navbar-brand:hover{color:var(--c-primary)}.navbar-primary .navbar-brand:hover{color:#fff}',
  '.pagination-link:hover .pagination-label,.tag:hover{color:var(--c-link-hover,var(--c-link))}',
  '.tag{color:var(--c-link)}.tag:hover{border-color:var(--c-link)}',
  '.blog-sidebar a{color:var(--c-text)}',
  '.blog-post-title a{color:var(--c-link);text-decoration:var(--ifm-link-decoration)}',
  ':where(.blog-post-title) a:hover{color:var(--c-link-hover,var(--c-link));text-decoration:var(--ifm-link-hover-decoration)}',
  // Docusaurus's heading anchor (`#`) is a plain link: in the link's colour, underlined on hover.
  ':where(.markdown) .hash-link{color:var(--c-link)}',
  ':where(.markdown .hash-link):hover{text-decoration:var(--ifm-link-hover-decoration)}',
].join('\n');

export const INFIMA_LINKS = [
  ':where(a){text-decoration:var(--ifm-link-decoration)}',
  ':where(a:hover){text-decoration:var(--ifm-link-hover-decoration)}',
  // Infima's hover colour is the link's own unless the site sets one (custom-css.ts maps `--ifm-link-hover-color`):
  // given to docsgen's `a:hover`, which darkens it, through the variable it reads, so the parts whose rules outrank
  // or follow it (a category card keeps its text colour) and the site's CSS still set their own.
  ':where(a:hover){--c-primary-hover:var(--c-link-hover,var(--c-link))}',
  ':where(.theme-admonition){--ifm-link-decoration:underline}',
  ':where(.theme-admonition) a,:where(.theme-admonition) a:hover{color:inherit;text-decoration-color:var(--adm)}',
  ':where(.theme-admonition) a:hover{text-decoration-thickness:2px}',
  // Docusaurus's TOCInline lists plain links; the mobile TOC (`details.toc-inline`) is Infima's TOC, plain.
  ':where(div.toc-inline) a:hover{text-decoration:var(--ifm-link-hover-decoration)}',
  INFIMA_PART_LINKS,
  // The parts Infima's classes keep plain on hover (`.navbar__link:hover`, `.menu__link:hover`, …), at their
  // specificity: a site's own `a:hover { text-decoration: underline }` underlines none of them, as on Docusaurus.
  `:is(${PLAIN_LINKS.join(',')}):hover,:is(${PLAIN_LISTS.join(',')}) a:hover{text-decoration:none}`,
].join('\n');
