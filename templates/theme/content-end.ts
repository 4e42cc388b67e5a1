// Where the content ends inside a site's MDXContent (templates/theme/runtime.tsx): a blog list cuts a post's excerpt
// inside the wrapper and keeps what the wrapper draws after the content (generator/content/blog/source.ts).
export const CONTENT_END = 'data-docsgen-content-end';
export const CONTENT_END_HTML = /<div data-docsgen-content-end=""><\/div>/;
