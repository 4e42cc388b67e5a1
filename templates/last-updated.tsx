// The "Last updated" line of a doc's or blog post's footer (docs.showLastUpdate, the blog's showLastUpdateTime, and
// their showLastUpdateAuthor), in Docusaurus's words for the page's locale.
import { longDate } from './dates.ts';
import { Message, messageParts } from './theme-message.tsx';
import type { LastUpdate } from '../generator/content/last-update.ts';
import type { SiteConfig } from '../generator/types.ts';

type Words = Pick<SiteConfig, 'codeTranslations' | 'locale'>;

/** "Last updated on March 5, 2024 by Ada", in the site's locale (the date of the commit, in UTC), each part when asked for. */
export function LastUpdated({ site, at, by }: { site: Words } & LastUpdate) {
  const date = at === undefined ? undefined : new Date(at);
  const atDate = date ? messageParts(site, 'theme.lastUpdated.atDate', ' on {date}', { date: <time dateTime={date.toISOString()}>{longDate(site.locale, date)}</time> }) : '';
  const byUser = by === undefined ? '' : messageParts(site, 'theme.lastUpdated.byUser', ' by {user}', { user: <span className="last-updated-author">{by}</span> });
  return <p className="last-updated"><Message parts={messageParts(site, 'theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', { atDate, byUser })} /></p>;
}
