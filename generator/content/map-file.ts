// A YAML (or JSON) file mapping keys to entries (a blog's authors, the tags of a blog or docs): read once.
import { existsSync, readFileSync } from 'node:fs';
import { BuildError } from '../errors.ts';
import { obj, type Obj } from '../values.ts';
import { parseYaml } from './yaml.ts';


/** Absent is empty; unreadable or not a map is an error naming it. */
export function readMapFile(file: string | undefined, what: string): Map<string, Obj> {
  if (!file || !existsSync(file)) return new Map();
  const value = parseYaml(readFileSync(file, 'utf8'), { file, what: `the ${what} file is not valid YAML`, hint: 'see Docusaurus\'s format of the file' });
  if (value === null || value === undefined) return new Map();
  if (typeof value !== 'object' || Array.isArray(value)) throw new BuildError([{ pos: { file }, message: `the ${what} file must map keys to entries`, hint: `e.g. "jane:\\n  name: Jane Doe"` }]);
  return new Map(Object.entries(value as Obj).map(([k, v]) => [k, obj(v)]));
}
