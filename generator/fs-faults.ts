// Writing to a disk that cannot take it (full, read-only, not ours, a file where a folder should be): the error as
// one problem naming the path, the real cause and what to do, instead of a stack.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from './errors.ts';

/** Error code → what it means, and what to do about it (`elsewhere`: where else to write, e.g. "to another --out"). */
const CAUSES: Record<string, [cause: string, fix: (elsewhere: string) => string]> = {
  ENOSPC: ['no space left on the device', (e) => `free some space on that disk (or write ${e}), then run again`],
  EDQUOT: ['the disk quota is used up', (e) => `free some space within your quota (or write ${e}), then run again`],
  EROFS: ['the file system is read-only', (e) => `write ${e}, on a writable disk`],
  EACCES: ['permission denied', (e) => `make the folder writable for this user, or write ${e}`],
  EPERM: ['operation not permitted', (e) => `make the folder writable for this user, or write ${e}`],
  ENOTDIR: ['a part of the path is a file, not a folder', (e) => `rename or remove that file, or write ${e}`],
  EEXIST: ['a file is in the way of a folder', (e) => `rename or remove that file, or write ${e}`],
  EISDIR: ['a folder is in the way of a file', (e) => `rename or remove that folder, or write ${e}`],
  ENOENT: ['a folder on the path is missing and cannot be made', (e) => `write ${e}`],
  ENAMETOOLONG: ['a file or folder name is longer than the file system allows', (e) => `shorten the slug or file name that makes it, or write ${e}`],
  EMFILE: ['too many open files', () => 'raise the limit of open files (ulimit -n), then run again'],
  ENFILE: ['too many open files on the system', () => 'close some programs, then run again'],
  EIO: ['an input/output error on the device', () => 'check the disk, then run again'],
};

/**
 * `err`, thrown while writing `what` (e.g. "the output") at `file`, as a problem when it is one of the faults
 * above; undefined for anything else (a bug, to be reported with its stack).
 */
export function writeFault(err: unknown, file: string, what: string, elsewhere = 'somewhere else'): Problem | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const known = typeof code === 'string' ? CAUSES[code] : undefined;
  return known && { pos: { file }, message: `cannot write ${what}: ${known[0]} (${code})`, hint: known[1](elsewhere) };
}

/**
 * `mkdir -p` that fails with the real cause: Node's recursive mkdir reports a read-only or forbidden parent as
 * ENOENT (and loops for ever under /proc).
 */
export function makeDirs(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && statSync(dir).isDirectory()) return;
    if (code !== 'ENOENT' || path.dirname(dir) === dir) throw err;
    makeDirs(path.dirname(dir));
    mkdirSync(dir);
  }
}

/** Whether process `pid` runs: the files it left (a staging folder, a pack) may still be in use. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
