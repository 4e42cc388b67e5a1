// Record every link and image (for the link checker) and rewrite relative `.md` links to routes. With
// `file.data.deferMdLinks` a `.md` link gets a marker instead (`#docsgen-md-<n>`, its target kept in
// `file.data.mdLinks`), resolved for the doc after parsing (resolveMdLinks): the parse is then the same for every file
// with the same text (the same doc in each docs version), and stays valid when other docs' routes change. A file
// named by a relative path (an image, `./files/a.pdf`) gets one too (`#docsgen-asset-<n>`, `file.data.assetLinks`),
// resolved from the doc's own folder once parsed (content/doc-assets.ts).
import path from 'node:path';
import type { Root, Link, Definition, Image } from 'mdast';
import { walk } from '../walk.ts';
import type { VFile } from 'vfile';
import { changeHtml, type DocHtml } from '../../doc-html.ts';
import type { AssetLink, LinkRef } from '../../types.ts';
import { isExternalUrl, safeDecode } from '../../url.ts';
import { jsxLinks } from './jsx-links.ts';
import type { MarkdownSetup } from '../setup.ts';

/**
 * Reads `file.data.relPath` (the doc's docs-relative path), `file.data.linkScope` (its source's prefix of
 * docs-relative paths, DocSource.linkScope) and `file.data.routesByPath` (`.md` path → route).
 */
export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = [];
    const relPath = file.data.relPath as string;
    const routesByPath = file.data.routesByPath as ReadonlyMap<string, string>;
    const deferred: string[] | undefined = file.data.deferMdLinks ? [] : undefined;
    const assets: AssetLink[] | undefined = file.data.deferMdLinks ? [] : undefined;
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const n = node as Link | Definition | Image;
      if (isExternalUrl(n.url) || n.url === '') return;
      const image = node.type === 'image' || (node.type === 'definition' && IMAGE_FILE.test(splitHash(n.url)[0]));
      if (assets && isLocalFile(n.url, node.type === 'image')) {
        assets.push({ url: n.url, ...(image ? { image } : {}) });
        n.url = `#${ASSET_MARKER}${assets.length - 1}`;
      } else if (deferred && MD_TARGET.test(splitHash(n.url)[0])) {
        deferred.push(n.url);
        n.url = `#${MD_MARKER}${deferred.length - 1}`;
      } else if (node.type !== 'image') n.url = rewriteMdLink(n.url, relPath, routesByPath, file.data.linkScope as string | undefined);
      // Without markers (a partial), an image is left as written.
      else if (!assets) return;
      links.push({ url: n.url, line: n.position?.start.line ?? 0, column: n.position?.start.column ?? 0, ...(image ? { image } : {}) });
    });
    // An MDX file's `<Link to>` elements, checked as its Markdown links are (jsx-links.ts).
    file.data.links = [...links, ...jsxLinks(tree, (file.data.setup as MarkdownSetup | undefined)?.linkComponents)];
    if (deferred?.length) file.data.mdLinks = deferred;
    if (assets?.length) file.data.assetLinks = assets;
  };
}

/**
 * `../commands/amend.md#options` → `/docs/commands/amend#options`; other URLs unchanged. Tried in Docusaurus's
 * order (its `resolveMarkdownLinkPathname`): `./` and `../` links from the file's folder only; `/x.md` from the
 * docs root, then the site root; any other from the file's folder, the docs root, then the site root.
 * `routesByPath` holds docs-relative paths (`guides/setup.md`) and site-relative ones with a leading `/`
 * (`/docs/guides/setup.md`).
 */
export function rewriteMdLink(url: string, fromRel: string, routesByPath: ReadonlyMap<string, string>, scope = ''): string {
  const [target = '', hash] = splitHash(url);
  if (!MD_TARGET.test(target)) return url;
  const route = mdLinkCandidates(safeDecode(target), fromRel).map((p) => routesByPath.get(p.startsWith('/') ? p : scope + p)).find((r) => r !== undefined);
  // An unknown target stays as written; the link checker reports it.
  if (!route) return url;
  return hash !== undefined ? `${route}#${hash}` : route;
}

const MD_TARGET = /\.mdx?$/;
const MD_MARKER = 'docsgen-md-';
export const ASSET_MARKER = 'docsgen-asset-';
const IMAGE_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?)$/i;

/**
 * Whether a URL names a file beside the doc, as Docusaurus tells (its transformImage and transformLinks): an image's
 * relative source, or a relative link whose path has an extension other than `.md`, `.mdx` or `.html`; `@site/…`
 * is the site folder. A site-absolute path (`/img/x.png`) is a static file, checked by the link checker.
 */
export function isLocalFile(url: string, image: boolean): boolean {
  const [target = ''] = splitHash(url.split('?')[0]!);
  if (target === '' || target.startsWith('/')) return false;
  return image || target.startsWith('@site/') || (/\.\w+$/.test(target) && !/\.(mdx?|html?)$/i.test(target));
}

/** Where a doc's `.md` links resolve from: its docs-relative path, its source's scope, the site's targets. */
export interface MdLinkContext {
  relPath: string;
  linkScope?: string;
  routesByPath: ReadonlyMap<string, string>;
}

/** A parse with deferred `.md` links (see above) for one doc: each marker in its HTML and links replaced by the route. */
export function resolveMdLinks<T extends { html: string | DocHtml; links: LinkRef[]; mdLinks?: string[] }>(parsed: T, ctx: MdLinkContext): T {
  const { mdLinks, ...rest } = parsed;
  if (!mdLinks?.length) return parsed;
  // Not `ctx` in the closures: the HTML's change below keeps their scope until the page is rendered, and a doc's
  // context holds its Markdown body.
  const { relPath, routesByPath, linkScope } = ctx;
  const resolved = mdLinks.map((url) => rewriteMdLink(url, relPath, routesByPath, linkScope));
  const byMarker = (marker: string) => resolved[Number(marker.slice(MD_MARKER.length + 1))] ?? marker;
  const attr = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return {
    ...rest,
    html: changeHtml(parsed.html, (html) => html.replace(new RegExp(`"#${MD_MARKER}(\\d+)"`, 'g'), (_, n: string) => `"${attr(resolved[Number(n)]!)}"`)),
    links: parsed.links.map((l) => (l.url.startsWith(`#${MD_MARKER}`) ? { ...l, url: byMarker(l.url) } : l)),
  } as T;
}

function mdLinkCandidates(target: string, fromRel: string): string[] {
  const norm = (p: string) => path.posix.normalize(p).replace(/^\/+/, '');
  if (target.startsWith('/')) return [norm(target), `/${norm(target)}`];
  const fromFile = norm(path.posix.join(path.posix.dirname(fromRel), target));
  if (target.startsWith('./') || target.startsWith('../')) return [fromFile];
  return [fromFile, norm(target), `/${norm(target)}`];
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i < 0 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1)];
}
