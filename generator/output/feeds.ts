// The blog's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1, with the `feed` package, as Docusaurus makes them): the newest
// listed posts, with absolute links, and their whole content with its links and images made absolute.
import { Feed } from 'feed';
import type { BlogOptions, SiteConfig } from '../types.ts';
import type { BlogPostData } from '../content/blog/types.ts';
import { withBase } from '../url.ts';

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
type FeedType = keyof typeof FEED_FILES;

/** The feed types the options ask for. */
export function feedTypes(options: BlogOptions): FeedType[] {
  const { type } = options.feedOptions;
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return [type].flat();
}

/** The feeds by output path, and the <head> links every page gets to them. */
export function blogFeeds(posts: BlogPostData[], options: BlogOptions, routeBase: string, site: SiteConfig): { files: Map<string, string>; head: string } {
  const types = feedTypes(options);
  const files = new Map<string, string>();
  const listed = posts.filter((p) => !p.unlisted);
  // No posts, no feed (as Docusaurus): its date would be the build's, different every time.
  if (!types.length || !listed.length) return { files, head: '' };
  const absolute = (p: string) => site.url + withBase(site.baseUrl, p);
  const { feedOptions } = options;
  const shown = feedOptions.limit ? listed.slice(0, feedOptions.limit) : listed;
  const title = feedOptions.title ?? `${site.title} Blog`;
  const feed = new Feed({
    id: absolute(routeBase), title, description: feedOptions.description ?? `${site.title} Blog`, link: absolute(routeBase),
    language: feedOptions.language ?? site.locale, copyright: feedOptions.copyright ?? '',
    updated: new Date(shown[0]!.date),
    ...(site.favicon ? { favicon: absolute(site.favicon) } : {}),
    feedLinks: Object.fromEntries(types.map((t) => [t, absolute(`${routeBase}/${FEED_FILES[t]}`)])),
  });
  for (const p of shown) {
    feed.addItem({
      title: p.title, id: absolute(p.route), link: absolute(p.route), date: new Date(p.date), description: p.description,
      content: absoluteLinks(p.html, site),
      ...(p.authors.length ? { author: p.authors.map((a) => ({ ...(a.name ? { name: a.name } : {}), ...(a.email ? { email: a.email } : {}), ...(a.url ? { link: a.url } : {}) })) } : {}),
      ...(p.tags.length ? { category: p.tags.map((t) => ({ name: t.label, domain: absolute(t.permalink) })) } : {}),
    });
  }
  const made: Record<FeedType, () => string> = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
  for (const t of types) files.set(`${routeBase}/${FEED_FILES[t]}`.replace(/^\/+/, ''), made[t]());
  const mime: Record<FeedType, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' };
  const name: Record<FeedType, string> = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' };
  const head = types.map((t) => `<link rel="alternate" type="${mime[t]}" href="${escapeAttr(withBase(site.baseUrl, `${routeBase}/${FEED_FILES[t]}`))}" title="${escapeAttr(`${title} ${name[t]}`)}">`).join('');
  return { files, head };
}

/** Site-relative `href` and `src` values made absolute (a feed is read away from the site). */
function absoluteLinks(html: string, site: SiteConfig): string {
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_, attr: string, p: string) => `${attr}="${site.url}${p.startsWith(site.baseUrl) ? p : withBase(site.baseUrl, p)}"`);
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
