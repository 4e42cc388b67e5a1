// docsgen's own part of a doc page, in a site's component that renders it (`@theme-original/DocItem/Footer`, or
// `@theme/DocBreadcrumbs` from an ejected `DocItem/Layout`): a marker, which each page fills with its part as docsgen
// draws it (templates/doc-parts.tsx). Lowercase: no slot itself.
import { useContext } from 'react';
import { SiteContext } from '../context.ts';
import { KEPT, ORIGINAL } from '../originals.ts';

/** `part`: a doc part's name (DocPart), the doc's content (DOC_CONTENT), or a blog part's (templates/blog/blog-parts.tsx). */
export function Original({ part }: { part: string }) {
  // Inside a site's part that hydrates, the part's container stays (React leaves the inner HTML it was given as it is).
  if (useContext(SiteContext).inIsland) return <div {...{ [ORIGINAL]: part }} className={KEPT} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: '' }} />;
  return <div {...{ [ORIGINAL]: part }} />;
}

/** The doc's own content (its MDX, without the title), as `DocItem/Layout` and `DocItem/Content` get it as `children`. */
export const DOC_CONTENT = 'MDXContent';
