// Record every link (for the link checker) and rewrite relative `.md` links to routes.
import path from 'node:path';
import type { Root, Link, Definition } from 'mdast';
import { walk } from '../walk.ts';
import type { VFile } from 'vfile';
import type { LinkRef } from '../../types.ts';
import { isExternalUrl, safeDecode } from '../../url.ts';

/**
 * Reads `file.data.relPath` (the doc's docs-relative path), `file.data.linkScope` (its source's prefix of
 * docs-relative paths, DocSource.linkScope) and `file.data.routesByPath` (`.md` path → route).
 */
export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = [];
    const relPath = file.data.relPath as string;
    const routesByPath = file.data.routesByPath as ReadonlyMap<string, string>;
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const n = node as Link | Definition;
      if (isExternalUrl(n.url)) return;
      n.url = rewriteMdLink(n.url, relPath, routesByPath, file.data.linkScope as string | undefined);
      links.push({ url: n.url, line: n.position?.start.line ?? 0, column: n.position?.start.column ?? 0 });
    });
    file.data.links = links;
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
  if (!/\.mdx?$/.test(target)) return url;
  const route = mdLinkCandidates(safeDecode(target), fromRel).map((p) => routesByPath.get(p.startsWith('/') ? p : scope + p)).find((r) => r !== undefined);
  // An unknown target stays as written; the link checker reports it.
  if (!route) return url;
  return hash !== undefined ? `${route}#${hash}` : route;
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
