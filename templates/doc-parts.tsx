// A doc page with the site's own parts (`doc.parts`, rendered for the page by content/theme/doc-parts.ts) in the
// places of docsgen's: each stands in for its piece of the page, and docsgen's own part fills each marker a site's
// part leaves (`@theme-original/DocItem/Footer`, or `@theme/DocBreadcrumbs` from an ejected `DocItem/Layout`).
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { DocPart } from '../generator/docusaurus/theme-overrides.ts';
import { DocFooter, DocLayout, docPieces, EditMetaRow, type DocMainProps, type DocPieces } from './DocPage.tsx';
import { ORIGINAL } from './theme/originals.ts';
import { DOC_CONTENT, KEPT } from './theme/DocItem/original.tsx';

const PIECE = 'data-docsgen-piece';
const MARKER = new RegExp(`(<div ${ORIGINAL}="([^"]+)"( class="${KEPT}" style="display:contents")?>)</div>`, 'g');
const STAND_IN = new RegExp(`<template ${PIECE}="([^"]+)"></template>`, 'g');

export function docMainWithParts(props: DocMainProps): string {
  const parts = props.doc.parts ?? {};
  const own = docPieces(props);
  // docsgen's pieces, but for the site's, which stand in as markers filled after the render.
  const mixed = { ...own } as Omit<DocPieces, 'DocItem/Layout'>;
  // A `DocItem/Metadata` draws nothing in the page: what it puts in <head> went there (content/theme/doc-parts.ts).
  for (const name of Object.keys(parts) as DocPart[]) if (name !== 'DocItem/Layout' && name !== 'DocItem/Metadata') mixed[name] = <template {...{ [PIECE]: name }} />;
  if (parts['DocItem/Paginator'] === undefined && parts.DocPaginator !== undefined) mixed['DocItem/Paginator'] = mixed.DocPaginator;
  if (parts.EditMetaRow === undefined) mixed.EditMetaRow = <EditMetaRow {...props} pieces={mixed} />;
  const site = (html: string) => html.replace(STAND_IN, (_, name: DocPart) => fill(parts[name]!));
  const ownHtml = (name: string): string => {
    switch (name) {
      // The doc's MDX as Docusaurus gives it: its leading `# heading` is part of it.
      case DOC_CONTENT: return `<div class="markdown">${props.doc.h1 === undefined ? '' : renderToStaticMarkup(<h1>{props.doc.h1}</h1>)}${props.doc.html.text()}</div>`;
      case 'DocItem/Layout': return site(renderToString(<DocLayout {...props} pieces={mixed} />));
      case 'DocItem/Footer': return site(renderToStaticMarkup(<DocFooter pieces={mixed} />));
      default: return name in own ? renderToStaticMarkup(<>{own[name as keyof typeof own]}</>) : '';
    }
  };
  // A marker is always docsgen's own part: where the site has one, `@theme/<Name>` renders the site's.
  const fill = (html: string) => html.replace(MARKER, (_, open: string, name: string, kept?: string) => (kept ? `${open}${ownHtml(name)}</div>` : ownHtml(name)));
  const layout = parts['DocItem/Layout'];
  if (layout === undefined) return ownHtml('DocItem/Layout');
  // Docusaurus's doc page holds the layout in an Infima `container` with its paddings; an ejected one is laid out in
  // it (its `row` and `col`s), one that wraps docsgen's own layout has docsgen's container already.
  return layout.includes(`${ORIGINAL}="DocItem/Layout"`) ? fill(layout) : `<div class="container padding-top--md padding-bottom--lg">${fill(layout)}</div>`;
}
