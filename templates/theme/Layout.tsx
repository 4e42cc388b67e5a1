// `@theme/Layout` for a site's own pages: docsgen renders the navbar, footer and <head> around every page, so the
// page's Layout shows its children (in `wrapperClassName`, when given) and hands its title and description to
// the page's <head>.
import { useContext, type ReactNode } from 'react';
import { SiteContext } from './context.ts';
import { PageMetadata } from './docusaurus/PageMetadata.tsx';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
  image?: string;
  keywords?: string | string[];
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const { page } = useContext(SiteContext);
  if (page) {
    if (title) page.title = title;
    if (description) page.description = description;
  }
  // Elsewhere (a site's whole blog page), they are the page's head tags, as PageMetadata writes them.
  const meta = !page && (title || description) ? <PageMetadata {...(title ? { title } : {})} {...(description ? { description } : {})} /> : null;
  const shown = wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children;
  return <>{meta}{shown}</>;
}
