// The "Last updated" line of a doc's or blog post's footer (docs.showLastUpdate, the blog's showLastUpdateTime, and
// their showLastUpdateAuthor).
import { longDate } from './dates.ts';
import type { LastUpdate } from '../generator/content/last-update.ts';

/** "Last updated on March 5, 2024 by Ada", in the site's locale (the date of the commit, in UTC), each part when asked for. */
export function LastUpdated({ locale, at, by }: { locale: string } & LastUpdate) {
  const author = by === undefined ? null : <span className="last-updated-author">{by}</span>;
  if (at === undefined) return <p className="last-updated">Last updated by {author}</p>;
  const date = new Date(at);
  // One text node before each element (React would part adjacent texts with a comment).
  return <p className="last-updated">Last updated on <time dateTime={date.toISOString()}>{longDate(locale, date)}</time>{author ? <> by {author}</> : null}</p>;
}
