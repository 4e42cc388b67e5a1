// Where a key is set in a frontmatter block or a JSON file, for problems found after parsing.
import { readFileSync } from 'node:fs';
import type { SourcePos } from './types.ts';

/** The line of `key:` (YAML frontmatter) or `"key":` (JSON) in `file`; only read when there is an error to report. */
export function keyPosition(file: string, key: string): SourcePos {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { file };
  }
  const lines = text.split('\n');
  const i = lines.findIndex((l) => new RegExp(`^\\s*["']?${key}["']?\\s*:`).test(l));
  return i < 0 ? { file } : { file, line: i + 1, column: lines[i]!.search(/\S/) + 1 };
}
