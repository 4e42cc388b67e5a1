// docsgen's BlogPostPage, for a site's wrapper of it (`@theme-original/BlogPostPage`): the post in docsgen's
// BlogLayout (the `sidebar` it is given, the post's table of contents beside it), its item and paginator, as
// Docusaurus's page is made. Without a site page, docsgen's post pages draw themselves (content/blog/pages.tsx).
import BlogLayout from './BlogLayout.tsx';
import BlogPostItem from './BlogPostItem.tsx';
import BlogPostPaginator from './BlogPostPaginator.tsx';
import TOC from './TOC.tsx';
import { BlogPostProvider, type PostContent } from './docusaurus/blog-client.tsx';

export default function BlogPostPage({ content: Content, sidebar }: { content: PostContent; sidebar?: { title: string; items: unknown[] } }) {
  const hidden = Content.frontMatter.hide_table_of_contents === true;
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <BlogLayout sidebar={sidebar} toc={!hidden && Content.toc.length ? <TOC /> : undefined}>
        <BlogPostItem><Content /></BlogPostItem>
        <BlogPostPaginator />
      </BlogLayout>
    </BlogPostProvider>
  );
}
