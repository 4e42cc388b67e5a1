// A YAML (or JSON) file mapping keys to entries (a blog's authors, the tags of a blog or docs): read once.
import { existsSync, readFileSync } from 'node:fs';
import { load as loadYaml } from 'js-yaml';
import { BuildError } from '../errors.ts';
import { obj, type Obj } from '../values.ts';


/** Absent is empty; unreadable or not a map is an error naming it. */
export function readMapFile(file: string | undefined, what: string): Map<string, Obj> {
  if (!file || !existsSync(file)) return new Map();
  let value: unknown;
  try {
    value = loadYaml(readFileSync(file, 'utf8'));
  } catch (err) {
    const mark = (err as { mark?: { line: number } }).mark;
    throw new BuildError([{ pos: { file, line: mark ? mark.line + 1 : undefined }, message: `the ${what} file is not valid YAML: ${(err as { reason?: string }).reason ?? (err as Error).message}`, hint: 'see Docusaurus\'s format of the file' }]);
  }
  if (value === null || value === undefined) return new Map();
  if (typeof value !== 'object' || Array.isArray(value)) throw new BuildError([{ pos: { file }, message: `the ${what} file must map keys to entries`, hint: `e.g. "jane:\\n  name: Jane Doe"` }]);
  return new Map(Object.entries(value as Obj).map(([k, v]) => [k, obj(v)]));
}
