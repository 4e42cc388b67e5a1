// "Edit this page" links: a prefix the doc's path is appended to, or Docusaurus's `editUrl` function, whose answer
// must be a URL or a path (or nothing, for no link).
import type { EditUrlFunction } from '../config/schema.ts';
import { keyPosition } from '../content/key-position.ts';
import { BuildError } from '../errors.ts';
import type { Doc } from '../types.ts';

/** `version.versionDocsDirPath`: the version's docs folder relative to the config's folder. */
export function editUrlOf(editUrl: string | EditUrlFunction | undefined, doc: Doc, version: { version: string; versionDocsDirPath: string }, locale: string, configFile: string): string | undefined {
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/?$/, '/')}${doc.relPath}`;
  const url: unknown = editUrl({ ...version, docPath: doc.relPath, permalink: doc.route, locale });
  return checkedEditUrl(url, doc.relPath, configFile);
}

/** A function's answer: a URL or a path, or nothing (no link); anything else is an error at the config's `editUrl`. */
export function checkedEditUrl(url: unknown, path: string, configFile: string): string | undefined {
  if (url === undefined || url === null || url === '') return undefined;
  if (typeof url === 'string' && /^([a-z][a-z0-9+.-]*:|\/)/i.test(url)) return url;
  throw new BuildError([{
    pos: keyPosition(configFile, 'editUrl'),
    message: `editUrl: the function returned ${JSON.stringify(url)} for ${path}, which is not a URL or a path`,
    hint: 'return the edit link as a full URL (https://…) or a site path, or undefined for no link',
  }]);
}
