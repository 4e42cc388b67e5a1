// A browser bundle of the site's own code made once per process and reused while its inputs stay as they were:
// a site's locales (each a build) share it, and `serve`'s rebuilds reuse it until a file it was made from changes.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

interface Made<T> {
  key: string;
  /** Each file the bundle read, with its modification time then. */
  inputs: [string, number][];
  value: T;
}

/** One slot: the bundle made last (the locales of a build ask in turn with the same key). */
export function bundleMemo<T>() {
  let last: Made<T> | undefined;
  return {
    /** The bundle made for `key`, when none of its files changed since. */
    get(key: string): T | undefined {
      return last?.key === key && last.inputs.every(([f, t]) => mtimeOf(f) === t) ? last.value : undefined;
    },
    /** Keeps `value`, made for `key` from the inputs of esbuild's `metafile` (paths relative to `workDir`). */
    set(key: string, metafile: Metafile, workDir: string, value: T): T {
      // Inputs of a plugin's namespace are made (the key covers them), some from a file (`raw-text:/…/a.txt`): that file is read.
      const files = Object.keys(metafile.inputs).flatMap((f) => {
        const inSpace = /^[\w-]+:(.*)$/.exec(f);
        return !inSpace ? [path.resolve(workDir, f)] : path.isAbsolute(inSpace[1]!) ? [inSpace[1]!] : [];
      });
      last = { key, inputs: files.map((f) => [f, mtimeOf(f)]), value };
      return value;
    },
  };
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}
