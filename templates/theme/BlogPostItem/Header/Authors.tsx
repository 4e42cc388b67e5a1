// docsgen's BlogPostItem/Header/Authors: each author drawn by the site's `Blog/Components/Author` (Docusaurus 3.5+)
// or `BlogPostItem/Header/Author` where it has one, else by docsgen's card.
import { useContext } from 'react';
import { AuthorCard, PostAuthors } from '../../../blog/BlogPost.tsx';
import { SiteContext } from '../../context.ts';
import { BlogParts, useOwnPost } from '../site-parts.ts';

export default function BlogPostItemHeaderAuthors() {
  const { ctx, post } = useOwnPost();
  const parts = useContext(BlogParts);
  const Author = parts['Blog/Components/Author'] ?? parts['BlogPostItem/Header/Author'];
  const shown = useContext(SiteContext).blogPost!.metadata.authors;
  return <PostAuthors>{post.authors.map((a, i) => (Author ? <Author key={i} author={shown[i]} /> : <AuthorCard key={i} ctx={ctx} author={a} />))}</PostAuthors>;
}
