// The "Edit this page" link and the row it shares with the "Last updated" line, as Docusaurus's EditThisPage and
// EditMetaRow draw them at the foot of a doc, a blog post's page and a Markdown page: the link at the row's start,
// the date at its end (below the link on narrow screens).
import type { ReactNode } from 'react';
import type { LastUpdate } from '../generator/content/last-update.ts';
import type { SiteConfig } from '../generator/types.ts';
import { LastUpdated } from './last-updated.tsx';
import { newTabNote, themeText } from './theme-text.ts';

/** The link, with Docusaurus's pencil icon, opening in a new tab (said to screen readers in the locale's words). */
export function EditThisPageLink({ href, site }: { href: string; site: Pick<SiteConfig, 'codeTranslations'> }) {
  return (
    <a className="edit-link" href={href} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" /></svg>
      {themeText(site, 'theme.common.editThisPage', 'Edit this page')}<span className="visually-hidden">{newTabNote(site)}</span>
    </a>
  );
}

/** The row of the two pieces as drawn (a site may have replaced either). */
export function EditMetaPieces({ edit, date }: { edit: ReactNode; date: ReactNode }) {
  return (
    <div className="doc-footer">
      {edit}
      {date}
    </div>
  );
}

/** The row from an edit URL and a last update, in docsgen's own pieces; none without either. */
export function EditMetaRow({ site, editUrl, lastUpdated }: { site: Pick<SiteConfig, 'codeTranslations' | 'locale'>; editUrl?: string | undefined; lastUpdated?: LastUpdate | undefined }) {
  if (!editUrl && !lastUpdated) return null;
  return <EditMetaPieces edit={editUrl ? <EditThisPageLink href={editUrl} site={site} /> : null} date={lastUpdated ? <LastUpdated site={site} {...lastUpdated} /> : null} />;
}
