// A locale's JSON translation files (`i18n/<locale>/…/*.json`, as `docusaurus write-translations` writes them): each
// key's `message`. A file that is not there is no translation; one that is not valid JSON is an error naming it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fail } from '../errors.ts';
import { obj, str } from '../values.ts';

export type Messages = ReadonlyMap<string, string>;

/** The messages of `file` (absolute), by key; empty when there is no such file. */
export function readMessages(file: string): Messages {
  if (!existsSync(file)) return new Map();
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    fail({ file }, `the translation file is not valid JSON (${(err as Error).message})`, 'fix the JSON, or run `docusaurus write-translations` to write it again');
  }
  // `{ "key": { "message": "…", "description": "…" } }`; a plain string value is taken as the message too.
  return new Map(Object.entries(obj(value)).flatMap(([key, v]) => {
    const message = typeof v === 'string' ? v : str(obj(v).message);
    return message === undefined ? [] : [[key, message] as const];
  }));
}

/** The folder of a content plugin's translations: `docusaurus-plugin-content-docs`, `-<id>` after it for another instance. */
export function pluginFolder(localeDir: string, plugin: 'docs' | 'blog' | 'pages', id: string | undefined): string {
  return path.join(localeDir, `docusaurus-plugin-content-${plugin}${id && id !== 'default' ? `-${id}` : ''}`);
}
