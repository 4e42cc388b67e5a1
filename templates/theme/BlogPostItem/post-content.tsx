// A post's content as a site's blog parts get it (an item's `children`, a list's `content`): a marker of the content
// alone, which the fill takes as drawn with the site's MDXContent where docsgen's BlogPostItem/Content holds it
// (templates/blog/blog-parts.tsx), as Docusaurus's BlogPostItem/Content draws MDXContent around it. Lowercase: no slot itself.
import { Original } from '../DocItem/original.tsx';
import { BLOG_CONTENT_ALONE } from '../../blog/blog-parts.tsx';

/** The marker of a post's content; `route`: which post's, on a page of many (a list's `items`). */
export function PostContent({ route }: { route?: string }) {
  return <Original part={route === undefined ? BLOG_CONTENT_ALONE : `${BLOG_CONTENT_ALONE}:${route}`} />;
}
