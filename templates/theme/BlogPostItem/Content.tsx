// docsgen's BlogPostItem/Content: the post's content (its excerpt in the lists), given as `children`; on its page
// with the id Docusaurus gives it there (which a site's stylesheet or script, and feeds, find it by).
import type { ReactNode } from 'react';
import { OWN_POST_CONTENT } from '../../blog/blog-parts.tsx';
import { useBlogPost } from '../docusaurus/blog-client.tsx';
import { blogPostContainerID } from '../docusaurus/utils-common.ts';

export default function BlogPostItemContent({ children, className }: { children?: ReactNode; className?: string }) {
  const { isBlogPostPage } = useBlogPost();
  return <div id={isBlogPostPage ? blogPostContainerID : undefined} className={['markdown', className].filter(Boolean).join(' ')} {...{ [OWN_POST_CONTENT]: '' }}>{children}</div>;
}
