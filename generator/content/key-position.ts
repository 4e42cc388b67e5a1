// Where a key is set in a frontmatter block or a JSON file, for problems found after parsing.
import { readFileSync } from 'node:fs';
import type { SourcePos } from '../types.ts';

/** The line of `key:` (YAML frontmatter) or `"key":` (JSON) in `file`; only read when there is an error to report. */
export function keyPosition(file: string, key: string): SourcePos {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { file };
  }
  return keyPositionIn(text, file, key);
}

/** The same in `text` (the file's contents): the first line that sets `key`, at any depth. */
export function keyPositionIn(text: string, file: string, key: string): SourcePos {
  const lines = text.split('\n');
  const quoted = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(^|[{,])\\s*["']?${quoted}["']?\\s*:`);
  for (const [i, line] of lines.entries()) {
    const m = re.exec(line);
    if (m) return { file, line: i + 1, column: m.index + m[0].search(/["'\w]/) + 1 };
  }
  return { file };
}
