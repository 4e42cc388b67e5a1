// docsgen's own part of a doc page, in a site's component that renders it (`@theme-original/DocItem/Footer`, or
// `@theme/DocBreadcrumbs` from an ejected `DocItem/Layout`): a marker, which each page fills with its part as docsgen
// draws it (templates/doc-parts.tsx). Lowercase: no slot itself.
import type { DocPart } from '../../../generator/docusaurus/theme-overrides.ts';
import { ORIGINAL } from '../originals.ts';

export function Original({ part }: { part: DocPart | typeof DOC_CONTENT }) {
  return <div {...{ [ORIGINAL]: part }} />;
}

/** The doc's own content (its MDX, without the title), as `DocItem/Layout` and `DocItem/Content` get it as `children`. */
export const DOC_CONTENT = 'MDXContent';
