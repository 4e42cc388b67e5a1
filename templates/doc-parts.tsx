// A doc page with the site's own parts (`doc.parts`, rendered for the page by content/theme/doc-parts.ts) in the
// places of docsgen's: each stands in for its piece of the page, and docsgen's own part fills each marker a site's
// part leaves (`@theme-original/DocItem/Footer`, or `@theme/DocBreadcrumbs` from an ejected `DocItem/Layout`).
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { DocPart } from '../generator/docusaurus/theme-overrides.ts';
import { DocFooter, DocLayout, docPieces, docToc, EditMetaRow, type DocMainProps, type DocPieces } from './DocPage.tsx';
import { TOC_PIECES, tocPieces, type TocPieces } from './toc-pieces.tsx';
import { themeText } from './theme-text.ts';
import { fillOriginals, ORIGINAL } from './theme/originals.ts';
import { DOC_CONTENT } from './theme/DocItem/original.tsx';
import { unframed } from './theme/content-end.ts';
import { tocHeadings } from './TableOfContents.tsx';
import { unescapeAttr } from './sidebar-marks.ts';

type TocPiece = keyof TocPieces;

const PIECE = 'data-docsgen-piece';
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
  // The table of contents made again around the site's pieces of it (its TOCItems inside docsgen's TOC…).
  const toc = docToc(props);
  const siteToc = (but?: string) => Object.fromEntries(TOC_PIECES.filter((n) => n !== but && parts[n] !== undefined).map((n) => [n, mixed[n]]));
  const tocTitle = themeText(props.ctx.site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  Object.assign(mixed, tocPieces(toc, siteToc(), tocTitle));
  const site = (html: string) => html.replace(STAND_IN, (_, name: DocPart) => fill(parts[name]!));
  const ownHtml = (name: string, given?: string): string => {
    switch (name) {
      // The doc's MDX as Docusaurus gives it: its leading `# heading` is part of it; not inside the site's MDXContent,
      // which Docusaurus's DocItem/Content draws around it (a site's that renders `<MDXContent>` draws it once).
      case DOC_CONTENT: return `<div class="markdown">${props.doc.h1 === undefined ? '' : renderToStaticMarkup(<h1>{props.doc.h1}</h1>)}${unframed(props.doc.html.text(), props.doc.frame)}</div>`;
      case 'DocItem/Layout': return site(renderToString(<DocLayout {...props} pieces={mixed} />));
      case 'DocItem/Footer': return site(renderToStaticMarkup(<DocFooter pieces={mixed} infima={props.ctx.site.infima} />));
      default:
        // docsgen's own piece of the table of contents, around the site's others.
        if ((TOC_PIECES as readonly string[]).includes(name)) return site(renderToStaticMarkup(<>{tocPieces(given === undefined ? toc : shownToc(given), siteToc(name), tocTitle)[name as TocPiece]}</>));
        return name in own ? renderToStaticMarkup(<>{own[name as keyof typeof own]}</>) : '';
    }
  };
  // A marker is always docsgen's own part: where the site has one, `@theme/<Name>` renders the site's.
  const fill = (html: string) => fillOriginals(html, ownHtml);
  // A table of contents a site's wrapper gave (`{value, id, level}`, as JSON), at the page's levels.
  const fm = props.doc.frontmatter;
  const shownToc = (json: string) => tocHeadings((JSON.parse(unescapeAttr(json)) as { value: string; id: string; level: number }[]).map((h) => ({ depth: h.level, text: h.value.replace(/<[^>]*>/g, ''), html: h.value, id: h.id, line: 0 })), fm.toc_min_heading_level, fm.toc_max_heading_level, props.ctx.site.tableOfContents);
  const layout = parts['DocItem/Layout'];
  if (layout === undefined) return ownHtml('DocItem/Layout');
  // Docusaurus's doc page holds the layout in an Infima `container` with its paddings; an ejected one is laid out in
  // it (its `row` and `col`s). One that wraps docsgen's own layout is framed by docsgen's container's bounds, so
  // what it draws beside the original (a back link, a banner) lines up with the page, as inside Docusaurus's container.
  return layout.includes(`${ORIGINAL}="DocItem/Layout"`) ? `<div class="doc-item-frame">${fill(layout)}</div>` : `<div class="container padding-top--md padding-bottom--lg">${fill(layout)}</div>`;
}
