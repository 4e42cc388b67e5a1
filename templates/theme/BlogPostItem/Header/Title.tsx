// docsgen's BlogPostItem/Header/Title: the post's title, a link to its page in the lists.
import { PostTitle } from '../../../blog/BlogPost.tsx';
import { useOwnPost } from '../site-parts.ts';

export default function BlogPostItemHeaderTitle() {
  const { ctx, post, page } = useOwnPost();
  return <PostTitle ctx={ctx} post={post} linked={!page} />;
}
