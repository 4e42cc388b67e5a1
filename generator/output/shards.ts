// A site too large for one machine builds as `docsgen build --shard i/n` jobs (a CI matrix) and one `docsgen merge`.
// Every shard loads and parses the whole site (from its cache), so each knows every route, anchor, sidebar and the
// search files' names its pages link to; it renders only its slice of the routes and checks only their links.
// Shard 1 also writes the files made from the whole site (search files, sitemap, llms files, redirect pages).
import type { Problem } from '../errors.ts';
import type { Route } from '../types.ts';
import { postBuildRoutes, type PostBuildRoute } from '../content/plugins/post-build-routes.ts';

/** Shard `index` (from 1) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** What a shard leaves in its output for `merge` (which does not copy it). */
export const SHARD_MANIFEST = '.docsgen-shard.json';

export interface ShardManifest {
  format: 1;
  index: number;
  count: number;
  /** The render key every page shares (config, front end, routes and titles, asset and search file names). */
  key: string;
  /** Every route of the site, in order; this shard rendered `routes.slice(from, to)`. */
  routes: string[];
  from: number;
  to: number;
  /** This shard's warnings (its slice's links, and those every shard finds), told once by `merge`. */
  warnings: Problem[];
  /** The locale the shard is of, when it is not the site's default one: `merge` joins it into `<out>/<locale>`. */
  locale?: string;
  /** The default locale's shards: the site's other locales, whose `<out>/<locale>` folders `merge` keeps. */
  otherLocales?: string[];
  /** The site's `trailingSlash`, which names its pages' files (paths.ts pageFile). */
  trailingSlash?: boolean;
  /** The config whose plugins' `postBuild` `merge` runs once the site is joined (no shard runs it)… */
  postBuild?: string;
  /** …and the routes it is given. */
  postBuildRoutes?: PostBuildRoute[];
}

/** `i/n` as a shard, or a message saying what is wrong. */
export function parseShard(text: string): Shard | string {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count) return `"${text}" is not a shard: write i/n with 1 ≤ i ≤ n, e.g. --shard 2/4`;
  return { index, count };
}

/** The bounds of `shard`'s routes: contiguous slices of near-equal length, in route order. */
export function shardBounds(total: number, shard: Shard | undefined): { from: number; to: number } {
  if (!shard) return { from: 0, to: total };
  return { from: Math.floor(((shard.index - 1) * total) / shard.count), to: Math.floor((shard.index * total) / shard.count) };
}

/** Whether `shard` writes the files made from the whole site (the one build does). */
export function writesWholeSite(shard: Shard | undefined): boolean {
  return !shard || shard.index === 1;
}

/** The routes `shard` renders. */
export function shardRoutes(routes: Route[], shard: Shard | undefined): Route[] {
  const { from, to } = shardBounds(routes.length, shard);
  return shard ? routes.slice(from, to) : routes;
}

export function shardManifest(shard: Shard, key: string, routes: Route[], warnings: Problem[], trailingSlash?: boolean, postBuild?: string): ShardManifest {
  return { format: 1, index: shard.index, count: shard.count, key, routes: routes.map((r) => r.path), ...shardBounds(routes.length, shard), warnings, ...(trailingSlash === undefined ? {} : { trailingSlash }), ...(postBuild ? { postBuild, postBuildRoutes: postBuildRoutes(routes) } : {}) };
}
