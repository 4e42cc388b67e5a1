// The blog's whole pages as theme slots: a site's `BlogPostPage`, `BlogListPage`, `BlogTagsPostsPage`,
// `BlogTagsListPage`, `BlogArchivePage` and authors pages get Docusaurus's props and draw the page alone, with
// docsgen's `@theme/BlogLayout`, items, paginators and table of contents inside, in docsgen's chrome.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildBlog as build, unused } from '../helpers/blog-site.ts';

/** The page's content: its container (`#main`, a <div> when the page has a <main> of its own). */
const content = (html: string) => /<(main|div) id="main"[^]*?<\/\1>(?=<footer|<script type="application\/json"|<\/body>)/.exec(html)?.[0] ?? '';

const POST_PAGE = `import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { BlogPostProvider, useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import Metadata from '@theme/BlogPostPage/Metadata';
import StructuredData from '@theme/BlogPostPage/StructuredData';
import TOC from '@theme/TOC';
function Body({ sidebar, children }) {
  const { metadata, toc } = useBlogPost();
  return <BlogLayout sidebar={sidebar} toc={toc.length ? <TOC toc={toc} /> : undefined}>
    <p className="kettle-when">{metadata.formattedDate}</p>
    <BlogPostItem>{children}</BlogPostItem>
    {metadata.nextItem || metadata.prevItem ? <BlogPostPaginator nextItem={metadata.nextItem} prevItem={metadata.prevItem} /> : null}
  </BlogLayout>;
}
export default function BlogPostPage({ content: Content, sidebar }) {
  return <BlogPostProvider content={Content} isBlogPostPage>
    <HtmlClassNameProvider className={ThemeClassNames.page.blogPostPage}>
      <Metadata /><StructuredData />
      <Body sidebar={sidebar}><Content /></Body>
    </HtmlClassNameProvider>
  </BlogPostProvider>;
}
`;

test('a site BlogPostPage draws each post page: docsgen\'s BlogLayout (sidebar, table of contents), item and paginator inside, its metadata in <head>', async () => {
  const { page, built } = await build({ 'src/theme/BlogPostPage/index.js': POST_PAGE });
  const html = page('blog/2024/03/01/boil/index.html');
  const boil = content(html);
  assert.match(boil, /^<main id="main" class="page-main page-blog main-wrapper"><div class="blog-wrapper"><nav class="blog-sidebar"[^]*aria-current="page">Boiling<\/a>[^]*<\/nav><div class="blog-main"><div class="doc-container has-toc"><div class="doc-column"><p class="kettle-when">March 1, 2024<\/p><article class="blog-post-item"><header class="blog-post-header"><h1 class="blog-post-title">Boiling<\/h1>/);
  // The whole post (past the truncate marker), the paginator's newer post, the table of contents beside the column.
  assert.match(boil, /Bring it up slowly\.[^]*<h2 id="whistle">[^]*Then it sings\.[^]*<\/article><nav class="pagination"[^]*href="\/k\/blog\/2024\/04\/01\/steep"[^]*<\/nav><\/div><nav class="toc"[^]*href="#whistle"/);
  assert.match(html, /<title>Boiling \| Kettle<\/title>/);
  // The newest post: no newer one, an older one; no headings, no table of contents.
  const steep = content(page('blog/2024/04/01/steep/index.html'));
  assert.match(steep, /<div class="blog-main"><p class="kettle-when">April 1, 2024<\/p>[^]*More\.[^]*<nav class="pagination"[^]*Boiling/);
  assert.not.match(steep, /has-toc/);
  // The lists keep docsgen's pages.
  assert.match(content(page('blog/index.html')), /<header class="blog-list-header">/);
  assert.equal(unused(built), []);
});

test('a site BlogLayout with its own <main>: the page has one main landmark, its container (#main) a <div>', async () => {
  const { page } = await build({
    'src/theme/BlogPostPage/index.js': POST_PAGE,
    'src/theme/BlogLayout/index.js': `import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
export default function BlogLayout({ sidebar, toc, children, ...props }) {
  return <Layout {...props}><div className="container margin-vert--lg"><div className="row"><BlogSidebar sidebar={sidebar} /><main className="col col--7">{children}</main>{toc ? <div className="col col--2">{toc}</div> : null}</div></div></Layout>;
}
`,
  });
  for (const file of ['blog/2024/03/01/boil/index.html', 'blog/index.html']) {
    const html = page(file);
    assert.equal(html.match(/<main[\s>]/g)?.length, 1, file);
    assert.match(html, /<div id="main" class="page-main page-blog main-wrapper"><div class="container margin-vert--lg"><div class="row"><aside class="col col--3"><nav class="blog-sidebar"/);
  }
  assert.match(page('blog/2024/03/01/boil/index.html'), /<main class="col col--7"><p class="kettle-when">[^]*<\/main><div class="col col--2"><nav class="toc"/);
  // A page without one keeps <main id="main">.
  assert.match(page('blog/archive/index.html'), /<main id="main" class="page-main page-blog main-wrapper">/);
});

test('a site BlogListPage, BlogTagsPostsPage and BlogTagsListPage get their props (metadata, items, tag, listMetadata, tags) and draw docsgen\'s parts; TagsListByLetter takes an object of tags too', async () => {
  const { page, built } = await build({
    'src/theme/BlogListPage/index.js': `import { PageMetadata, HtmlClassNameProvider, SearchMetadata } from '@docusaurus/theme-common';
import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPaginator from '@theme/BlogListPaginator';
import StructuredData from '@theme/BlogListPage/StructuredData';
export default function BlogListPage({ metadata, items, sidebar }) {
  const { blogBasePath, authorsListPath } = useBlogMetadata();
  return <HtmlClassNameProvider className="blog-list-page">
    <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} /><SearchMetadata tag="blog_posts_list" /><StructuredData metadata={metadata} items={items} />
    <BlogLayout sidebar={sidebar}><h1 className="kettle-list" data-base={blogBasePath} data-authors={authorsListPath}>{metadata.page}/{metadata.totalPages}</h1><BlogPostItems items={items} /><BlogListPaginator metadata={metadata} /></BlogLayout>
  </HtmlClassNameProvider>;
}
`,
    'src/theme/BlogTagsPostsPage/index.js': `import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import { useBlogTagsPostsPageTitle } from '@docusaurus/theme-common/internal';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
export default function BlogTagsPostsPage({ tag, items, sidebar, listMetadata }) {
  return <BlogLayout sidebar={sidebar}><PageMetadata title={tag.label} description={'Posts about ' + tag.label} /><h1 className="kettle-tag">{useBlogTagsPostsPageTitle(tag)}</h1><Link to={tag.allTagsPath}>All</Link> <span>{tag.permalink} {listMetadata.totalCount}</span><BlogPostItems items={items} /></BlogLayout>;
}
`,
    'src/theme/BlogTagsListPage/index.js': `import { translateTagsPageTitle } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import TagsListByLetter from '@theme/TagsListByLetter';
export default function BlogTagsListPage({ tags, sidebar }) {
  return <BlogLayout sidebar={sidebar}><h1 className="kettle-tags">{translateTagsPageTitle()}</h1><TagsListByLetter tags={Object.fromEntries(tags.map((t) => [t.label, t]))} /></BlogLayout>;
}
`,
  });
  const list = page('blog/index.html');
  assert.match(content(list), /<div class="blog-main"><h1 class="kettle-list" data-base="\/k\/blog" data-authors="\/k\/blog\/authors">1\/2<\/h1><article class="blog-post-item"><header class="blog-post-header"><h2 class="blog-post-title"><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/h2>[^]*<p>Three minutes\.<\/p>[^]*<\/article><nav class="pagination"[^]*href="\/k\/blog\/page\/2"/);
  assert.match(list, /<meta name="docusaurus_tag" content="blog_posts_list"\/>/);
  assert.match(content(page('blog/page/2/index.html')), /<h1 class="kettle-list"[^>]*>2\/2<\/h1>[^]*Bring it up slowly\./);
  // The page's title and description are its PageMetadata's.
  const heat = page('blog/tags/heat/index.html');
  assert.match(heat, /<title>heat \| Kettle<\/title>/);
  assert.match(heat, /<meta name="description" content="Posts about heat"\/>/);
  assert.not.match(heat, /<meta name="description" content="One post/);
  assert.match(content(page('blog/tags/heat/index.html')), /<div class="blog-main"><h1 class="kettle-tag">One post tagged with &quot;heat&quot;<\/h1><a href="\/k\/blog\/tags">All<\/a> <span>\/k\/blog\/tags\/heat 1<\/span><article class="blog-post-item">[^]*Boiling/);
  // TagsListByLetter as theme-classic draws it: a section of letters' articles, each tag a label with its count.
  assert.match(content(page('blog/tags/index.html')), /<div class="blog-main"><h1 class="kettle-tags">Tags<\/h1><section class="margin-vert--lg"><article><h2 id="H">H<a class="hash-link" href="#H"[^>]*>#<\/a><\/h2><ul class="padding--none"><li class="tag-list-item"><a class="tag tag--with-count" href="\/k\/blog\/tags\/heat">heat<span>1<\/span><\/a><\/li><\/ul><hr\/><\/article><article><h2 id="W">W/);
  // An author's list page is not a tag's: docsgen's.
  assert.match(content(page('blog/authors/ada/index.html')), /<header class="blog-list-header">/);
  assert.equal(unused(built), []);
});

test('a site BlogArchivePage gets every listed post (archive.blogPosts) and draws without the blog layout; the authors pages get their authors', async () => {
  const { page, built } = await build({
    'src/theme/BlogArchivePage/index.js': `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
export default function BlogArchivePage({ archive }) {
  return <Layout title="Kettle archive"><ul className="kettle-archive">{archive.blogPosts.map((p) => <li key={p.id}><Link to={p.metadata.permalink}>{p.metadata.date.slice(0, 10)} {p.metadata.title}</Link></li>)}</ul></Layout>;
}
`,
    'src/theme/Blog/Pages/BlogAuthorsListPage/index.js': `import BlogLayout from '@theme/BlogLayout';
export default function BlogAuthorsListPage({ authors, sidebar }) {
  return <BlogLayout sidebar={sidebar}><ul className="kettle-authors">{authors.map((a) => <li key={a.key}><a href={a.page.permalink}>{a.name}</a> ({a.count})</li>)}</ul></BlogLayout>;
}
`,
    'src/theme/Blog/Pages/BlogAuthorsPostsPage/index.js': `import { useBlogAuthorPageTitle, BlogAuthorsListViewAllLabel } from '@docusaurus/theme-common/internal';
import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
export default function BlogAuthorsPostsPage({ author, items, sidebar, listMetadata }) {
  return <BlogLayout sidebar={sidebar}><h1 className="kettle-author">{useBlogAuthorPageTitle(author)}</h1><a href={useBlogMetadata().authorsListPath}><BlogAuthorsListViewAllLabel /></a><span>{listMetadata.page}</span><BlogPostItems items={items} /></BlogLayout>;
}
`,
  });
  assert.match(content(page('blog/archive/index.html')), /^<main id="main" class="page-main page-blog main-wrapper"><ul class="kettle-archive"><li><a href="\/k\/blog\/2024\/04\/01\/steep">2024-04-01 Steeping<\/a><\/li><li><a href="\/k\/blog\/2024\/03\/01\/boil">2024-03-01 Boiling<\/a><\/li><\/ul><\/main>$/);
  // Its Layout's title is the page's.
  assert.match(page('blog/archive/index.html'), /<title>Kettle archive \| Kettle<\/title>/);
  assert.match(content(page('blog/authors/index.html')), /<div class="blog-main"><ul class="kettle-authors"><li><a href="\/k\/blog\/authors\/ada">Ada<\/a> \(1\)<\/li><\/ul><\/div>/);
  assert.match(content(page('blog/authors/ada/index.html')), /<h1 class="kettle-author">Ada - One post<\/h1><a href="\/k\/blog\/authors">View all authors<\/a><span>1<\/span><article class="blog-post-item">[^]*Boiling/);
  assert.equal(unused(built), []);
});

test('a wrapper of a whole page (@theme-original/BlogPostPage, BlogArchivePage) has docsgen\'s own page inside it, a post page with the sidebar it is given', async () => {
  const { page, built } = await build({
    'src/theme/BlogPostPage/index.js': `import BlogPostPage from '@theme-original/BlogPostPage';
export default function Wrapper(props) {
  // As a site hides the sidebar on its posts: docsgen's page draws the sidebar it is given.
  const sidebar = props.content.metadata.title === 'Boiling' ? { ...props.sidebar, items: [] } : props.sidebar;
  return <><p className="kettle-banner">{props.content.metadata.title}</p><BlogPostPage {...props} sidebar={sidebar} /></>;
}
`,
    'src/theme/BlogArchivePage/index.js': `import BlogArchivePage from '@theme-original/BlogArchivePage';
export default function Wrapper(props) {
  return <div className="kettle-archive" data-count={props.archive.blogPosts.length}><BlogArchivePage {...props} /></div>;
}
`,
  });
  assert.match(content(page('blog/2024/03/01/boil/index.html')), /^<main id="main" class="page-main page-blog main-wrapper"><p class="kettle-banner">Boiling<\/p><div class="blog-wrapper"><div class="blog-main"><div class="doc-container has-toc"><div class="doc-column"><article class="blog-post-item">[^]*Then it sings\.[^]*<\/article><nav class="pagination"[^]*Steeping[^]*<\/nav><\/div><nav class="toc"[^]*#whistle/);
  assert.match(content(page('blog/2024/04/01/steep/index.html')), /^<main id="main" class="page-main page-blog main-wrapper"><p class="kettle-banner">Steeping<\/p><div class="blog-wrapper"><nav class="blog-sidebar"[^]*<div class="blog-main"><article class="blog-post-item">[^]*More\./);
  assert.match(content(page('blog/archive/index.html')), /<div class="kettle-archive" data-count="2"><div class="blog-archive"><h1>Archive<\/h1>/);
  assert.equal(unused(built), []);
});

test('a stateful BlogListPage is an island: its items cross to the browser as their HTML with their data on them', async () => {
  const { page } = await build({
    'src/theme/BlogListPage/index.js': `import { useState } from 'react';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItems from '@theme/BlogPostItems';
export default function BlogListPage({ items, sidebar }) {
  const [n, setN] = useState(0);
  return <BlogLayout sidebar={sidebar}><button onClick={() => setN(n + 1)}>More {n}</button><p className="kettle-first">{items[0].content.metadata.title}</p><BlogPostItems items={items} /></BlogLayout>;
}
`,
  });
  const list = content(page('blog/index.html'));
  assert.match(list, /<div class="island" data-island="site"[^>]*data-props="[^"]*&quot;\$docsgenContent&quot;[^"]*&quot;\$docsgenOn&quot;:\{&quot;metadata&quot;:\{&quot;title&quot;:&quot;Steeping&quot;/);
  assert.match(list, /<button>More <!-- -->0<\/button><p class="kettle-first">Steeping<\/p><article class="blog-post-item">[^]*<p>Three minutes\.<\/p>/);
});

test('a post\'s frontmatter: a blog key misspelt is named with the key it most likely is; Docusaurus\'s blog keys and a site\'s own are silent', async () => {
  const { built } = await build({ 'blog/2024-05-01-keys.md': '---\ntitle: Keys\nauthros: [ada]\nauthor_titel: Brewer\nauthor_url: https://ada.example.org\nauthorImageURL: /ada.png\ntitle_meta: Keys!\nkettle_colour: green\n---\n\nKeys.\n\n<!-- truncate -->\n' });
  const named = built.warnings.filter((w) => /frontmatter key/.test(w.message)).map((w) => `${w.pos?.line}: ${w.message}`);
  assert.equal(named, ['3: unknown frontmatter key "authros" — did you mean "authors"?', '4: unknown frontmatter key "author_titel" — did you mean "author_title"?']);
});

test.run();
