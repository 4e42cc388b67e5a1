// The blog's parts as theme slots: a site's `src/theme/BlogPostItem` (or one of its parts: Header/Title, Footer,
// ReadMoreLink, …) draws each post on its page and in the lists, with that post's data (`useBlogPost()`); its
// `BlogPostPaginator`, `BlogListPaginator` and `BlogSidebar` get the props Docusaurus passes on each page; the
// pieces the site leaves stay docsgen's.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org', baseUrl: '/k/',
  presets: [['classic', { docs: false, pages: false, blog: { showReadingTime: true, postsPerPage: 1, editUrl: 'https://code.example.org/kettle/edit/main/' } }]],
};
`;

const POSTS = {
  'blog/2024-03-01-boil.md': '---\ntitle: Boiling\nauthors: [ada]\ntags: [water, heat]\n---\n\nBring it up slowly.\n\n<!-- truncate -->\n\n## Whistle\n\nThen it sings.\n',
  'blog/2024-04-01-steep.md': '---\ntitle: Steeping\n---\n\nThree minutes.\n\n<!-- truncate -->\n\nMore.\n',
  'blog/authors.yml': 'ada:\n  name: Ada\n  title: Brewer\n  url: https://ada.example.org\n  page: true\n',
};

async function build(files: Record<string, string>, config = CONFIG) {
  const dir = tmpSite({ 'docusaurus.config.js': config, ...POSTS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (file: string) => String(built.files.get(file)) };
}

const unused = (built: { warnings: { message: string }[] }) => built.warnings.filter((w) => /overrides are not used/.test(w.message)).map((w) => w.message);
const main = (html: string) => /<main[^]*<\/main>/.exec(html)![0];

test('an ejected BlogPostItem/Header/Title reads its post (useBlogPost) on the post\'s page and in the lists; docsgen draws the rest', async () => {
  const { page, built } = await build({
    'src/theme/BlogPostItem/Header/Title.js': `import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Link from '@docusaurus/Link';
export default function Title() {
  const { metadata, isBlogPostPage } = useBlogPost();
  if (isBlogPostPage) return <h1 className="kettle-title">{metadata.title} ({metadata.formattedDate}, {metadata.authors.map((a) => a.name + '@' + a.page.permalink).join()})</h1>;
  return <h2 className="kettle-title"><Link to={metadata.permalink}>{metadata.title}</Link>{metadata.hasTruncateMarker ? ' …' : ''}</h2>;
}
`,
  });
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<article class="blog-post-item"><header class="blog-post-header"><h1 class="kettle-title">Boiling \(March 1, 2024, Ada@\/k\/blog\/authors\/ada\)<\/h1><p class="blog-post-meta"><time [^>]*>March 1, 2024<\/time> · 1 min read<\/p><ul class="blog-authors">/);
  // docsgen's own pieces around it: the inline table of contents, the whole post, the footer, the pagination.
  assert.match(boil, /<\/header><details class="toc-inline">[^]*<div class="markdown"><p>Bring it up slowly\.<\/p>[^]*Then it sings\.[^]*<footer class="blog-post-footer"><p class="blog-post-tags">[^]*class="edit-link"[^]*<\/article><nav class="pagination"[^>]*><a [^>]*href="\/k\/blog\/2024\/04\/01\/steep"/);
  // In the lists: the excerpt only, the link to the rest, the title linked.
  const list = main(page('blog/page/2/index.html'));
  assert.match(list, /<h2 class="kettle-title"><a href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a> …<\/h2>[^]*<div class="markdown"><p>Bring it up slowly\.<\/p>\s*<\/div><footer class="blog-post-footer">[^]*<a class="blog-read-more" href="\/k\/blog\/2024\/03\/01\/boil"/);
  assert.not.match(list, /Then it sings/);
  // A tag's list and an author's show the site's title too.
  assert.match(page('blog/tags/heat/index.html'), /<h2 class="kettle-title"><a href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a> …<\/h2>/);
  assert.match(page('blog/authors/ada/index.html'), /<h2 class="kettle-title">/);
  assert.equal(unused(built), []);
});

test('a wrapped BlogPostItem puts docsgen\'s item in its place with what it adds, and its head tags in each post\'s page', async () => {
  const { page } = await build({
    'src/theme/BlogPostItem/index.js': `import BlogPostItem from '@theme-original/BlogPostItem';
import Head from '@docusaurus/Head';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function Wrapper(props) {
  const { metadata, isBlogPostPage, frontMatter } = useBlogPost();
  return <>
    {isBlogPostPage ? <Head><meta name="kettle-post" content={metadata.permalink} /></Head> : null}
    <BlogPostItem {...props} />
    {isBlogPostPage ? <section className="kettle-comments">Talk about {frontMatter.title}</section> : null}
  </>;
}
`,
  });
  const steep = page('blog/2024/04/01/steep/index.html');
  assert.match(main(steep), /<article class="blog-post-item"><header class="blog-post-header"><h1 class="blog-post-title">Steeping<\/h1>[^]*<p>Three minutes\.<\/p>[^]*More\.[^]*<\/article><section class="kettle-comments">Talk about Steeping<\/section><nav class="pagination"/);
  assert.match(/<head>[^]*<\/head>/.exec(steep)![0], /<meta name="kettle-post" content="\/k\/blog\/2024\/04\/01\/steep"\/>/);
  assert.not.match(steep, /content="\/k\/blog\/2024\/03\/01\/boil"/);
  assert.not.match(page('blog/index.html'), /kettle-comments|kettle-post/);
});

test('an ejected BlogPostItem built of @theme parts (Docusaurus 2 imports) draws docsgen\'s header, content and footer; the site\'s ReadMoreLink and Footer wrapper join in', async () => {
  const { page, built } = await build({
    'src/theme/BlogPostItem/index.js': `import { useBlogPost } from '@docusaurus/theme-common/internal';
import Container from '@theme/BlogPostItem/Container';
import Header from '@theme/BlogPostItem/Header';
import Content from '@theme/BlogPostItem/Content';
import Footer from '@theme/BlogPostItem/Footer';
export default function BlogPostItem({ children, className }) {
  const { isBlogPostPage } = useBlogPost();
  return <Container className={isBlogPostPage ? className : 'kettle-card'}><Header /><Content>{children}</Content><Footer /></Container>;
}
`,
    'src/theme/BlogPostItem/Footer/ReadMoreLink.js': `export default function ReadMoreLink({ blogPostTitle, to }) {
  return <a className="kettle-more" href={to}>Keep reading {blogPostTitle}</a>;
}
`,
    'src/theme/BlogPostItem/Footer/index.js': `import Footer from '@theme-original/BlogPostItem/Footer';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function FooterWrapper() {
  const { metadata, isBlogPostPage } = useBlogPost();
  return <><Footer />{isBlogPostPage ? <p className="kettle-share">Share {metadata.tags.map((t) => t.label + '@' + t.permalink).join()} {metadata.editUrl}</p> : null}</>;
}
`,
  });
  const list = main(page('blog/index.html'));
  assert.match(list, /<article class="blog-post-item kettle-card"><header class="blog-post-header"><h2 class="blog-post-title"><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/h2>[^]*<\/header><div class="markdown"><p>Three minutes\.<\/p>\s*<\/div><footer class="blog-post-footer"><a class="kettle-more" href="\/k\/blog\/2024\/04\/01\/steep">Keep reading Steeping<\/a><\/footer><\/article>/);
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<footer class="blog-post-footer">[^]*class="edit-link"[^]*<\/footer><p class="kettle-share">Share water@\/k\/blog\/tags\/water,heat@\/k\/blog\/tags\/heat https:\/\/code\.example\.org\/kettle\/edit\/main\/blog\/2024-03-01-boil\.md<\/p><\/article>/);
  assert.not.match(boil, /kettle-more|toc-inline/);
  assert.equal(unused(built), []);
});

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

test('Blog/Components/Author draws each author of a post; the blog parts docsgen has no slot for are named', async () => {
  const { page, built } = await build({
    'src/theme/Blog/Components/Author/index.js': `export default function Author({ author }) {
  return <span className="kettle-author">{author.name} ({author.title}) {author.page && author.page.permalink}</span>;
}
`,
    'src/theme/BlogArchivePage/index.js': 'export default function BlogArchivePage() { return null; }\n',
  });
  assert.match(main(page('blog/2024/03/01/boil/index.html')), /<ul class="blog-authors"><li><span class="kettle-author">Ada \(Brewer\) \/k\/blog\/authors\/ada<\/span><\/li><\/ul>/);
  assert.equal(unused(built).length, 1);
  assert.match(unused(built)[0]!, /not used: BlogArchivePage$/);
});

test('in a blog part, @theme/TagsListInline, EditThisPage and EditMetaRow draw the tags and edit link they are given', async () => {
  const { page } = await build({
    'src/theme/BlogPostItem/Footer/index.js': `import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { ThemeClassNames } from '@docusaurus/theme-common';
import TagsListInline from '@theme/TagsListInline';
import EditThisPage from '@theme/EditThisPage';
import EditMetaRow from '@theme/EditMetaRow';
export default function Footer() {
  const { metadata, isBlogPostPage } = useBlogPost();
  if (!isBlogPostPage) return <footer className="kettle-list-foot"><TagsListInline tags={metadata.tags} /></footer>;
  return <footer className={ThemeClassNames.blog.blogFooterEditMetaRow}>
    <TagsListInline tags={metadata.tags} /><EditMetaRow editUrl={metadata.editUrl} /><EditThisPage editUrl={metadata.editUrl} />
  </footer>;
}
`,
  });
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<footer class="theme-blog-footer-edit-meta-row"><p class="blog-post-tags"><b>Tags:<\/b> <a class="tag" href="\/k\/blog\/tags\/water">water<\/a><a class="tag" href="\/k\/blog\/tags\/heat">heat<\/a><\/p><div class="doc-footer"><a class="edit-link" href="https:\/\/code\.example\.org\/kettle\/edit\/main\/blog\/2024-03-01-boil\.md"[^]*<\/div><a class="edit-link"/);
  assert.not.match(boil, /data-docsgen-original/);
  assert.match(main(page('blog/page/2/index.html')), /<footer class="kettle-list-foot"><p class="blog-post-tags"><b>Tags:<\/b> <a class="tag" href="\/k\/blog\/tags\/water">/);
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
  assert.match(main(wrapped.page('blog/index.html')), /<p class="kettle-count">1 here<\/p><article class="blog-post-item"><header class="blog-post-header"><h2 class="blog-post-title"><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/h2>[^]*<div class="markdown"><p>Three minutes\.<\/p>\s*<\/div><footer class="blog-post-footer"><a class="blog-read-more"/);
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
  assert.match(main(page('blog/2024/03/01/boil/index.html')), /<div class="blog-wrapper"><aside class="kettle-side"><b>Recent posts<\/b><ul><li><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/li><li><a class="kettle-here" aria-current="page" href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a><\/li><\/ul><\/aside><div class="blog-main">/);
  assert.match(main(page('blog/index.html')), /<div class="blog-wrapper"><aside class="kettle-side">/);
  assert.not.match(page('blog/index.html'), /class="blog-sidebar"/);
  assert.equal(unused(built), []);
  const laidOut = await build({ ...desktop, 'src/theme/BlogLayout/index.js': `import BlogSidebar from '@theme/BlogSidebar';
export default function BlogLayout({ sidebar, children }) {
  return <div className="row"><BlogSidebar sidebar={sidebar} /><div className="col">{children}</div></div>;
}
` });
  assert.match(main(laidOut.page('blog/index.html')), /<div class="row"><aside class="kettle-side"><b>Recent posts<\/b>[^]*<\/aside><div class="col">/);
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
  assert.match(boil, /<div class="blog-wrapper"><div class="island" data-island="site"[^>]*><aside class="kettle-side" data-hidden="null"><button>Hide<\/button><div role="group"><h3 class="kettle-year">2024<\/h3><ul><li><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/li><li><a aria-current="page" href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a><\/li><\/ul><\/div><\/aside><\/div>/);
});

test.run();
