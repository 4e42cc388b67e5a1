// docsgen's BlogSidebar/Content (Docusaurus 3.5+): the sidebar's posts drawn by `ListComponent`, by year unless the
// config's `themeConfig.blog.sidebar.groupByYear` is false, as a site's ejected BlogSidebar/Desktop uses it.
import type { ComponentType } from 'react';
import { groupBlogSidebarItemsByYear } from '../docusaurus/blog-client.tsx';
import { useThemeConfig } from '../docusaurus/theme-common.ts';

type Item = { title: string; permalink: string; unlisted?: boolean; date?: string };

export default function BlogSidebarContent({ items, yearGroupHeadingClassName, ListComponent }: { items: Item[]; yearGroupHeadingClassName?: string; ListComponent: ComponentType<{ items: Item[] }> }) {
  const blog = useThemeConfig().blog as { sidebar?: { groupByYear?: boolean } } | undefined;
  if (blog?.sidebar?.groupByYear === false) return <ListComponent items={items} />;
  return groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
    <div key={year} role="group">
      <h3 className={yearGroupHeadingClassName}>{year}</h3>
      <ListComponent items={yearItems} />
    </div>
  ));
}
