// A site's blogs: the preset's (or the default plugin-content-blog instance) and the other instances, each built
// the same way from its own options.
import type { BlogOptions, SiteConfig } from '../../types.ts';
import { blogInstanceId } from './instance-id.ts';

type Blogs = Pick<SiteConfig, 'blog'> & { blogInstances?: SiteConfig['blogInstances'] | undefined };

/** Every blog of the site, the default one first. */
export const siteBlogs = (site: Blogs): BlogOptions[] => [...(site.blog ? [site.blog] : []), ...(site.blogInstances ?? [])];

/** The options of the blog a blog source id names. */
export const blogOfSource = (site: Blogs, sourceId: string | undefined): BlogOptions | undefined => {
  const id = blogInstanceId(sourceId);
  return id === 'default' ? site.blog : site.blogInstances?.find((b) => b.id === id);
};
