// The site's parts of a blog item, which docsgen's own parts draw in place of theirs (`BlogPostItem/Header/Title`
// inside docsgen's Header): given by the render of the site's blog parts (BlogPostItem/parts.tsx). Where docsgen's
// part imports the piece by `./Name.tsx`, the import is the site's already (mdx/resolve.ts), in an island's browser
// bundle too; an author (`Blog/Components/Author`) comes from here only. Lowercase: no slot itself.
import { createContext, useContext, type ComponentType } from 'react';
import type { BlogItemPart } from '../../../generator/docusaurus/theme-overrides.ts';
import { withBaseUrl } from '../docusaurus/useBaseUrl.ts';
import { SiteContext } from '../context.ts';
import type { PostCtx, PostShown } from '../../blog/BlogPost.tsx';

export type SiteBlogParts = Partial<Record<BlogItemPart, ComponentType<Record<string, unknown>>>>;

export const BlogParts = createContext<SiteBlogParts>({});

/** The site's part of that name, else docsgen's. */
export function usePart<P extends object>(name: BlogItemPart, own: ComponentType<P>): ComponentType<P> {
  return (useContext(BlogParts)[name] as ComponentType<P> | undefined) ?? own;
}

/** Links with the base URL, and the site's locale and its words, as docsgen's own pieces draw them. */
export function usePostCtx(): PostCtx {
  const { siteConfig, locale, infima } = useContext(SiteContext);
  return { url: (p) => withBaseUrl(siteConfig.baseUrl, p), site: { locale, ...(siteConfig.codeTranslations ? { codeTranslations: siteConfig.codeTranslations } : {}), ...(infima ? { infima } : {}) } };
}

/** What docsgen's own pieces draw the post with (templates/blog/BlogPost.tsx). */
export function useOwnPost(): { ctx: PostCtx; post: PostShown; page: boolean } {
  const { blogPost } = useContext(SiteContext);
  const ctx = usePostCtx();
  if (!blogPost) throw new Error('a blog item part renders inside a blog post only');
  return { ctx, post: blogPost.post, page: blogPost.isBlogPostPage };
}
