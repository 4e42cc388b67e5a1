// What a site's module (config, sidebars file) gives once it has run: its value settled and read in full, once,
// while an error can still be traced to the module's lines (a getter that throws, a promise that rejects or never
// settles) instead of surfacing as a raw stack somewhere in the build.
import { BuildError, type SourcePos } from './errors.ts';

/** How long a module's promise may take: a config may fetch something, but one that never settles must not hang CI. */
export const SETTLE_LIMIT_MS = 60_000;

/**
 * `value`, awaited if it is a promise. A promise that can no longer settle (nothing is left running that could:
 * Node would exit with code 13, silently) or that takes longer than `limitMs` is an error at `pos`.
 */
export async function settled(value: unknown, pos: SourcePos, limitMs = SETTLE_LIMIT_MS): Promise<unknown> {
  if (!isThenable(value)) return value;
  let timer: NodeJS.Timeout | undefined;
  let onIdle: (() => void) | undefined;
  const stuck = new Promise<never>((_, reject) => {
    const hint = 'make the promise the file exports (or its exported function returns) resolve, or export the value itself';
    onIdle = () => reject(problem(pos, 'exports a promise that never settles: nothing is left running that could settle it', hint));
    process.once('beforeExit', onIdle);
    // Unref'd: the wait alone must not keep the process alive, so that an idle event loop is noticed at once.
    timer = setTimeout(() => reject(problem(pos, `exports a promise that has not settled after ${limitMs / 1000} s`, hint)), limitMs).unref();
  });
  try {
    return await Promise.race([value, stuck]);
  } finally {
    clearTimeout(timer);
    process.off('beforeExit', onIdle!);
  }
}

function problem(pos: SourcePos, message: string, hint: string): BuildError {
  return new BuildError([{ pos, message, hint }]);
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return (typeof v === 'object' || typeof v === 'function') && v !== null && typeof (v as { then?: unknown }).then === 'function';
}

/**
 * A copy of `value` in which plain objects and arrays are plain data: every getter has run and every proxy trap
 * been called. Parts met twice (or holding themselves) stay shared (or cyclic); anything else (functions, class
 * instances) is kept as it is. Iterative: a value nested thousands deep is copied, and reported by its reader.
 */
export function plainCopy(value: unknown): unknown {
  const copies = new Map<object, object>();
  const pending: [from: object, to: object][] = [];
  const copyOf = (v: unknown): unknown => {
    if (!isPlain(v)) return v;
    let copy = copies.get(v);
    if (!copy) {
      copy = Array.isArray(v) ? [] : Object.create(Object.getPrototypeOf(v) as object | null) as object;
      copies.set(v, copy);
      pending.push([v, copy]);
    }
    return copy;
  };
  const root = copyOf(value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [from, to] = next;
    for (const key of Object.keys(from)) {
      // Defined, not assigned: a key named `__proto__` stays a key.
      Object.defineProperty(to, key, { value: copyOf((from as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
    }
  }
  return root;
}

function isPlain(v: unknown): v is object {
  if (!v || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
