// Every internal link and #anchor must land on a page (and a heading) that exists. Problems are
// split as Docusaurus splits them, so each kind follows its own setting (onBrokenLinks, onBrokenAnchors,
// onBrokenMarkdownLinks, onBrokenMarkdownImages); links into another locale, built apart, are left unchecked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeKey } from '../../client/route-key.ts';
import { elementIds } from '../doc-html.ts';
import type { LoadedConfig } from '../config/load.ts';
import { siteNavLinks } from '../config/nav-items.ts';
import { DOCUSAURUS_CONFIG } from '../docusaurus/config-file.ts';
import { quotedPositionIn } from './key-position.ts';
import { BuildError, uniqueProblems, type Problem } from '../errors.ts';
import { isExternalUrl, safeDecode, withoutBase } from '../url.ts';
import type { HomePage } from './home.ts';
import type { Doc, LinkRef, Route, SiteConfig } from '../types.ts';

export interface LinkSource {
  file: string;
  /** The route the links appear on (relative links resolve against it). */
  route: string;
  links: LinkRef[];
}

export interface LinkTargets {
  /** routeKey(route) → ids of the headings on that page. */
  anchors: Map<string, Set<string>>;
  /** Files copied as-is (e.g. `/img/logo.svg`) or written by the build (`/blog/rss.xml`), which are valid targets too. */
  staticFiles: Set<string>;
  /** Route prefixes (`/fr`) of parts built apart (another locale): links into them are left unchecked. */
  elsewhere?: string[];
  /** The site's base URL: a link written with it in front (`/base/docs/x`) names the route after it, as on Docusaurus. */
  baseUrl?: string;
  /**
   * A path in another case names the page (a Docusaurus config: its router matches paths so); docsgen's own configs
   * keep paths exact, as a static host serving files on a case-sensitive disk does.
   */
  anyCase?: boolean;
}

/**
 * `page`: no page at the link's path; `anchor`: the page has no such heading; `markdown`: a `.md` link to no doc;
 * `image`: an image's source is no file; `file`: a link to a file beside the doc that is not there.
 */
export type BrokenKind = 'page' | 'anchor' | 'markdown' | 'image' | 'file';

export interface BrokenLink extends Problem {
  kind: BrokenKind;
}

export interface LinkReport {
  broken: BrokenLink[];
  /** Broken links past the ones listed in `broken` (see checkLinks), by kind: how many, and in which files. */
  unlisted: Map<BrokenKind, { count: number; files: Set<string> }>;
}

/**
 * `listed(kind)` broken links of a kind are reported in full; the rest only counted. The bench's 100,000 copied pages
 * have 1.1 million broken links: as warnings kept to the end of the build they were ~300 MB, and no one reads them all.
 */
export function checkLinks(sources: LinkSource[], targets: LinkTargets, listed: (kind: BrokenKind) => number = () => Infinity): LinkReport {
  const report: LinkReport = { broken: [], unlisted: new Map() };
  const found = new Map<BrokenKind, number>();
  for (const src of sources) {
    for (const link of src.links) {
      const result = brokenReason(link, src.route, targets);
      if (!result) continue;
      const seen = found.get(result.kind) ?? 0;
      found.set(result.kind, seen + 1);
      if (seen >= listed(result.kind)) {
        const more = report.unlisted.get(result.kind) ?? { count: 0, files: new Set<string>() };
        more.count++;
        more.files.add(link.file ?? src.file);
        report.unlisted.set(result.kind, more);
        continue;
      }
      report.broken.push({
        kind: result.kind,
        pos: { file: link.file ?? src.file, line: link.line || undefined, column: link.column || undefined },
        // Joined, not a template: that makes a tree of string parts, ~160 bytes more a warning.
        // A partial's link is checked on each page that imports it: which one is said.
        message: ['broken ', WHAT[result.kind], ' "', link.url, '": ', result.reason, link.file ? ` (on the page at ${src.route}, which imports this file)` : ''].join(''),
        hint: HINTS[result.kind],
      });
    }
  }
  return report;
}

const WHAT: Record<BrokenKind, string> = { page: 'link', anchor: 'anchor', markdown: 'Markdown link', image: 'image', file: 'link' };

const HINTS: Record<BrokenKind, string> = {
  page: 'link to an existing page (a relative .md path or a route); onBrokenLinks sets whether this fails the build',
  anchor: 'link to a heading id that exists on that page; onBrokenAnchors sets whether this fails the build',
  markdown: 'link to an existing .md/.mdx file (from this file\'s folder, the docs root or the site root); onBrokenMarkdownLinks sets whether this fails the build',
  image: 'add the image, or fix its path: a relative path starts from this file\'s folder, /img/… from the static folder; onBrokenMarkdownImages (else onBrokenLinks) sets whether this fails the build',
  file: 'add the file, or fix its path (a relative path starts from this file\'s folder); onBrokenLinks sets whether this fails the build',
};

type Verdict = { kind: BrokenKind; reason: string } | undefined;

function brokenReason({ url, image, missingFile, route }: LinkRef, fromRoute: string, targets: LinkTargets): Verdict {
  if (isExternalUrl(url)) return undefined;
  const hashAt = url.indexOf('#');
  const pathPart = (hashAt < 0 ? url : url.slice(0, hashAt)).split('?')[0]!;
  const hash = hashAt < 0 ? undefined : decoded(url.slice(hashAt + 1), decodeURIComponent);
  // A malformed %-escape can never be right, whatever onBrokenAnchors says: it fails like a missing page.
  if (hash === null || decoded(pathPart, decodeURI) === null) return { kind: 'page', reason: `the ${hash === null ? '#anchor' : 'path'} has a malformed %-escape (a "%" must be followed by two hex digits; write "%25" for "%" itself)` };
  // remark-links rewrote every .md link it could resolve: one still here names no doc.
  if (/\.mdx?$/.test(pathPart)) return { kind: 'markdown', reason: 'no doc at that path' };
  const resolved = pathPart === '' ? fromRoute : new URL(pathPart, `http://site${fromRoute}`).pathname;
  // A path written with the base URL in front names the route after it, as the page's HTML leaves it (url.ts).
  const key = routeKey(normalizeHtmlSuffix(safeDecode(pathPart.startsWith('/') && targets.baseUrl && !route ? withoutBase(targets.baseUrl, resolved) : resolved)));
  const anchors = targets.anchors.get(key);
  if (!anchors) {
    // A file is named with the base URL in front too (`/base/blog/rss.xml`, as `useBaseUrl` writes it).
    const file = safeDecode(resolved);
    if (targets.staticFiles.has(file) || (targets.baseUrl && targets.staticFiles.has(withoutBase(targets.baseUrl, file)))) return undefined;
    if (targets.elsewhere?.some((prefix) => key === routeKey(prefix) || key.startsWith(`${routeKey(prefix)}/`))) return undefined;
    if (missingFile !== undefined) return { kind: image ? 'image' : 'file', reason: `no file at ${missingFile}` };
    // Docusaurus matches a link's path to its routes as react-router does, case-insensitively; but a #anchor it
    // looks up by the page's exact path, so one on a path in another case is a broken anchor.
    const page = !image && targets.anyCase && byLowerCase(targets.anchors).get(key.toLowerCase());
    if (page) return hash ? { kind: 'anchor', reason: `the page is at ${page}: an #anchor is found only on the page's exact path (its case too)` } : undefined;
    return image ? { kind: 'image', reason: `no file at ${safeDecode(resolved)} in the static folder` } : { kind: 'page', reason: `no page at ${key}` };
  }
  if (hash && !anchors.has(hash)) return { kind: 'anchor', reason: `the page has no heading with id "${hash}"` };
  return undefined;
}

const lowerCased = new WeakMap<LinkTargets['anchors'], Map<string, string>>();

/** Each page's route key by its lower case, made once per set of pages (a link in another case is rare). */
function byLowerCase(anchors: LinkTargets['anchors']): Map<string, string> {
  let found = lowerCased.get(anchors);
  if (!found) {
    found = new Map();
    for (const key of anchors.keys()) if (!found.has(key.toLowerCase())) found.set(key.toLowerCase(), key);
    lowerCased.set(anchors, found);
  }
  return found;
}

/** `decode(s)`, or null when `s` has a malformed %-escape (which is the author's to fix, not a crash). */
function decoded(s: string, decode: (s: string) => string): string | null {
  try {
    return decode(s);
  } catch {
    return null;
  }
}

function normalizeHtmlSuffix(p: string): string {
  return p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
}

export interface SiteLinks {
  docs: Doc[];
  home?: HomePage;
  routes: Route[];
  staticFiles: Set<string>;
  /** Files the sources write besides their pages (a blog's feeds), by output path (`blog/rss.xml`). */
  written?: Iterable<string>;
  /** With the navbar's links resolved. */
  loaded: LoadedConfig;
  /** The build's other warnings, told with the broken links when those fail it. */
  found?: Problem[];
  /** A shard checks the links of its own pages (against every page's anchors), and the config's only when it is asked to. */
  only?: { routes: Route[]; config: boolean };
  /** Broken links of a kind told one by one as warnings (LINK_WARNINGS_LISTED by default); the rest in one warning that counts them. */
  listed?: number;
}

/** Past this many broken links of a kind that only warn, the rest are counted in one warning, not listed. */
export const LINK_WARNINGS_LISTED = 100;

/** The one warning that counts a kind's broken links past those listed. */
function unlistedWarning(kind: BrokenKind, { count, files }: { count: number; files: Set<string> }, configFile: string): Problem {
  const n = (x: number) => x.toLocaleString('en-US');
  return {
    pos: { file: configFile },
    message: `… and ${n(count)} more broken ${WHAT[kind]}${count === 1 ? '' : 's'} in ${n(files.size)} file${files.size === 1 ? '' : 's'}, not listed`,
    hint: `\`docsgen build --all-warnings\` lists every one; ${HINTS[kind]}`,
  };
}

/**
 * A page's anchors, as Docusaurus collects them: its headings' ids and every element `id` (and `<a name>`), found
 * when the doc was parsed (its HTML is not read back for them) or, for a cache entry from before, now.
 */
function pageAnchors(doc: Doc): Set<string> {
  return new Set([...doc.headings.map((h) => h.id), ...(doc.elementIds ?? elementIds(doc.html.text()))]);
}

/**
 * Every link of the site checked: throws for the broken ones whose setting is 'throw'; returns the others as
 * warnings (none for 'ignore').
 */
export function checkSiteLinks({ docs, home, routes, staticFiles, written = [], loaded, found = [], only, listed = LINK_WARNINGS_LISTED }: SiteLinks): Problem[] {
  const site = loaded.config;
  const files = new Set([...staticFiles, ...builtFiles(site, written)]);
  const anchors = new Map<string, Set<string>>(routes.map((r) => [routeKey(r.path), new Set<string>()]));
  for (const d of docs) anchors.set(routeKey(d.route), pageAnchors(d));
  const mine = only && new Set(only.routes.map((r) => routeKey(r.path)));
  const checked = (route: string) => !mine || mine.has(routeKey(route));
  const sources: LinkSource[] = docs.filter((d) => checked(d.route)).map((d) => ({ file: d.file, route: d.route, links: d.links }));
  if (home && checked('/')) sources.push({ file: home.file, route: '/', links: home.links });
  if (only?.config !== false) sources.push({ file: loaded.file, route: '/', links: configLinks(loaded) });
  const severity: Record<BrokenKind, string> = {
    page: site.onBrokenLinks, anchor: site.onBrokenAnchors, markdown: site.onBrokenMarkdownLinks, file: site.onBrokenLinks,
    image: site.onBrokenMarkdownImages ?? site.onBrokenLinks,
  };
  // Every link that fails the build is told; of those that only warn, the first `listed` of each kind.
  const anyCase = DOCUSAURUS_CONFIG.test(path.basename(loaded.file));
  const report = checkLinks(sources, { anchors, staticFiles: files, elsewhere: loaded.elsewhere, baseUrl: site.baseUrl, anyCase }, (kind) => (severity[kind] === 'throw' ? Infinity : severity[kind] === 'ignore' ? 0 : listed));
  const failing = report.broken.filter((p) => severity[p.kind] === 'throw');
  const warnings: Problem[] = report.broken.filter((p) => severity[p.kind] !== 'ignore' && severity[p.kind] !== 'throw').map(({ kind: _, ...p }) => p);
  for (const [kind, more] of report.unlisted) if (severity[kind] !== 'ignore') warnings.push(unlistedWarning(kind, more, loaded.file));
  if (failing.length) throw new BuildError(failing.map(({ kind: _, ...p }) => p), uniqueProblems([...warnings, ...found]));
  return warnings;
}

/**
 * The files the build writes besides its pages, as site paths (`/blog/rss.xml`): a link to one lands on it, as on a
 * static file. The sources' (feeds and their stylesheets), the sitemap, and llms.txt and llms-full.txt
 * (output/llms.ts), the last three unless the site asks not to be indexed.
 */
function builtFiles(site: SiteConfig, written: Iterable<string>): string[] {
  const indexed = site.noIndex ? [] : [...(site.sitemap ? [site.sitemap.filename] : []), 'llms.txt', 'llms-full.txt'];
  return [...written, ...indexed].map((f) => `/${f}`);
}

/**
 * The navbar's and footer's internal links, each once (a link in both is one link), at the line of the config that
 * writes it where the config quotes it (`to: 'docs/intro'`, a `docId`); line 0 for one it computes.
 */
function configLinks(loaded: LoadedConfig): LinkRef[] {
  let text = '';
  try {
    text = readFileSync(loaded.file, 'utf8');
  } catch {
    // Positions are a courtesy: the links are checked all the same.
  }
  const links = new Map<string, LinkRef>();
  for (const l of siteNavLinks(loaded.config)) {
    if (!l.to || links.has(l.to)) continue;
    // The first place the config quotes it, written either way (`to: 'docs/intro'` is `/docs/intro`).
    const [at] = [l.to, l.to.replace(/^\//, ''), l.docId, l.sidebarId].map((v) => quotedPositionIn(text, loaded.file, [v], ['to', 'href', 'docId', 'sidebarId']))
      .filter((p) => p.line !== undefined).sort((a, b) => a.line! - b.line! || a.column! - b.column!);
    links.set(l.to, { url: l.to, line: at?.line ?? 0, column: at?.column ?? 0, route: true });
  }
  return [...links.values()];
}
