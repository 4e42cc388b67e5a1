// The blog's recent posts on a Docusaurus site, sized and spaced as theme-classic's BlogSidebar/Desktop draws them in
// its BlogLayout: a quarter of the container (Infima's `col col--3`, with its side padding, the container's own padding
// and the row's negative margins cancelling out), 2rem below the navbar (`margin-vert--lg`), sticky at that offset and
// scrolling within the window's height; the title at Infima's h3 size, bold, 1rem above the list; the posts at 0.9rem,
// 0.7rem apart, each a block in the text's colour (infima-links.ts); a year's heading (`groupByYear`) 1.6rem above its
// posts. Beside it, a page of posts (a list, a tag's posts; a site's own blog page) is BlogLayout's `col col--7`, its
// text at the column's padding, 2rem below the navbar, the whole width where the sidebar is hidden; a post's page keeps its own columns (the post and its table of contents). docsgen's own
// sites keep templates/styles.css's narrower, denser sidebar.
export const INFIMA_BLOG_SIDEBAR = [
  '.blog-wrapper{gap:0;padding:0}',
  '.blog-sidebar{flex:0 0 25%;max-width:25%;margin-top:2rem;padding:0 var(--ifm-spacing-horizontal);top:calc(var(--ifm-navbar-height) + 2rem);max-height:calc(100vh - (var(--ifm-navbar-height) + 2rem));overflow-y:auto;font-size:inherit}',
  // Docusaurus's title is a <div>: the body's line height.
  '.blog-sidebar-title{margin:0 0 1rem;font-size:var(--ifm-h3-font-size);font-weight:var(--ifm-font-weight-bold);line-height:var(--ifm-line-height-base)}',
  '.blog-sidebar ul{font-size:.9rem}',
  '.blog-sidebar li{margin-top:.7rem}',
  '.blog-sidebar a{padding:0;line-height:var(--ifm-line-height-base)}',
  '.blog-sidebar-year{margin:1.6rem 0 .4rem;font-size:var(--ifm-h3-font-size);font-weight:var(--ifm-font-weight-bold);color:inherit}',
  // Where the sidebar shows (it is hidden at 996px and below, and the column is then the page's width, as Infima's are).
  '@media (min-width:997px){.blog-sidebar+.blog-main:not(:has(>.doc-container)){flex:0 0 58.333%;max-width:58.333%}}',
  // The page's content 2rem below the navbar (BlogLayout's `margin-vert--lg`), and the column's whole width (Infima's
  // `col`, not docsgen's centred measure) where the sidebar is hidden.
  '.blog-main>:first-child:not(.doc-container),.blog-main>.blog-list-header,.blog-main>.blog-post-item:first-of-type{margin-top:2rem}',
  '@media (max-width:996px){.blog-main>:not(.doc-container){max-width:none}}',
].join('\n');
