// "Did you mean …?": the known name a misspelt one is closest to (config keys, frontmatter keys, admonition types).
import { closest, distance } from 'fastest-levenshtein';

/** The candidate `name` most likely misspells or shortens — a few edits away, fewer for short names — if any. */
export function didYouMean(name: string, candidates: readonly string[]): string | undefined {
  if (!candidates.length || candidates.includes(name)) return undefined;
  // A shortened name (`warn` for `warning`).
  const longer = name.length >= 3 ? candidates.find((c) => c.startsWith(name)) : undefined;
  if (longer) return longer;
  const best = closest(name, [...candidates]);
  const edits = distance(name.toLowerCase(), best.toLowerCase());
  return edits <= Math.max(1, Math.min(3, Math.ceil(name.length / 3))) ? best : undefined;
}

/** How a value reads in a message: strings quoted, others as JSON, long ones cut. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : value === undefined ? 'nothing' : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}
