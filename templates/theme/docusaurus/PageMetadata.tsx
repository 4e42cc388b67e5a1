// `PageMetadata` of `@docusaurus/theme-common`: a page's title, description, keywords and social image, and any tags
// given as its children, for the page's <head>, written as Docusaurus writes them (the image absolute, with its
// `og:` and `twitter:` copies). Inside a site page's `Layout` the title and description are the page's own, which
// docsgen's head writes; elsewhere (a doc part such as `DocItem/Metadata`) they are tags too, and replace the
// page's, as the last tag of a name wins on Docusaurus.
import { useContext, type ReactNode } from 'react';
import { SiteContext, type DocsgenSiteConfig } from '../context.ts';
import Head from './Head.tsx';
import { withBaseUrl } from './useBaseUrl.ts';

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string | readonly string[];
  image?: string;
  children?: ReactNode;
}

export function PageMetadata({ title, description, keywords, image, children }: PageMetadataProps) {
  const { page, siteConfig } = useContext(SiteContext);
  if (page) {
    if (title) page.title = title;
    if (description) page.description = description;
  }
  const tagged = !page;
  const pageTitle = title ? formattedTitle(title, siteConfig) : undefined;
  const pageImage = image ? withBaseUrl(siteConfig.baseUrl, image, true, siteConfig.url) : undefined;
  return (
    <Head>
      {tagged && pageTitle && <title>{pageTitle}</title>}
      {tagged && pageTitle && <meta property="og:title" content={pageTitle} />}
      {tagged && description && <meta name="description" content={description} />}
      {tagged && description && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={typeof keywords === 'string' ? keywords : keywords.join(',')} />}
      {pageImage && <meta property="og:image" content={pageImage} />}
      {pageImage && <meta name="twitter:image" content={pageImage} />}
      {children}
    </Head>
  );
}

/** Docusaurus's page title: `<title> | <site title>`, or the site title alone when they are the same. */
function formattedTitle(title: string, site: DocsgenSiteConfig): string {
  const trimmed = title.trim();
  return !trimmed || trimmed === site.title ? site.title : `${trimmed} ${site.titleDelimiter ?? '|'} ${site.title}`;
}
