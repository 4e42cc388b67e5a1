// Functions from a site's config (a Markdown preprocessor, Sass's `additionalData`) as parts of cache keys. A function
// is known by itself, not its source: the values it closes over (a version read from a file, an environment
// variable) are its config load's, so the same source of another load may give other text. Keys also go to the
// build cache on disk, read by later processes: an id is this process's, so a key that names a function is never
// found again by another process (it reads again what the function made), rather than found for another function.
import { randomBytes } from 'node:crypto';

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
