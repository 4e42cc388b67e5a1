// The site's parts of a doc page (content/theme/doc-parts.ts), rendered for every doc page in one render: each
// page's parts inside that page's context (`useDoc()`, `useLocation()`), each after a separator the build splits
// the HTML at. Lowercase: no slot itself.
import { useContext, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DocPart } from '../../../generator/docusaurus/theme-overrides.ts';
import { SiteContext, type DocPartsPage } from '../context.ts';
import { tocTreeOf } from './toc-tree.ts';
import { DOC_CONTENT, Original } from './original.tsx';

export const PART_SEPARATOR = 'data-docsgen-part';

export default function DocParts({ parts }: { parts: Partial<Record<DocPart, ComponentType<Record<string, unknown>>>> }) {
  const ctx = useContext(SiteContext);
  return (ctx.docPages ?? []).map((page, i) => {
    // What the page's parts put in its <head> (`@docusaurus/Head`), drawn after them (a server render goes in order).
    // A doc page is no site page: a title a part gives (`PageMetadata`) is a head tag too.
    const head: ReactNode[] = [];
    return (
      <SiteContext.Provider key={page.route} value={{ ...ctx, docPages: undefined, page: undefined, route: page.route, doc: page.doc, head }}>
        {page.parts.map((name) => {
          const Part = parts[name]!;
          return [<template key={`${name}:sep`} {...{ [PART_SEPARATOR]: `${i}:${name}` }} />, <Part key={name} {...propsOf(name, page)} />];
        })}
        <PageHead at={i} head={head} />
      </SiteContext.Provider>
    );
  });
}

/**
 * The page's head tags, after a separator of their own (`<i>:head`): rendered apart, as text in a <template>, since
 * React moves the <meta> and <link> elements it renders to the start of its output.
 */
export function PageHead({ at, head }: { at: number; head: ReactNode[] }) {
  if (!head.length) return null;
  return <><template {...{ [PART_SEPARATOR]: `${at}:${HEAD}` }} /><template dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<>{head}</>) }} /></>;
}

/** The name the page's head tags are split out by. */
export const HEAD = 'head';

/** What Docusaurus's theme passes each part (the others read `useDoc()`). */
function propsOf(name: DocPart, { doc, tocLevels }: DocPartsPage): Record<string, unknown> & { children?: ReactNode } {
  const { metadata: m } = doc;
  // The classes Docusaurus gives the table of contents' links, which sites style (docsgen's highlight marks them).
  const links = { linkClassName: 'table-of-contents__link toc-highlight', linkActiveClassName: 'table-of-contents__link--active' };
  switch (name) {
    case 'TOC':
      return { toc: doc.toc, ...tocLevels, className: 'theme-doc-toc-desktop' };
    case 'TOCCollapsible':
      return { toc: doc.toc, ...tocLevels, className: 'theme-doc-toc-mobile' };
    case 'TOCItems':
      return { toc: doc.toc, ...tocLevels, ...links };
    case 'TOCItems/Tree':
      return { toc: tocTreeOf(doc.toc, tocLevels), className: 'table-of-contents table-of-contents__left-border', linkClassName: links.linkClassName };
    case 'DocItem/Layout':
    case 'DocItem/Content':
      return { children: <Original part={DOC_CONTENT} /> };
    case 'DocPaginator':
      return { previous: m.previous, next: m.next };
    case 'EditThisPage':
      return { editUrl: m.editUrl };
    case 'LastUpdated':
      return { lastUpdatedAt: m.lastUpdatedAt, lastUpdatedBy: m.lastUpdatedBy };
    case 'EditMetaRow':
      return { editUrl: m.editUrl, lastUpdatedAt: m.lastUpdatedAt, lastUpdatedBy: m.lastUpdatedBy };
    case 'TagsListInline':
      return { tags: m.tags };
    default:
      return {};
  }
}
