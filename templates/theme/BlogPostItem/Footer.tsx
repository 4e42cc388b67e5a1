// docsgen's BlogPostItem/Footer: tags, then "Read more" in the lists (the site's ReadMoreLink where it has one) or
// the edit link on the post's page.
import { useContext } from 'react';
import { PostFooter } from '../../blog/BlogPost.tsx';
import { SiteContext } from '../context.ts';
import ReadMoreLink from './Footer/ReadMoreLink.tsx';
import { usePart, useOwnPost } from './site-parts.ts';

export default function BlogPostItemFooter() {
  const { ctx, post, page } = useOwnPost();
  const R = usePart('BlogPostItem/Footer/ReadMoreLink', ReadMoreLink);
  const { metadata } = useContext(SiteContext).blogPost!;
  return <PostFooter ctx={ctx} post={post} page={page} readMore={metadata.hasTruncateMarker ? <R blogPostTitle={metadata.title} to={metadata.permalink} /> : null} />;
}
