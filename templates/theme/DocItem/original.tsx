// docsgen's own part of a doc page (or of the navbar), in a site's component that renders it (`@theme-original/DocItem/Footer`, or
// `@theme/DocBreadcrumbs` from an ejected `DocItem/Layout`): a marker, which each page fills with its part as docsgen
// draws it (templates/doc-parts.tsx). Lowercase: no slot itself.
import { useContext } from 'react';
import { SiteContext, type DocPageData } from '../context.ts';
import { KEPT, ORIGINAL, OWN_TOC } from '../originals.ts';

/** `part`: a doc part's name (DocPart), the doc's content (DOC_CONTENT), a navbar slot's, or a blog part's (templates/blog/blog-parts.tsx). */
export function Original({ part, toc }: { part: string; toc?: DocPageData['toc'] | undefined }) {
  const ctx = useContext(SiteContext);
  // A table of contents other than the page's (a wrapper that cleans or filters it) is drawn from the one given.
  const own = toc && JSON.stringify(toc) !== JSON.stringify(ctx.doc?.toc) ? { [OWN_TOC]: JSON.stringify(toc) } : {};
  // Inside a site's part that hydrates, the part's container stays (React leaves the inner HTML it was given as it is).
  if (ctx.inIsland) return <div {...{ [ORIGINAL]: part }} {...own} className={KEPT} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: '' }} />;
  return <div {...{ [ORIGINAL]: part }} {...own} />;
}

/** The doc's own content (its MDX, without the title), as `DocItem/Layout` and `DocItem/Content` get it as `children`. */
export const DOC_CONTENT = 'MDXContent';
