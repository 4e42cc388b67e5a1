// The folder a build replaced, kept beside the output and reused as the next build's staging folder (write.ts).
// On ext4 (mounted with `discard`, as this machine's disk is), deleting a large output and creating files right
// after is slow twice over: removing 10,000 pages took 29 s, and writing 10,000 new ones after it 11 s instead of
// 2.1 s. Writing over the spare's files in place reuses their inodes and blocks: the same 10,000 pages in 0.4 s.
import { closeSync, fstatSync, ftruncateSync, openSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync, writeSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * Marks the spare folder as nothing to commit: git skips a folder whose own `.gitignore` ignores everything,
 * itself included, so a project that ignores only its `build/` does not see the spare in `git status`.
 */
const GIT_MARKER = '.gitignore';

/** The spare folder of output folder `target`: hidden, beside it (`.build.spare` for `build`). */
export function spareOf(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.spare`);
}

/** What a spare held: its files and folders, by relative path. */
export interface SpareContents {
  files: Set<string>;
  folders: string[];
}

/** Moves the spare of `target` to `staging`, and returns what it holds; undefined with no spare. */
export function takeSpare(target: string, staging: string): SpareContents | undefined {
  try {
    renameSync(spareOf(target), staging);
  } catch {
    return undefined; // none, or another build took it
  }
  rmSync(path.join(staging, GIT_MARKER), { force: true });
  const contents: SpareContents = { files: new Set(), folders: [] };
  for (const e of readdirSync(staging, { recursive: true, withFileTypes: true })) {
    const rel = path.relative(staging, path.join(e.parentPath, e.name));
    if (e.isDirectory()) contents.folders.push(rel);
    else contents.files.add(rel);
  }
  return contents;
}

/** Takes out of `contents` what lies in its subfolder `dir`, and returns that, relative to `dir`. */
export function takeSubfolder(contents: SpareContents, dir: string): SpareContents {
  const prefix = path.normalize(dir) + path.sep;
  const own: SpareContents = { files: new Set(), folders: [] };
  for (const f of contents.files) {
    if (!f.startsWith(prefix)) continue;
    contents.files.delete(f);
    own.files.add(f.slice(prefix.length));
  }
  contents.folders = contents.folders.filter((d) => {
    if (d.startsWith(prefix)) own.folders.push(d.slice(prefix.length));
    return !d.startsWith(prefix) && d !== path.normalize(dir);
  });
  return own;
}

/** Keeps `folder` (a replaced output, or a staging folder given up) as the spare of `target`, or removes it. */
export function keepAsSpare(folder: string, target: string): void {
  try {
    writeFileSync(path.join(folder, GIT_MARKER), '*\n');
    renameSync(folder, spareOf(target));
  } catch {
    // Another build kept one first (or the folder is gone): one spare is enough.
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Writes `pieces` to `file` one after the other, over the file already there when only this folder holds it (its inode and blocks
 * reused), else as a new file: a file hard-linked from the current output must stay as it is. Returns its stats.
 * `isNew`: no file can be there (opening one that is not costs an exception with its stack: most of a page's write).
 */
export function writeOver(file: string, pieces: Iterable<string | Uint8Array>, isNew = false): Stats {
  let fd: number;
  try {
    fd = openSync(file, isNew ? 'w' : 'r+');
    if (!isNew && fstatSync(fd).nlink > 1) {
      closeSync(fd);
      unlinkSync(file);
      fd = openSync(file, 'w');
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') rmSync(file, { recursive: true });
    else if (code !== 'ENOENT') throw err;
    fd = openSync(file, 'w');
  }
  try {
    let at = 0;
    for (const piece of pieces) {
      // A string is encoded by the write itself (a Buffer of each page first was a third of the write's time); the
      // rest of a short write, if any, goes as bytes.
      const written = typeof piece === 'string' ? writeSync(fd, piece, at, 'utf8') : 0;
      const bytes = typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
      if (written < bytes) {
        const rest = (typeof piece === 'string' ? Buffer.from(piece) : piece).subarray(written);
        for (let done = 0; done < rest.length;) done += writeSync(fd, rest, done, rest.length - done, at + written + done);
      }
      at += bytes;
    }
    if (!isNew) ftruncateSync(fd, at);
    return fstatSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Removes from `dir` (a reused spare) the files this build did not write, then the spare's folders left empty. */
export function removeUnwritten({ files, folders }: SpareContents, dir: string): void {
  for (const f of files) {
    try {
      unlinkSync(path.join(dir, f));
    } catch (err) {
      // Gone, or a folder now: a file that stood in the way of one this build made (clearWayTo).
      if (!['ENOENT', 'EISDIR'].includes((err as NodeJS.ErrnoException).code!)) throw err;
    }
  }
  // Deepest first; a folder that still holds something stays.
  for (const d of [...folders].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(path.join(dir, d));
    } catch {
      // not empty
    }
  }
}

/** Removes any file of a reused spare that stands where folder `dir` (inside `root`) must be. */
export function clearWayTo(root: string, dir: string): void {
  for (let d = dir; d.startsWith(root + path.sep); d = path.dirname(d)) {
    try {
      if (!statSync(d).isDirectory()) unlinkSync(d);
    } catch {
      // not there yet
    }
  }
}
