// A post's content as a site's blog parts get it (an item's `children`, a list's `content`): Docusaurus's
// BlogPostItem/Content draws the site's MDXContent around it, so inside docsgen's own the marker asks for the
// content as drawn with that wrapper, elsewhere (a site's BlogPostItem/Content, a BlogPostItem that renders its
// `children`) for the content alone. Lowercase: no slot itself.
import { createContext, useContext, type ReactNode } from 'react';
import { Original } from '../DocItem/original.tsx';
import { BLOG_CONTENT, BLOG_CONTENT_ALONE } from '../../blog/blog-parts.tsx';

const InOwnContent = createContext(false);

/** docsgen's BlogPostItem/Content around `children`. */
export function OwnContent({ children }: { children?: ReactNode }) {
  return <InOwnContent.Provider value>{children}</InOwnContent.Provider>;
}

/** The marker of a post's content; `route`: which post's, on a page of many (a list's `items`). */
export function PostContent({ route }: { route?: string }) {
  const name = useContext(InOwnContent) ? BLOG_CONTENT : BLOG_CONTENT_ALONE;
  return <Original part={route === undefined ? name : `${name}:${route}`} />;
}
