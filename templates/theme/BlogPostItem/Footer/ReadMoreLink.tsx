// docsgen's BlogPostItem/Footer/ReadMoreLink: the link from a post cut short in a list to the rest.
import { ReadMoreLink } from '../../../blog/BlogPost.tsx';
import useBaseUrl from '../../docusaurus/useBaseUrl.ts';
import { usePostCtx } from '../site-parts.ts';

export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, to }: { blogPostTitle: string; to: string }) {
  return <ReadMoreLink site={usePostCtx().site} href={useBaseUrl(to)} title={blogPostTitle} />;
}
