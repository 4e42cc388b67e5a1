// Each blog instance (Docusaurus's plugin-content-blog, once per id) is a content source of its own: its id names
// the source, its routes and its posts' link scope.
export const BLOG_SOURCE_ID = 'blog';

/** A blog instance's source id: `blog` for the default one, `blog-<id>` for the others. */
export const blogSourceId = (id: string | undefined): string => (id === undefined || id === 'default' ? BLOG_SOURCE_ID : `${BLOG_SOURCE_ID}-${id}`);

/** The blog instance (Docusaurus's plugin id) a blog source id names. */
export const blogInstanceId = (sourceId: string | undefined): string => (sourceId?.startsWith(`${BLOG_SOURCE_ID}-`) ? sourceId.slice(BLOG_SOURCE_ID.length + 1) : 'default');
