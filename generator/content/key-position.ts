// Where a key is set in a frontmatter block or a JSON file, for problems found after parsing.
import { readFileSync } from 'node:fs';
import type { SourcePos } from '../types.ts';

/** The line of `key:` (YAML frontmatter) or `"key":` (JSON) in `file`; only read when there is an error to report. */
export function keyPosition(file: string, key: string): SourcePos {
  const text = textOf(file);
  return text === undefined ? { file } : keyPositionIn(text, file, key);
}

function textOf(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
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

/**
 * Where `file` first quotes one of `values` (`'x'`, `"x"` or `` `x` ``), tried in order: the best place for an item
 * of a JavaScript or JSON file whose value is all that is known once it has run (a sidebar item by its id or
 * label). The file alone when none is quoted there (a value the file computes).
 */
export function quotedPosition(file: string, values: readonly (string | undefined)[]): SourcePos {
  const text = textOf(file);
  return text === undefined ? { file } : quotedPositionIn(text, file, values);
}

/**
 * Where the first of `values` is quoted in `text`; with `keys`, a place where one of them names it (`to: 'docs'`) is
 * taken before another where the same text is quoted (`docsPath: 'docs'` in `customFields`).
 */
export function quotedPositionIn(text: string, file: string, values: readonly (string | undefined)[], keys: readonly string[] = []): SourcePos {
  for (const value of values) {
    if (!value) continue;
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const keyed = keys.length ? new RegExp(`\\b(?:${keys.join('|')})['"]?\\s*:\\s*(?=(["'\`])${escaped}\\1)`).exec(text) : null;
    const at = keyed ? keyed.index + keyed[0].length : ['"', "'", '`'].map((q) => text.indexOf(`${q}${value}${q}`)).filter((i) => i >= 0).sort((a, b) => a - b)[0];
    if (at === undefined) continue;
    const lineStart = text.lastIndexOf('\n', at) + 1;
    return { file, line: text.slice(0, at).split('\n').length, column: at - lineStart + 1 };
  }
  return { file };
}
