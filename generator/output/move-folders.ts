// Moving whole folders between the output and its staging folder (a locale's folder kept across a rebuild of
// another), and the disk faults of writing the output as build problems.
import { rmSync, statSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../errors.ts';
import { writeFault } from '../fs-faults.ts';

/** The folders `names` of `from` that are there, moved into `to` (in place of what it has there); their names. */
export async function moveFolders(names: readonly string[], from: string, to: string): Promise<string[]> {
  const moved: string[] = [];
  for (const name of names) {
    if (!statSync(path.join(from, name), { throwIfNoEntry: false })?.isDirectory()) continue;
    writing(to, () => rmSync(path.join(to, name), { recursive: true, force: true }));
    await rename(path.join(from, name), path.join(to, name)).catch((err: unknown) => { throw outputFault(err, to); });
    moved.push(name);
  }
  return moved;
}

/** `write()`, with a disk fault (full, read-only, …) as a problem at `file`. */
export function writing<T>(file: string, write: () => T): T {
  try {
    return write();
  } catch (err) {
    throw outputFault(err, file);
  }
}

export function outputFault(err: unknown, file: string): unknown {
  const fault = writeFault(err, file, 'the output', 'to another --out');
  return fault ? new BuildError([fault]) : err;
}
