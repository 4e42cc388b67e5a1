// docsgen's BlogLayout, for a site's whole blog pages (`src/theme/BlogPostPage` drawing `@theme/BlogLayout`): the
// blog sidebar beside the page's content, and the table of contents it is given beside that, in docsgen's layout.
// A site may replace or wrap it; without a site page, docsgen's pages draw their layout themselves.
import type { ReactNode } from 'react';
import BlogSidebar from './BlogSidebar.tsx';
import Layout, { type LayoutProps } from './Layout.tsx';

export interface BlogLayoutProps extends LayoutProps {
  sidebar?: { title: string; items: unknown[] };
  toc?: ReactNode;
}

export default function BlogLayout({ sidebar, toc, children, ...layout }: BlogLayoutProps) {
  return (
    <Layout {...layout}>
      <div className="blog-wrapper">
        <BlogSidebar sidebar={sidebar} />
        <div className="blog-main">
          {toc ? <div className="doc-container has-toc"><div className="doc-column">{children}</div>{toc}</div> : children}
        </div>
      </div>
    </Layout>
  );
}
