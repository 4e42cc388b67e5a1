// docsgen's blog sidebar drawn through the site's BlogSidebar/Content (Docusaurus 3.5+'s desktop sidebar is made of
// it): docsgen's title and links, the posts as the site's Content groups them. Rendered in place of docsgen's
// sidebar when a site has its own Content but no Desktop (content/theme/blog-parts.ts). Lowercase: no slot itself.
import Content from './Content.tsx';
import { BlogSidebarItemList } from '../docusaurus/blog-client.tsx';
import { translate } from '../docusaurus/Translate.tsx';

type Item = { title: string; permalink: string; unlisted?: boolean; date?: string };

function List({ items }: { items: Item[] }) {
  return <BlogSidebarItemList items={items} />;
}

export default function BlogSidebarWithContent({ sidebar }: { sidebar?: { title: string; items: Item[] } }) {
  if (!sidebar?.items.length) return null;
  return (
    <nav className="blog-sidebar" aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts navigation' })}>
      <h2 className="blog-sidebar-title">{sidebar.title}</h2>
      <Content items={sidebar.items} ListComponent={List} yearGroupHeadingClassName="blog-sidebar-year" />
    </nav>
  );
}
