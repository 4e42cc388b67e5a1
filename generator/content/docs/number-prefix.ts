// Docusaurus's number prefixes (`01-intro.md`, `02-guides/`): they order the sidebar and drop out of ids, routes
// and category labels. The docs option `numberPrefixParser` changes the rule: `false` keeps every name as written
// (no prefix, no order from it); a function answers `{filename, numberPrefix}` for a file or folder name.
import { BuildError } from '../../errors.ts';
import { keyPosition } from '../key-position.ts';

/** A name without its prefix, and the prefix's number (undefined without one). */
export type NumberPrefixParser = (name: string) => { filename: string; numberPrefix?: number };

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=\S)/;

/** As Docusaurus: a name that opens like a version or a date (`7-0`, `2.1-notes`, `2024-05-guide`) has no number prefix. */
const VERSION_OR_DATE = /^\d+[-_.]\d+/;

/** Docusaurus's default parser. */
export const defaultNumberPrefixParser: NumberPrefixParser = (name) => {
  const m = VERSION_OR_DATE.test(name) ? null : NUMBER_PREFIX.exec(name);
  return m ? { filename: name.slice(m[0].length), numberPrefix: Number(m[1]) } : { filename: name };
};

/** `numberPrefixParser: false`. */
const disabled: NumberPrefixParser = (name) => ({ filename: name });

/** `01-intro` → `intro`; names without a number prefix are unchanged. */
export function stripNumberPrefix(name: string, parse: NumberPrefixParser = defaultNumberPrefixParser): string {
  return parse(name).filename;
}

/** `01-intro` → 1; undefined without a prefix. */
export function numberPrefix(name: string, parse: NumberPrefixParser = defaultNumberPrefixParser): number | undefined {
  return parse(name).numberPrefix;
}

/**
 * The parser the docs option names (`config`: the config file, for errors): a site's function has its answer checked
 * once per name, so a wrong one is an error naming the option, not an id of "undefined".
 */
export function numberPrefixParserOf(option: false | ((name: string) => unknown) | undefined, config: string): NumberPrefixParser {
  if (option === undefined) return defaultNumberPrefixParser;
  if (option === false) return disabled;
  const fail = (name: string, what: string) => new BuildError([{ pos: keyPosition(config, 'numberPrefixParser'), message: `docs option numberPrefixParser ${what} for "${name}"`, hint: 'answer {filename, numberPrefix}: the name without its prefix (a non-empty string) and the prefix\'s number (or undefined), as Docusaurus\'s DefaultNumberPrefixParser does' }]);
  const seen = new Map<string, { filename: string; numberPrefix?: number }>();
  return (name) => {
    let answer = seen.get(name);
    if (answer) return answer;
    let given: unknown;
    try {
      given = option(name);
    } catch (err) {
      throw fail(name, `threw: ${(err as Error)?.message ?? err}`);
    }
    const { filename, numberPrefix: n } = (given ?? {}) as { filename?: unknown; numberPrefix?: unknown };
    if (typeof filename !== 'string' || !filename) throw fail(name, `answered ${JSON.stringify(given) ?? String(given)}, with no filename`);
    if (n !== undefined && n !== null && (typeof n !== 'number' || !Number.isFinite(n))) throw fail(name, `answered numberPrefix ${JSON.stringify(n)}, not a number`);
    answer = typeof n === 'number' ? { filename, numberPrefix: n } : { filename };
    seen.set(name, answer);
    return answer;
  };
}
