// "Edit this page" links: a prefix the doc's path is appended to, or Docusaurus's `editUrl` function, whose answer
// is a URL or a path (or nothing, for no link).
import path from 'node:path';
import type { EditUrlFunction } from '../config/schema.ts';
import { keyPosition } from '../content/key-position.ts';
import type { Problem } from '../errors.ts';
import type { Doc } from '../types.ts';
import { withBase } from '../url.ts';

/** The folder a doc's file was found in: its docs folder, or another locale's copy of it (`i18n/<locale>/…`). */
export function foundIn(doc: Pick<Doc, 'file' | 'relPath'>): string {
  return doc.file.slice(0, doc.file.length - doc.relPath.length - 1);
}

/** `rel` (a folder or file path: `../i18n/fr/…/`, `blog/post.md`) resolved against an edit prefix, a URL or a site path. */
export function editPrefixAt(prefix: string, rel: string): string {
  const dir = prefix.replace(/\/?$/, '/');
  if (!rel) return dir;
  return URL.canParse(dir) ? new URL(rel, dir).href : new URL(rel, `file://${dir}`).pathname;
}

/** The path from the site's folder to `dir`, `/`-separated, as Docusaurus hands it to an `editUrl` function. */
export const fromSite = (root: string, dir: string) => path.relative(root, dir).split(path.sep).join('/');

/**
 * A function's answers, checked. Docusaurus hands any string to its theme (a site's own edit component may read
 * something else from it); docsgen's link needs a URL or a path, so a doc given anything else has no link, and the
 * build says so once, at the config's `editUrl`, with the first such answer and how many there were.
 */
export class EditUrls {
  private bad: { url: unknown; path: string; count: number } | undefined;
  constructor(private readonly configFile: string) {}

  /** `url` when it is a URL or a path; nothing for no answer, or one that is neither. */
  checked(url: unknown, path: string): string | undefined {
    if (url === undefined || url === null || url === '') return undefined;
    if (typeof url === 'string' && /^([a-z][a-z0-9+.-]*:|\/)/i.test(url)) return url;
    if (this.bad) this.bad.count++;
    else this.bad = { url, path, count: 1 };
    return undefined;
  }

  /** `version.versionDocsDirPath`: the version's docs folder relative to the config's folder; `site`: the locale built and its base URL. */
  ofDoc(editUrl: string | EditUrlFunction | undefined, doc: Doc, version: { version: string; versionDocsDirPath: string }, site: { locale: string; baseUrl: string }): string | undefined {
    if (editUrl === undefined) return undefined;
    if (typeof editUrl === 'string') return `${editUrl.replace(/\/?$/, '/')}${doc.relPath}`;
    return this.checked(editUrl({ ...version, docPath: doc.relPath, permalink: withBase(site.baseUrl, doc.route), locale: site.locale }), doc.relPath);
  }

  /** The warning, when an answer was neither a URL nor a path. */
  problems(): Problem[] {
    if (!this.bad) return [];
    const { url, path, count } = this.bad;
    return [{
      pos: keyPosition(this.configFile, 'editUrl'),
      message: `editUrl: the function returned ${JSON.stringify(url)} for ${path}${count > 1 ? ` (and answers like it for ${count - 1} more)` : ''}, which is not a URL or a path: ${count > 1 ? 'those pages have' : 'that page has'} no "Edit this page" link`,
      hint: 'return the edit link as a full URL (https://…) or a site path, or undefined for no link',
    }];
  }
}
