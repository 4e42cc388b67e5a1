// docsgen's BlogPostItem/Content: the post's content (its excerpt in the lists), given as `children`.
import type { ReactNode } from 'react';
import { OwnContent } from './post-content.tsx';

export default function BlogPostItemContent({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={['markdown', className].filter(Boolean).join(' ')}><OwnContent>{children}</OwnContent></div>;
}
