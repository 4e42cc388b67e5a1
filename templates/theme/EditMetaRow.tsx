// docsgen's EditMetaRow: on a doc page, a marker its page fills (see DocItem/original.tsx); in a blog post's parts,
// the edit link of the `editUrl` it is given and the "Last updated" line of its `lastUpdatedAt`/`lastUpdatedBy`. A site
// may replace or wrap it.
import { useContext } from 'react';
import { Original } from './DocItem/original.tsx';
import { SiteContext } from './context.ts';
import { EditMetaRow as OwnEditMetaRow } from '../edit-meta.tsx';
import type { SiteConfig } from '../../generator/types.ts';

export default function EditMetaRow({ editUrl, lastUpdatedAt, lastUpdatedBy }: { editUrl?: string; className?: string; lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  const { blogPost, siteConfig, locale } = useContext(SiteContext);
  if (blogPost) {
    const lastUpdated = lastUpdatedAt !== undefined || lastUpdatedBy !== undefined ? { ...(lastUpdatedAt !== undefined ? { at: lastUpdatedAt } : {}), ...(lastUpdatedBy !== undefined ? { by: lastUpdatedBy } : {}) } : undefined;
    return <OwnEditMetaRow site={{ locale, codeTranslations: (siteConfig as Pick<SiteConfig, 'codeTranslations'>).codeTranslations }} editUrl={editUrl} lastUpdated={lastUpdated} />;
  }
  return <Original part="EditMetaRow" />;
}
