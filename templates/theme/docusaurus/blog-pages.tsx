// What Docusaurus's blog pages take from `@docusaurus/theme-common` (and `/internal`, and the blog client since 3.5),
// for a site's own whole blog pages (`src/theme/BlogPostPage`, `BlogTagsPostsPage`…): their wrapper, search tags and
// titles, in docsgen's English.
import { useContext, type ReactNode } from 'react';
import { SiteContext, type BlogMetadata } from '../context.ts';
import Head from './Head.tsx';

/** The page's class names, on <html> as on Docusaurus (generator/output/html-class.ts takes them from the head). */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  return <>{className ? <Head><html className={className} /></Head> : null}{children}</>;
}

/** The tags Docusaurus's search reads (`docusaurus_tag` and its DocSearch copy), in the page's <head>. */
export function SearchMetadata({ locale, version, tag }: { locale?: string; version?: string; tag?: string }) {
  const lang = locale ?? useContext(SiteContext).locale;
  return (
    <Head>
      {lang && <meta name="docusaurus_locale" content={lang} />}
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      {lang && <meta name="docsearch:language" content={lang} />}
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </Head>
  );
}

const posts = (n: number) => (n === 1 ? 'One post' : `${n} posts`);

export const translateTagsPageTitle = () => 'Tags';

export function useBlogTagsPostsPageTitle(tag: { label: string; count: number }): string {
  return `${posts(tag.count)} tagged with "${tag.label}"`;
}

export function useBlogAuthorPageTitle(author: { name?: string; key?: string; count: number }): string {
  return `${author.name ?? author.key ?? ''} - ${posts(author.count)}`;
}

export function BlogAuthorsListViewAllLabel() {
  return <>View all authors</>;
}

export function BlogAuthorNoPostsLabel() {
  return <>This author has not written any posts yet.</>;
}

/** The blog the page belongs to: its base path, title and authors page (with the base URL). */
export function useBlogMetadata(): BlogMetadata {
  const meta = useContext(SiteContext).blogMetadata;
  if (!meta) throw new Error('useBlogMetadata() is only available in the blog\'s pages (src/theme/BlogListPage, BlogPostPage…)');
  return meta;
}
