// docsgen's BlogPostItem/Container: the post's <article>.
import type { ReactNode } from 'react';

export default function BlogPostItemContainer({ children, className }: { children?: ReactNode; className?: string }) {
  return <article className={['blog-post-item', className].filter(Boolean).join(' ')}>{children}</article>;
}
