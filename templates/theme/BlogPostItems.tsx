// docsgen's BlogPostItems: a list page's posts, each inside its data (BlogPostProvider), drawn by the site's
// BlogPostItem where it has one (or by `component`).
import type { ComponentType, ReactNode } from 'react';
import OwnItem from './BlogPostItem.tsx';
import { usePart } from './BlogPostItem/site-parts.ts';
import { BlogPostProvider, type PostContent } from './docusaurus/blog-client.tsx';

export default function BlogPostItems({ items, component }: { items: { content: PostContent }[]; component?: ComponentType<{ children?: ReactNode }> }) {
  const Item = usePart('BlogPostItem', component ?? OwnItem);
  return items.map(({ content: Content }) => (
    <BlogPostProvider key={Content.metadata.permalink} content={Content}>
      <Item><Content /></Item>
    </BlogPostProvider>
  ));
}
