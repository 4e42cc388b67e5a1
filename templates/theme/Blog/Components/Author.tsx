// docsgen's Blog/Components/Author: one author's card, from the author as Docusaurus gives it (`useBlogPost()`).
import { AuthorCard } from '../../../blog/BlogPost.tsx';
import type { BlogAuthorData } from '../../blog-context.ts';
import { usePostCtx } from '../../BlogPostItem/site-parts.ts';

export default function BlogAuthor({ author, count }: { author: BlogAuthorData; count?: number }) {
  const ctx = usePostCtx();
  return <AuthorCard ctx={ctx} author={{ ...author, page: author.page?.permalink }} {...(count !== undefined ? { count } : {})} />;
}
