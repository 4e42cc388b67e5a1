// The blog's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1, with the `feed` package, as Docusaurus makes them): the newest
// listed posts, with absolute links, and their whole content with its links and images made absolute; or the items a
// Docusaurus config's `feedOptions.createFeedItems` makes of the posts (given these as `defaultCreateFeedItems`).
import { Feed } from 'feed';
import type { FeedItem } from '../config/blog-schema.ts';
import { BuildError } from '../errors.ts';
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

/** What `createFeedItems` is given: the shown posts as Docusaurus's blog has them, and where its failures are told. */
export interface FeedPosts {
  docusaurusPosts(shown: BlogPostData[]): Record<string, unknown>[];
  configFile: string;
}

/** The feeds by output path, and the <head> links every page gets to them. */
export async function blogFeeds(posts: BlogPostData[], options: BlogOptions, routeBase: string, site: SiteConfig, custom?: FeedPosts): Promise<{ files: Map<string, string>; head: string }> {
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
  const items = shown.map((p): FeedItem => ({
    title: p.title, id: absolute(p.route), link: absolute(p.route), date: new Date(p.date), description: p.description,
    content: absoluteLinks(p.html, site),
    ...(p.authors.length ? { author: p.authors.map((a) => ({ ...(a.name ? { name: a.name } : {}), ...(a.email ? { email: a.email } : {}), ...(a.url ? { link: a.url } : {}) })) } : {}),
    ...(p.tags.length ? { category: p.tags.map((t) => ({ name: t.label, domain: absolute(t.permalink) })) } : {}),
  }));
  const create = feedOptions.createFeedItems;
  for (const item of create && custom ? await siteItems(create, shown, items, site, custom) : items) feed.addItem(item as never);
  const made: Record<FeedType, () => string> = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() };
  for (const t of types) {
    try {
      files.set(`${routeBase}/${FEED_FILES[t]}`.replace(/^\/+/, ''), made[t]());
    } catch (err) {
      // Only the site's items can break the writer (an author or category of another shape).
      throw new BuildError([{ pos: { file: custom?.configFile ?? 'site config' }, message: `the blog's ${t} feed could not be written from createFeedItems' items: ${(err as Error).message.split('\n')[0]}`, hint: 'give items the fields of the feed package\'s Item (author: [{ name, email?, link? }], category: [{ name }])' }]);
    }
  }
  const mime: Record<FeedType, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' };
  const name: Record<FeedType, string> = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' };
  // The links' titles name the site, not its blog (`Kettle RSS Feed`), as Docusaurus's do; the feeds' own, the blog.
  const linkTitle = feedOptions.title ?? site.title;
  const head = types.map((t) => `<link rel="alternate" type="${mime[t]}" href="${escapeAttr(withBase(site.baseUrl, `${routeBase}/${FEED_FILES[t]}`))}" title="${escapeAttr(`${linkTitle} ${name[t]}`)}">`).join('');
  return { files, head };
}

/** The items the config's `createFeedItems` makes; `defaultCreateFeedItems` gives docsgen's item of each post it is given. */
async function siteItems(create: NonNullable<BlogOptions['feedOptions']['createFeedItems']>, shown: BlogPostData[], items: FeedItem[], site: SiteConfig, { docusaurusPosts, configFile }: FeedPosts): Promise<FeedItem[]> {
  const blogPosts = docusaurusPosts(shown);
  const byPost = new Map(blogPosts.map((p, i) => [p, items[i]!]));
  const defaultCreateFeedItems = async ({ blogPosts: given }: { blogPosts: Record<string, unknown>[] }) => given.flatMap((p): FeedItem[] => {
    const item = byPost.get(p);
    return item ? [item] : [];
  });
  const fail = (message: string, hint: string) => new BuildError([{ pos: { file: configFile }, message: `the blog's feedOptions.createFeedItems ${message}`, hint }]);
  let made: unknown;
  try {
    made = await create({ blogPosts, siteConfig: { ...site.siteConfigData, themeConfig: site.themeConfig }, outDir: '', defaultCreateFeedItems });
  } catch (err) {
    throw fail(`threw: ${(err as Error).message.split('\n')[0]}`, 'fix createFeedItems in the blog\'s feedOptions');
  }
  if (!Array.isArray(made)) throw fail('returned no list of items', 'return an array of { title, link, date, description?, content? }');
  made.forEach((item: unknown, i) => {
    const { title, date } = (item ?? {}) as FeedItem;
    if (typeof title !== 'string' || !(date instanceof Date) || Number.isNaN(date.getTime())) {
      throw fail(`returned an item (the ${i + 1}${['st', 'nd', 'rd'][i] ?? 'th'}) without a title and a date`, 'give each item a title (text) and a date (a Date, such as the post\'s metadata.date)');
    }
  });
  return (made as FeedItem[]).map((item) => absoluteUrls(item, site));
}

/**
 * `link`, `id` and `image` resolved against the site's URL: Docusaurus's `feed` (v4) wrote a site-relative value as it
 * is, the one docsgen uses (v6) refuses it.
 */
function absoluteUrls(item: FeedItem, site: SiteConfig): FeedItem {
  const resolve = (v: unknown) => (typeof v === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? new URL(v, `${site.url}/`).href : v);
  const image = item.image && typeof item.image === 'object' ? { ...item.image, url: resolve((item.image as FeedItem).url) } : resolve(item.image);
  return { ...item, ...(item.link !== undefined ? { link: resolve(item.link) } : {}), ...(item.id !== undefined ? { id: resolve(item.id) } : {}), ...(item.image !== undefined ? { image } : {}) };
}

/** Site-relative `href` and `src` values made absolute (a feed is read away from the site). */
function absoluteLinks(html: string, site: SiteConfig): string {
  return html.replace(/\b(href|src)="(\/(?!\/)[^"]*)"/g, (_, attr: string, p: string) => `${attr}="${site.url}${p.startsWith(site.baseUrl) ? p : withBase(site.baseUrl, p)}"`);
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
