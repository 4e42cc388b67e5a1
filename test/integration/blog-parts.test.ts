// The blog's post items as theme slots: a site's `src/theme/BlogPostItem` (or one of its parts: Header/Title, Footer,
// ReadMoreLink, Blog/Components/Author, …) draws each post on its page and in the lists, with that post's data
// (`useBlogPost()`, or its props as Docusaurus 2.0 passed them); the pieces the site leaves stay docsgen's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildBlog as build, main, unused } from '../helpers/blog-site.ts';

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
  assert.match(boil, /<article class="blog-post-item"><header class="blog-post-header"><h1 class="kettle-title">Boiling \(March 1, 2024, Ada@\/k\/blog\/authors\/ada\)<\/h1><p class="blog-post-meta"><time [^>]*>March 1, 2024<\/time> · One min read<\/p><ul class="blog-authors">/);
  // docsgen's own pieces around it: the inline table of contents, the whole post, the footer, the pagination.
  assert.match(boil, /<\/header><details class="toc-inline">[^]*<div id="__blog-post-container" class="markdown"><p>Bring it up slowly\.<\/p>[^]*Then it sings\.[^]*<footer class="docusaurus-mt-lg"><div class="row margin-top--sm theme-blog-footer-edit-meta-row"><div class="col"><b>Tags:<\/b><ul class="tags-inline[^]*<\/ul><\/div><\/div><div class="doc-footer"><a class="edit-link"[^]*<\/article><nav class="pagination"[^>]*><a [^>]*href="\/k\/blog\/2024\/04\/01\/steep"/);
  // In the lists: the excerpt only, the link to the rest, the title linked.
  const list = main(page('blog/page/2/index.html'));
  assert.match(list, /<h2 class="kettle-title"><a href="\/k\/blog\/2024\/03\/01\/boil">Boiling<\/a> …<\/h2>[^]*<div class="markdown"><p>Bring it up slowly\.<\/p>\s*<\/div><footer class="row docusaurus-mt-lg"><div class="col col--9"><b>Tags:<\/b>[^]*<\/ul><\/div><div class="col text--right col--3"><a class="blog-read-more" href="\/k\/blog\/2024\/03\/01\/boil"/);
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
  assert.match(list, /<article class="blog-post-item kettle-card"><header class="blog-post-header"><h2 class="blog-post-title"><a href="\/k\/blog\/2024\/04\/01\/steep">Steeping<\/a><\/h2>[^]*<\/header><div class="markdown"><p>Three minutes\.<\/p>\s*<\/div><footer class="row docusaurus-mt-lg"><div class="col text--right"><a class="kettle-more" href="\/k\/blog\/2024\/04\/01\/steep">Keep reading Steeping<\/a><\/div><\/footer><\/article>/);
  const boil = main(page('blog/2024/03/01/boil/index.html'));
  assert.match(boil, /<footer class="docusaurus-mt-lg">[^]*class="edit-link"[^]*<\/footer><p class="kettle-share">Share water@\/k\/blog\/tags\/water,heat@\/k\/blog\/tags\/heat https:\/\/code\.example\.org\/kettle\/edit\/main\/blog\/2024-03-01-boil\.md<\/p><\/article>/);
  assert.not.match(boil, /kettle-more|toc-inline/);
  assert.equal(unused(built), []);
});

test('Blog/Components/Author draws each author of a post; the blog parts docsgen has no slot for are named', async () => {
  const { page, built } = await build({
    'src/theme/Blog/Components/Author/index.js': `export default function Author({ author }) {
  return <span className="kettle-author">{author.name} ({author.title}) {author.page && author.page.permalink}</span>;
}
`,
    // Used only by a site's own BlogPostPage, which this site has not.
    'src/theme/BlogPostPage/Metadata/index.js': 'export default function Metadata() { return null; }\n',
  });
  assert.match(main(page('blog/2024/03/01/boil/index.html')), /<ul class="blog-authors"><li><span class="kettle-author">Ada \(Brewer\) \/k\/blog\/authors\/ada<\/span><\/li><\/ul>/);
  assert.equal(unused(built).length, 1);
  assert.match(unused(built)[0]!, /not used: BlogPostPage\/Metadata$/);
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
  assert.match(boil, /<footer class="theme-blog-footer-edit-meta-row"><b>Tags:<\/b><ul class="tags-inline padding--none margin-left--sm"><li class="tags-inline__item"><a class="tag tag--regular" href="\/k\/blog\/tags\/water">water<\/a><\/li><li class="tags-inline__item"><a class="tag tag--regular" href="\/k\/blog\/tags\/heat">heat<\/a><\/li><\/ul><div class="doc-footer"><a class="edit-link" href="https:\/\/code\.example\.org\/kettle\/edit\/main\/blog\/2024-03-01-boil\.md"[^]*<\/div><a class="edit-link"/);
  assert.not.match(boil, /data-docsgen-original/);
  assert.match(main(page('blog/page/2/index.html')), /<footer class="kettle-list-foot"><b>Tags:<\/b><ul class="tags-inline padding--none margin-left--sm"><li class="tags-inline__item"><a class="tag tag--regular" href="\/k\/blog\/tags\/water">/);
});

test('a Docusaurus 2.0 BlogPostItem reads the post from its props (metadata, frontMatter, isBlogPostPage, truncated)', async () => {
  const { page } = await build({
    'src/theme/BlogPostItem/index.js': `export default function BlogPostItem({ children, metadata, frontMatter, isBlogPostPage, truncated }) {
  return <article className="kettle-v2" data-page={String(!!isBlogPostPage)} data-cut={String(!!truncated)}><h2>{metadata.title} ({String(frontMatter.date ?? frontMatter.title)})</h2>{children}</article>;
}
`,
  });
  assert.match(main(page('blog/2024/03/01/boil/index.html')), /<article class="kettle-v2" data-page="true" data-cut="false"><h2>Boiling \(Boiling\)<\/h2><p>Bring it up slowly\.<\/p>[^]*Then it sings\./);
  assert.match(main(page('blog/page/2/index.html')), /<article class="kettle-v2" data-page="false" data-cut="true"><h2>Boiling \(Boiling\)<\/h2><p>Bring it up slowly\.<\/p>\s*<\/article>/);
});

test.run();
