// docsgen's BlogPostItem/Header: the title, date and reading time, and authors (the site's parts where it has them).
import Title from './Header/Title.tsx';
import Info from './Header/Info.tsx';
import Authors from './Header/Authors.tsx';
import { usePart } from './site-parts.ts';

export default function BlogPostItemHeader() {
  const [T, I, A] = [usePart('BlogPostItem/Header/Title', Title), usePart('BlogPostItem/Header/Info', Info), usePart('BlogPostItem/Header/Authors', Authors)];
  return <header className="blog-post-header"><T /><I /><A /></header>;
}
