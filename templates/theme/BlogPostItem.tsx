// docsgen's BlogPostItem: a post as lists and its page show it, made of its parts (the site's where it has them).
import type { ReactNode } from 'react';
import Container from './BlogPostItem/Container.tsx';
import Header from './BlogPostItem/Header.tsx';
import Content from './BlogPostItem/Content.tsx';
import Footer from './BlogPostItem/Footer.tsx';
import { usePart } from './BlogPostItem/site-parts.ts';
import { Original } from './DocItem/original.tsx';
import { ITEM_TOC } from '../blog/blog-parts.tsx';

export default function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  const [C, H, M, F] = [usePart('BlogPostItem/Container', Container), usePart('BlogPostItem/Header', Header), usePart('BlogPostItem/Content', Content), usePart('BlogPostItem/Footer', Footer)];
  // The post page's inline table of contents follows the header, as docsgen's page draws it.
  return <C className={className}><H /><Original part={ITEM_TOC} /><M>{children}</M><F /></C>;
}
