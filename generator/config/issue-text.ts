// zod's issues as sentences for people: "`sidebar_position` must be a number, got "first"", not schema wording.
import type * as z from 'zod';
import { shown } from '../did-you-mean.ts';

const KINDS: Record<string, string> = {
  string: 'text', number: 'a number', boolean: 'true or false', array: 'a list', object: 'a mapping of keys to values',
  int: 'a whole number', function: 'a function', date: 'a date',
};

/** What is wrong with `value`, as the end of a sentence that starts with its key (" must be …", or ": " and a rule's own words). */
export function issueText(issue: z.core.$ZodIssue, value: unknown): string {
  return ISSUE_WORDS.test(issue.message) ? ` ${predicate(issue, value)}` : `: ${issue.message}`;
}

/** zod's own wording, which `predicate` puts in words for people; a rule of ours carries its own message. */
const ISSUE_WORDS = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

function predicate(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${KINDS[issue.expected] ?? issue.expected}, got ${shown(value)}`;
    case 'too_small':
      return issue.origin === 'array' ? `needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}` : `must be at least ${issue.minimum}, got ${shown(value)}`;
    case 'too_big':
      return issue.origin === 'array' ? `takes at most ${issue.maximum} items` : `must be at most ${issue.maximum}, got ${shown(value)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => shown(v)).join(', ')}, got ${shown(value)}`;
    case 'invalid_format':
      // Our own patterns carry a message for people (schema.ts); zod's default names the pattern.
      return `is not in the expected form, got ${shown(value)}`;
    default:
      return `is not valid here, got ${shown(value)}`;
  }
}

/** The value at `path` in `root`, for the message. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

interface SchemaDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
}
interface Schema {
  _zod: { def: SchemaDef };
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** The keys an object of `schema` takes at `path` (for "did you mean"); none where it is not an object. */
export function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const unwrap = (s: Schema | undefined): Schema[] => {
    const def = s?._zod.def;
    if (!def) return [];
    if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
    if (def.type === 'pipe' && def.in) return unwrap(def.in);
    if (def.type === 'union' && def.options) return def.options.flatMap(unwrap);
    return [s!];
  };
  let at = unwrap(schema as unknown as Schema);
  for (const k of path) {
    at = at.flatMap((s) => {
      const def = s._zod.def;
      if (def.type === 'object' && typeof k === 'string') return unwrap(def.shape?.[k]);
      if (def.type === 'array' && typeof k === 'number') return unwrap(def.element);
      if (def.type === 'record') return unwrap((def as SchemaDef & { valueType?: Schema }).valueType);
      return [];
    });
  }
  return [...new Set(at.flatMap((s) => (s._zod.def.type === 'object' ? Object.keys(s._zod.def.shape ?? {}) : [])))];
}
