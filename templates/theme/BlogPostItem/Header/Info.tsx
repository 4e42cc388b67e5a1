// docsgen's BlogPostItem/Header/Info: the post's date and reading time.
import { PostInfo } from '../../../blog/BlogPost.tsx';
import { useOwnPost } from '../site-parts.ts';

export default function BlogPostItemHeaderInfo() {
  const { ctx, post } = useOwnPost();
  return <PostInfo ctx={ctx} post={post} />;
}
