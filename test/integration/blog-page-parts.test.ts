// The blog pages' parts as theme slots: a site's `BlogLayout`, `BlogPostItems`, `BlogPostPaginator`,
// `BlogListPaginator`, `BlogSidebar` and `BlogSidebar/Desktop` get the props Docusaurus passes on each page; docsgen's
// own parts fill what they leave.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildBlog as build, CONFIG, main, unused } from '../helpers/blog-site.ts';

test('BlogPostPaginator, BlogListPaginator and BlogSidebar get the props Docusaurus passes; a wrapped BlogSidebar has docsgen\'s inside it', async () => {
  const { page, built } = await build({
    'src/theme/BlogPostPaginator/index.js': `export default function BlogPostPaginator({ nextItem, prevItem }) {
  return <nav className="kettle-pager">{prevItem ? <a href={prevItem.permalink}>Newer: {prevItem.title}</a> : null}{nextItem ? <a href={nextItem.permalink}>Older: {nextItem.title}</a> : null}</nav>;
}
`,
    'src/theme/BlogListPaginator.js': `export default function BlogListPaginator({ metadata }) {
  return <nav className="kettle-pages">{metadata.page}/{metadata.totalPages} of {metadata.totalCount} {metadata.previousPage ?? '-'} {metadata.nextPage ?? '-'}</nav>;
}
`,
    'src/theme/BlogSidebar/index.js': `import BlogSidebar from '@theme-original/BlogSidebar';
import { useVisibleBlogSidebarItems, BlogSidebarItemList } from '@docusaurus/plugin-content-blog/client';
export default function Sidebar({ sidebar }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return <aside className="kettle-side"><b>{sidebar.title}</b><BlogSidebarItemList items={items} linkActiveClassName="kettle-here" /><BlogSidebar sidebar={sidebar} /></aside>;
}
`,
  });
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<nav class="kettle-pager"><a href="\/k\/blog\/2024\/04\/01\/steep">Newer: Steeping<\/a><\/nav>/);
  assert.not.match(boil, /class="pagination"/);
  assert.match(boil, /<div class="blog-wrapper"><aside class="kettle-side"><b>Recent posts<\/b><ul><li><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/li><li><a class="kettle-here" aria-current="page" href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a><\/li><\/ul><nav class="blog-sidebar"[^]*<\/nav><\/aside><div class="blog-main">/);
  assert.match(main(page('blog/index.html')), /<nav class="kettle-pages">1\/2 of 2 - \/k\/blog\/page\/2<\/nav>/);
  assert.match(main(page('blog/page/2/index.html')), /<nav class="kettle-pages">2\/2 of 2 \/k\/blog -<\/nav>/);
  // The tags page has the sidebar too (no paginator).
  assert.match(main(page('blog/tags/index.html')), /<aside class="kettle-side">/);
  assert.equal(unused(built), []);
});

test('an ejected BlogPostItems draws each list page\'s posts from their content (BlogPostProvider, useBlogPost); a wrapped one has docsgen\'s items inside', async () => {
  const { page, built } = await build({
    'src/theme/BlogPostItems/index.js': `import Link from '@docusaurus/Link';
import { BlogPostProvider, useBlogPost } from '@docusaurus/theme-common/internal';
import Container from '@theme/BlogPostItem/Container';
function Card({ children }) {
  const { metadata } = useBlogPost();
  return <Container className="kettle-card"><Link to={metadata.permalink}>{metadata.title}</Link> by {metadata.authors.map((a) => a.name).join()}<div className="kettle-excerpt">{children}</div></Container>;
}
export default function BlogPostItems({ items }) {
  return <div className="kettle-cards">{items.map(({ content: Content }) => (
    <BlogPostProvider key={Content.metadata.permalink} content={Content}><Card><Content /></Card></BlogPostProvider>
  ))}</div>;
}
`,
  });
  const first = main(page('blog/index.html'));
  assert.match(first, /<div class="kettle-cards"><article class="blog-post-item kettle-card"><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a> by <div class="kettle-excerpt"><p>Three minutes\.<\/p>\s*<\/div><\/article><\/div><nav class="pagination"/);
  assert.match(main(page('blog/page/2/index.html')), /<a href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a> by Ada<div class="kettle-excerpt"><p>Bring it up slowly\.<\/p>/);
  assert.match(main(page('blog/tags/heat/index.html')), /<div class="kettle-cards"><article class="blog-post-item kettle-card"><a href="\/k\/blog\/2024\/03\/01\/boil">/);
  // A post's own page keeps docsgen's item.
  assert.match(main(page('blog/2024/03/01/boil/index.html')), /<article class="blog-post-item"><header class="blog-post-header"><h1 class="blog-post-title">Boiling<\/h1>/);
  assert.equal(unused(built), []);

  const wrapped = await build({
    'src/theme/BlogPostItems/index.js': `import BlogPostItems from '@theme-original/BlogPostItems';
export default function Wrapper(props) {
  return <><p className="kettle-count">{props.items.length} here</p><BlogPostItems {...props} /></>;
}
`,
  });
  assert.match(main(wrapped.page('blog/index.html')), /<p class="kettle-count">1 here<\/p><article class="blog-post-item"><header class="blog-post-header"><h2 class="blog-post-title"><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/h2>[^]*<div class="markdown"><p>Three minutes\.<\/p>\s*<\/div><footer class="row docusaurus-mt-lg"><div class="col text--right"><a class="blog-read-more"/);
});

test('an ejected BlogLayout draws every blog page in its own layout: docsgen\'s sidebar, the page\'s content, the post\'s table of contents where it puts them', async () => {
  const { page, built } = await build({
    'src/theme/BlogLayout/index.js': `import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
export default function BlogLayout({ sidebar, toc, children, ...layoutProps }) {
  return <Layout {...layoutProps}>
    <div className="container kettle-blog" data-title={layoutProps.title}><div className="row">
      <BlogSidebar sidebar={sidebar} />
      <div className="col kettle-main">{children}</div>
      {toc ? <div className="col col--2 kettle-toc">{toc}</div> : null}
    </div></div>
  </Layout>;
}
`,
  });
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<div class="container kettle-blog" data-title="Boiling"><div class="row"><aside class="col col--3"><nav class="blog-sidebar" aria-label="Blog recent posts navigation">[^]*aria-current="page">Boiling<\/a>[^]*<\/nav><\/aside><div class="col kettle-main"><div class="doc-container"><div class="doc-column"><article class="blog-post-item">[^]*<details class="toc-inline">[^]*Then it sings\.[^]*<\/article><nav class="pagination"[^]*<\/nav><\/div><\/div><\/div><div class="col col--2 kettle-toc"><nav class="toc"[^]*href="#whistle"[^]*<\/nav><\/div><\/div><\/div>/);
  assert.not.match(boil, /blog-wrapper|has-toc/);
  // A list page: its posts and paginator inside, no table of contents.
  const list = main(page('blog/index.html'));
  assert.match(list, /<div class="col kettle-main"><header class="blog-list-header">[^]*<article class="blog-post-item">[^]*Three minutes\.[^]*<nav class="pagination"[^]*<\/nav><\/div><\/div><\/div>/);
  assert.not.match(list, /kettle-toc/);
  assert.match(main(page('blog/tags/index.html')), /<div class="container kettle-blog" data-title="Tags">/);
  assert.match(page('blog/index.html'), /<title>Blog \| Kettle<\/title>/);
  assert.equal(unused(built), []);
});

test('on a post\'s page its parts read the post (useBlogPost), as Docusaurus\'s BlogPostPage gives it to them: a wrapped BlogPostPaginator', async () => {
  const { page } = await build({
    'src/theme/BlogPostPaginator/index.js': `import BlogPostPaginator from '@theme-original/BlogPostPaginator';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function Wrapper(props) {
  const { metadata, isBlogPostPage } = useBlogPost();
  return <><BlogPostPaginator {...props} /><p className="kettle-after">{isBlogPostPage ? 'page' : 'list'} of {metadata.title}</p></>;
}
`,
  });
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<p class="kettle-after">page of Boiling<\/p>/);
  assert.match(boil, /<nav class="pagination"[^]*Steeping<\/span><\/a><\/nav><p class="kettle-after">/, 'docsgen\'s paginator inside');
});

test('@docusaurus/utils-common gives a post\'s content id; a site BlogLayout without the sidebar (blogSidebarCount 0) has no empty column', async () => {
  const { page } = await build({
    'src/theme/BlogPostItem/Content/index.js': `import { blogPostContainerID, applyTrailingSlash } from '@docusaurus/utils-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function Content({ children }) {
  const { isBlogPostPage } = useBlogPost();
  return <div id={isBlogPostPage ? blogPostContainerID : undefined} className="markdown" data-slash={applyTrailingSlash('/k/blog/x', { trailingSlash: true, baseUrl: '/k/' })}>{children}</div>;
}
`,
    'src/theme/BlogLayout/index.js': `import BlogSidebar from '@theme/BlogSidebar';
export default function BlogLayout({ sidebar, children }) {
  return <div className="row"><BlogSidebar sidebar={sidebar} /><div className="col">{children}</div></div>;
}
`,
  }, CONFIG.replace('showReadingTime: true,', 'showReadingTime: true, blogSidebarCount: 0,'));
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<div id="__blog-post-container" class="markdown" data-slash="\/k\/blog\/x\/"><p>Bring it up slowly\.<\/p>/);
  assert.match(boil, /<div class="row"><div class="col">/);
  assert.match(main(page('blog/index.html')), /<div class="markdown" data-slash="\/k\/blog\/x\/"><p>Three minutes\.<\/p>/);
});

test('a site BlogSidebar/Desktop draws the blog sidebar on every page, in docsgen\'s layout and through @theme/BlogSidebar in a site\'s', async () => {
  const desktop = {
    'src/theme/BlogSidebar/Desktop/index.js': `import { BlogSidebarItemList } from '@docusaurus/plugin-content-blog/client';
export default function Desktop({ sidebar }) {
  return <aside className="kettle-side"><b>{sidebar.title}</b><BlogSidebarItemList items={sidebar.items} linkActiveClassName="kettle-here" /></aside>;
}
`,
  };
  const { page, built } = await build(desktop);
  assert.match(main(page('blog/2024/03/01/boil/index.html')), /<div class="blog-wrapper"><div class="blog-sidebar-desktop"><aside class="kettle-side"><b>Recent posts<\/b><ul><li><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/li><li><a class="kettle-here" aria-current="page" href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a><\/li><\/ul><\/aside><\/div><div hidden=""><nav class="blog-sidebar"[^]*?<\/nav><\/div><div class="blog-main">/);
  assert.match(main(page('blog/index.html')), /<div class="blog-wrapper"><div class="blog-sidebar-desktop"><aside class="kettle-side">/);
  // docsgen's own list only hidden, for the mobile menu (blog-mobile-menu.test.ts).
  assert.is(main(page('blog/index.html')).match(/<div hidden=""><nav class="blog-sidebar"|class="blog-sidebar"/g)?.length, 1);
  assert.match(main(page('blog/index.html')), /<div hidden=""><nav class="blog-sidebar"/);
  assert.equal(unused(built), []);
  const laidOut = await build({ ...desktop, 'src/theme/BlogLayout/index.js': `import BlogSidebar from '@theme/BlogSidebar';
export default function BlogLayout({ sidebar, children }) {
  return <div className="row"><BlogSidebar sidebar={sidebar} /><div className="col">{children}</div></div>;
}
` });
  assert.match(main(laidOut.page('blog/index.html')), /<div class="row"><div class="blog-sidebar-desktop"><aside class="kettle-side"><b>Recent posts<\/b>[^]*<\/aside><\/div><div class="col">/);
});

test('a stateful BlogSidebar/Desktop under docsgen\'s BlogSidebar is an island; BlogSidebar/Content groups the posts by year; useStorageSlot is null on the server', async () => {
  const { page } = await build({
    'src/theme/BlogSidebar/Desktop/index.js': `import { useStorageSlot } from '@docusaurus/theme-common';
import { BlogSidebarItemList } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
const List = ({ items }) => <BlogSidebarItemList items={items} />;
export default function Desktop({ sidebar }) {
  const [hidden, slot] = useStorageSlot('kettle.hidden');
  return <aside className="kettle-side" data-hidden={String(hidden)}>
    <button onClick={() => slot.set('true')}>Hide</button>
    <BlogSidebarContent items={sidebar.items} ListComponent={List} yearGroupHeadingClassName="kettle-year" />
  </aside>;
}
`,
  });
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<div class="blog-wrapper"><div class="blog-sidebar-desktop"><div class="island" data-island="site"[^>]*><aside class="kettle-side" data-hidden="null"><button>Hide<\/button><div role="group"><h3 class="kettle-year">2024<\/h3><ul><li><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/li><li><a aria-current="page" href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a><\/li><\/ul><\/div><\/aside><\/div>/);
});

test('a site BlogSidebar/Content alone draws the posts of docsgen\'s sidebar, on every page that has it', async () => {
  const { page, built } = await build({
    'src/theme/BlogSidebar/Content/index.js': `export default function Content({ items, ListComponent, yearGroupHeadingClassName }) {
  return <details className="kettle-year" open><summary className={yearGroupHeadingClassName}>{items[0].date.slice(0, 4)} ({items.length})</summary><ListComponent items={items} /></details>;
}
`,
  });
  assert.match(main(page('blog/2024/03/01/boil/index.html')), /<div class="blog-wrapper"><nav class="blog-sidebar" aria-label="Blog recent posts navigation"><h2 class="blog-sidebar-title">Recent posts<\/h2><details class="kettle-year" open=""><summary class="blog-sidebar-year">2024 \(2\)<\/summary><ul><li><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/li><li><a aria-current="page" href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a><\/li><\/ul><\/details><\/nav><div class="blog-main">/);
  assert.match(main(page('blog/tags/index.html')), /<details class="kettle-year" open="">/);
  assert.equal(unused(built), []);
});

test.run();
