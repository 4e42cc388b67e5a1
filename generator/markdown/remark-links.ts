// Record every link (for the link checker) and rewrite relative `.md` links to routes.
import path from 'node:path';
import type { Root, Link, Definition } from 'mdast';
import { walk } from './walk.ts';
import type { VFile } from 'vfile';
import type { LinkRef } from '../types.ts';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Reads `file.data.relPath` (the doc's docs-relative path) and `file.data.routesByPath` (`.md` path → route). */
export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = [];
    const relPath = file.data.relPath as string;
    const routesByPath = file.data.routesByPath as ReadonlyMap<string, string>;
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const n = node as Link | Definition;
      if (EXTERNAL.test(n.url)) return;
      n.url = rewriteMdLink(n.url, relPath, routesByPath);
      links.push({ url: n.url, line: n.position?.start.line ?? 0, column: n.position?.start.column ?? 0 });
    });
    file.data.links = links;
  };
}

/** `../commands/amend.md#options` (relative to `fromRel`) → `/docs/commands/amend#options`; other URLs unchanged. */
export function rewriteMdLink(url: string, fromRel: string, routesByPath: ReadonlyMap<string, string>): string {
  const [target = '', hash] = splitHash(url);
  if (!/\.mdx?$/.test(target)) return url;
  let decoded: string;
  try {
    decoded = decodeURI(target);
  } catch {
    return url; // a malformed %-escape: left as written for the link checker to report
  }
  const resolved = target.startsWith('/')
    ? target.slice(1)
    : path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), decoded));
  const route = routesByPath.get(resolved);
  // An unknown target stays as written; the link checker reports it.
  if (!route) return url;
  return hash !== undefined ? `${route}#${hash}` : route;
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i < 0 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1)];
}
