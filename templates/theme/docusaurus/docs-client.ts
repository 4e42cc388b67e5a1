// `@docusaurus/plugin-content-docs/client`: the docs instances and their versions, from the global data.
import { useContext } from 'react';
import type { DocsVersion } from '../../../generator/types.ts';
import { readPreferredVersion } from '../../../client/versions.ts';
import { SiteContext, type DocPageData } from '../context.ts';
import { useLocation } from './router.ts';
import { globalDataOf } from './useGlobalData.ts';

export { filterDocCardListItems, findFirstSidebarItemLink, useCurrentSidebarCategory, useCurrentSidebarSiblings, useDocById, useDocsSidebar } from './sidebar-hooks.ts';
export { docVersionSearchTag, DocsSidebarProvider, DocsVersionProvider, useDocRootMetadata } from './doc-root-hooks.tsx';
export { DocSidebarItemsExpandedStateProvider, isActiveSidebarItem, isSamePath, useDocSidebarItemsExpandedState } from './sidebar-items.ts';

/** A version as the global data gives it (known before pages render: without its docs). */
export type GlobalVersion = Pick<DocsVersion, 'name' | 'label' | 'isLast' | 'path' | 'mainDocId' | 'docs'>;

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
}

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return (globalDataOf(useContext(SiteContext))?.['docusaurus-plugin-content-docs'] ?? {}) as Record<string, GlobalPluginData>;
}

export function useDocsData(pluginId = 'default'): GlobalPluginData {
  const data = useAllDocsData()[pluginId];
  if (!data) throw new Error(`no docs instance "${pluginId}"`);
  return data;
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** The docs instance whose route the page is under, if any. */
export function useActivePlugin(): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const { pathname } = useLocation();
  const all = Object.entries(useAllDocsData()).sort(([, a], [, b]) => b.path.length - a.path.length);
  const found = all.find(([, d]) => pathname === d.path || pathname.startsWith(`${d.path.replace(/\/$/, '')}/`));
  return found && { pluginId: found[0], pluginData: found[1] };
}

/** The version whose route the page is under (the longest matching path), if any. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const { pathname } = useLocation();
  const versions = [...useVersions(pluginId)].sort((a, b) => b.path.length - a.path.length);
  return versions.find((v) => pathname === v.path || pathname.startsWith(`${v.path.replace(/\/$/, '')}/`));
}

export function useActiveDocContext(pluginId?: string) {
  const activeVersion = useActiveVersion(pluginId);
  const { pathname } = useLocation();
  const activeDoc = activeVersion?.docs.find((d) => d.path === pathname);
  return { activeVersion, activeDoc, alternateDocVersions: {} };
}

/**
 * The doc `docId` of the version the page is under, else of the last version, as a doc navbar item links to it
 * (`{id, path, sidebar}`); null when `docId` is not given. A doc no version has is an error, as on Docusaurus.
 */
export function useLayoutDoc(docId: string | undefined, pluginId?: string): GlobalVersion['docs'][number] | null {
  const active = useActiveVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  if (docId === undefined) return null;
  const doc = (active ?? latest).docs.find((d) => d.id === docId) ?? latest.docs.find((d) => d.id === docId);
  if (!doc) throw new Error(`useLayoutDoc: no doc "${docId}" in the docs${pluginId ? ` of instance "${pluginId}"` : ''}`);
  return doc;
}

/** The version of the doc page being rendered; outside a doc page it throws, as Docusaurus's does outside its provider. */
export function useDocsVersion(): GlobalVersion & { version: string } {
  const version = useActiveVersion();
  const { inNavbar } = useContext(SiteContext);
  // The navbar is outside the doc page's version provider on Docusaurus: there it throws on every page.
  if (!version || inNavbar) throw new Error('useDocsVersion() is only available on a doc page (the version of the page\'s docs)');
  return { ...version, version: version.name };
}

/** The reader's preferred version (as client/versions.ts stores it), else none; none on the server. */
export function useDocsPreferredVersion(pluginId = 'default') {
  const versions = useVersions(pluginId);
  const name = typeof window === 'undefined' ? null : readPreferredVersion(pluginId);
  return { preferredVersion: versions.find((v) => v.name === name) ?? null };
}

/** The doc whose page a doc part renders for (metadata, frontMatter, toc, contentTitle), as Docusaurus's DocProvider gives it. */
export function useDoc(): Omit<DocPageData, 'breadcrumbs'> {
  const ctx = useContext(SiteContext);
  const doc = ctx.doc;
  // In a doc rendered before its page's data is known: it renders again with it (sidebar-hooks.ts).
  if (!doc && ctx.asked?.sidebar !== undefined) {
    ctx.asked.sidebar = true;
    return PENDING_DOC;
  }
  if (!doc) throw new Error('useDoc() is only available inside the parts of a doc page (src/theme/DocItem/…)');
  return doc;
}

const PENDING_DOC: Omit<DocPageData, 'breadcrumbs'> = {
  metadata: { id: '', unversionedId: '', title: '', description: '', permalink: '', slug: '', source: '', unlisted: false, tags: [], frontMatter: {}, version: '' },
  frontMatter: {}, toc: [],
};

/** The sidebar's categories down to the page's doc, then the doc; null outside a doc page. */
export function useSidebarBreadcrumbs(): DocPageData['breadcrumbs'] | null {
  return useContext(SiteContext).doc?.breadcrumbs ?? null;
}

/** schema.org's BreadcrumbList of the doc's breadcrumbs, for a `<script type="application/ld+json">`. */
export function useBreadcrumbsStructuredData({ breadcrumbs }: { breadcrumbs: DocPageData['breadcrumbs'] }) {
  const { url } = useContext(SiteContext).siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.filter((b) => b.href).map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.label, item: `${url}${b.href}` })),
  };
}
