// "Edit this page" links: a prefix the doc's path is appended to, or Docusaurus's `editUrl` function.
import type { EditUrlFunction } from '../config/schema.ts';
import type { Doc } from '../types.ts';

/** `docsDirFromRoot`: the docs folder relative to the config's folder (Docusaurus's `versionDocsDirPath`). */
export function editUrlOf(editUrl: string | EditUrlFunction | undefined, doc: Doc, docsDirFromRoot: string, locale: string): string | undefined {
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/?$/, '/')}${doc.relPath}`;
  return editUrl({ version: 'current', versionDocsDirPath: docsDirFromRoot, docPath: doc.relPath, permalink: doc.route, locale }) || undefined;
}
