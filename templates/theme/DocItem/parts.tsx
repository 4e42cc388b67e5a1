// The site's parts of a doc page (content/theme/doc-parts.ts), rendered for every doc page in one render: each
// page's parts inside that page's context (`useDoc()`, `useLocation()`), each after a separator the build splits
// the HTML at. Lowercase: no slot itself.
import { useContext, type ComponentType, type ReactNode } from 'react';
import type { DocPart } from '../../../generator/docusaurus/theme-overrides.ts';
import { SiteContext, type DocPageData } from '../context.ts';
import { DOC_CONTENT, Original } from './original.tsx';

export const PART_SEPARATOR = 'data-docsgen-part';

export default function DocParts({ parts }: { parts: Partial<Record<DocPart, ComponentType<Record<string, unknown>>>> }) {
  const ctx = useContext(SiteContext);
  return (ctx.docPages ?? []).map((page, i) => (
    <SiteContext.Provider key={page.route} value={{ ...ctx, docPages: undefined, route: page.route, doc: page.doc }}>
      {page.parts.map((name) => {
        const Part = parts[name]!;
        return [<template key={`${name}:sep`} {...{ [PART_SEPARATOR]: `${i}:${name}` }} />, <Part key={name} {...propsOf(name, page.doc)} />];
      })}
    </SiteContext.Provider>
  ));
}

/** What Docusaurus's theme passes each part (the others read `useDoc()`). */
function propsOf(name: DocPart, doc: DocPageData): Record<string, unknown> & { children?: ReactNode } {
  const { metadata: m } = doc;
  switch (name) {
    case 'DocItem/Layout':
    case 'DocItem/Content':
      return { children: <Original part={DOC_CONTENT} /> };
    case 'DocPaginator':
      return { previous: m.previous, next: m.next };
    case 'EditThisPage':
      return { editUrl: m.editUrl };
    case 'LastUpdated':
      return { lastUpdatedAt: m.lastUpdatedAt, lastUpdatedBy: m.lastUpdatedBy };
    default:
      return {};
  }
}
