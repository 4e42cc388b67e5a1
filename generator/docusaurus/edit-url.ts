// "Edit this page" links: a prefix the doc's path is appended to, or Docusaurus's `editUrl` function.
import type { EditUrlFunction } from '../config/schema.ts';
import type { Doc } from '../types.ts';

/** `version.versionDocsDirPath`: the version's docs folder relative to the config's folder. */
export function editUrlOf(editUrl: string | EditUrlFunction | undefined, doc: Doc, version: { version: string; versionDocsDirPath: string }, locale: string): string | undefined {
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/?$/, '/')}${doc.relPath}`;
  return editUrl({ ...version, docPath: doc.relPath, permalink: doc.route, locale }) || undefined;
}
