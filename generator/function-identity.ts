// Functions from a site's config (a Markdown preprocessor, Sass's `additionalData`) as parts of cache keys. A function
// is known by itself, not its source: the values it closes over (a version read from a file, an environment
// variable) are its config load's, so the same source of another load may give other text. An id is this process's:
// the build cache on disk, read by later processes, keys a function by its source and the config's files instead
// (storedKeyValue), as Docusaurus's persistent cache is keyed by its config file and what that imports.
import { randomBytes } from 'node:crypto';
import { sha1 } from './hash.ts';

const RUN = randomBytes(6).toString('hex');
const ids = new WeakMap<object, number>();
let lastId = 0;

/** `thing`'s id in this process: the same while it is the same object, another for any other. */
export function identityOf(thing: object): string {
  let n = ids.get(thing);
  if (n === undefined) ids.set(thing, (n = ++lastId));
  return `${RUN}:${n}`;
}

/** A key's value for JSON.stringify: a function by its identity (identityOf), a bigint as text. */
export function keyValue(_key: string, value: unknown): unknown {
  return typeof value === 'function' ? `function ${identityOf(value)}` : typeof value === 'bigint' ? String(value) : value;
}

/**
 * A key's value for the cache on disk: a function by its source and `context` (the fingerprint of the config it came
 * from: config/config-fingerprint.ts), which another process loading the same files finds again.
 */
export function storedKeyValue(context: string): (key: string, value: unknown) => unknown {
  return (key, value) => (typeof value === 'function' ? `function ${sha1(context, '\0', String(value))}` : keyValue(key, value));
}
