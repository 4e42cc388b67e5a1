// The output written atomically: a temp folder, swapped in only when complete.
import { copyFileSync, existsSync, linkSync, readdirSync, rmSync, statSync, type Stats } from 'node:fs';
import { cp, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError, type Problem } from '../errors.ts';
import { makeDirs, writeFault } from '../fs-faults.ts';
import { staysInside } from './paths.ts';

/**
 * A build replaces its output folder whole, so the folder must be one it may delete: not a file, not a folder
 * that holds (or sits inside) the site's sources, and not a non-empty folder that no build made (a mistyped
 * `--out src` must not cost anyone their code).
 */
export function checkOutDir(out: string, sources: string[]): void {
  const problem = (message: string, hint: string) => new BuildError([{ pos: { file: out }, message, hint }]);
  const inside = (a: string, b: string) => a === b || a.startsWith(b.endsWith(path.sep) ? b : b + path.sep);
  const clash = sources.find((src) => inside(src, out) || inside(out, src));
  if (clash) {
    throw problem(`the output folder cannot be replaced: it ${inside(clash, out) ? 'holds' : 'is inside'} ${clash}, which the build reads`, 'choose another --out, e.g. build (relative to the config file)');
  }
  if (!existsSync(out)) return;
  if (!statSync(out).isDirectory()) throw problem('the output path is a file, not a folder', 'choose another --out, or remove the file');
  const entries = readdirSync(out);
  if (entries.length && !entries.includes('404.html') && !entries.includes('sitemap.xml')) {
    throw problem('the output folder is not empty and does not look like a docsgen build (no 404.html or sitemap.xml): it would be deleted', 'choose another --out, or empty the folder yourself');
  }
}

/**
 * Where rendered files go: a Map in memory (serve, tests), or a staged folder on disk (build). A sink that
 * writes in the background returns a promise from `set` when the caller should wait before making more.
 */
export interface OutputSink {
  set(file: string, data: string | Uint8Array): unknown;
}

/** Waits when `set` asked for it (see OutputSink). */
export async function put(files: OutputSink, file: string, data: string | Uint8Array): Promise<void> {
  const answer = files.set(file, data);
  if (answer instanceof Promise) await answer;
}

/**
 * Output written straight into a temporary folder beside the target as pages are rendered (so a big site is
 * never held in memory), swapped in by `commit` only when the whole build succeeded. Files are written by
 * libuv's threads while this one renders on: creating thousands of files costs the file system more than
 * rendering them (most of all right after a large folder was deleted), and that cost now overlaps.
 */
export class StagedOutput implements OutputSink {
  private readonly target: string;
  private readonly temp: string;
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly linked = new Set<string>();
  /** Output file → stamp of what this build put there (renaming the folder keeps both inode and mtime). */
  private readonly stamps = new Map<string, string>();
  /** Writes under way, and the bytes they hold. */
  private readonly pending = new Set<Promise<void>>();
  /** The last write of each file still under way. */
  private readonly latest = new Map<string, Promise<void>>();
  private pendingBytes = 0;
  /** The first write that failed: told by the next `set` that waits, and by `flush`. */
  private fault: unknown;
  /** Resolved once the writes under way are back under half the bounds (while a `set` waits for that). */
  private room?: { promise: Promise<void>; resolve: () => void };

  constructor(outDir: string) {
    this.target = path.resolve(outDir);
    this.temp = `${this.target}.tmp-${process.pid}`;
    removeLeftovers(this.target);
    writing(this.target, () => {
      rmSync(this.temp, { recursive: true, force: true });
      makeDirs(this.temp);
    });
  }

  /** Starts writing `file`; returns a promise to wait for when too much is still unwritten. */
  set(file: string, data: string | Uint8Array): Promise<void> | undefined {
    const full = this.staged(file);
    const dir = this.dirFor(full);
    const bytes = data.length;
    // A file set twice is written in that order (the last one wins, as in a Map).
    const before = this.latest.get(full) ?? dir;
    const write: Promise<void> = (async () => {
      await before;
      // Never write through a link into the current output's copy.
      if (this.linked.delete(full)) await unlink(full);
      await writeFile(full, data);
      this.stamps.set(file, fileStamp(await stat(full)));
    })().catch((err: unknown) => {
      this.fault ??= outputFault(err, this.target);
    }).finally(() => {
      this.pending.delete(write);
      if (this.latest.get(full) === write) this.latest.delete(full);
      this.pendingBytes -= bytes;
      if (this.room && this.pendingBytes <= MAX_PENDING_BYTES / 2 && this.pending.size <= MAX_PENDING_FILES / 2) {
        this.room.resolve();
        this.room = undefined;
      }
    });
    this.pending.add(write);
    this.latest.set(full, write);
    this.pendingBytes += bytes;
    if (this.pendingBytes <= MAX_PENDING_BYTES && this.pending.size <= MAX_PENDING_FILES) return undefined;
    // One wait shared by every caller, told when the writes are back under half the bounds.
    if (!this.room) {
      let resolve = () => undefined as void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.room = { promise, resolve };
    }
    const waited = this.room.promise.then(() => {
      if (this.fault) throw this.fault;
    });
    // A caller that does not wait must not make a fault an unhandled rejection: flush() tells it.
    waited.catch(() => undefined);
    return waited;
  }

  /** Waits for every write started; throws the first fault. */
  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
    if (this.fault) throw this.fault;
  }

  /**
   * Takes `file` over from the current output when it is still the file the previous build wrote (`expected`,
   * its stamp recorded in the build cache), or returns false: a missing file, one changed since, or one left
   * by a build whose cache was never written is rendered again. A hard link, not a copy: output files are only
   * ever replaced, never written in place, so the old folder's removal leaves it intact.
   */
  reuse(file: string, expected: string | undefined): boolean {
    const from = path.join(this.target, file);
    const found = statSync(from, { throwIfNoEntry: false });
    if (!found || expected === undefined || fileStamp(found) !== expected) return false;
    const to = this.staged(file);
    try {
      makeDirs(path.dirname(to));
      linkSync(from, to);
      this.linked.add(to);
      this.stamps.set(file, expected);
    } catch {
      // A file system without hard links (or across devices): copy.
      writing(this.target, () => copyFileSync(from, to));
      this.stamps.set(file, fileStamp(statSync(to)));
    }
    return true;
  }

  /** The stamps of those of `files` this build wrote or took over. */
  stampsOf(files: string[]): Map<string, string> {
    return new Map(files.flatMap((f) => {
      const stamp = this.stamps.get(f);
      return stamp === undefined ? [] : [[f, stamp] as const];
    }));
  }

  /** Path of `file` in the staging folder. */
  private staged(file: string): string {
    // Routes are checked with their source's location before rendering; this guards every other file too.
    if (!staysInside(file)) throw new BuildError([{ pos: { file: this.target }, message: `refusing to write "${file}": it is outside the output folder` }]);
    return path.join(this.temp, file);
  }

  /** The folder of `full`, being made (once per folder). */
  private dirFor(full: string): Promise<unknown> {
    const dir = path.dirname(full);
    let made = this.dirs.get(dir);
    if (!made) this.dirs.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  }

  /** Copy the static folder under the rendered files, then swap the folder in. */
  async commit(staticDir?: string): Promise<void> {
    await this.flush();
    if (staticDir && existsSync(staticDir)) {
      checkStaticFiles(staticDir, this.temp);
      await cp(staticDir, this.temp, { recursive: true }).catch((err: unknown) => { throw outputFault(err, this.target); });
    }
    const old = `${this.target}.old-${process.pid}`;
    await rename(this.target, old).catch((err: NodeJS.ErrnoException) => { if (err.code !== 'ENOENT') throw outputFault(err, this.target); });
    await rename(this.temp, this.target).catch(async (err: unknown) => {
      // Put the previous output back: a failed build leaves it as it was.
      await rename(old, this.target).catch(() => undefined);
      throw outputFault(err, this.target);
    });
    await rm(old, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    // A write still under way would put its file back after the removal.
    await Promise.all(this.pending);
    await rm(this.temp, { recursive: true, force: true });
  }
}

/** Bounds on what is rendered but not yet written: the rendering waits beyond them. */
const MAX_PENDING_BYTES = 64 << 20;
const MAX_PENDING_FILES = 256;

/** `write()`, with a disk fault (full, read-only, …) as a problem at `file`. */
function writing<T>(file: string, write: () => T): T {
  try {
    return write();
  } catch (err) {
    throw outputFault(err, file);
  }
}

function outputFault(err: unknown, file: string): unknown {
  const fault = writeFault(err, file, 'the output', 'to another --out');
  return fault ? new BuildError([fault]) : err;
}

/** Staging and swap folders (`build.tmp-<pid>`, `build.old-<pid>`) left by builds whose process is gone (killed, crashed). */
function removeLeftovers(target: string): void {
  const parent = path.dirname(target);
  const pattern = new RegExp(`^${path.basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(?:tmp|old)-(\\d+)$`);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A static file or folder may not take the place of a generated one: the page would be dropped, or the copy fail. */
function checkStaticFiles(staticDir: string, staged: string): void {
  const problems: Problem[] = [];
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const rel = path.relative(staticDir, file);
    let generated: Stats | undefined;
    try {
      generated = statSync(path.join(staged, rel), { throwIfNoEntry: false });
    } catch {
      continue; // under a generated file: reported for the folder that holds it
    }
    if (!generated || (entry.isDirectory() && generated.isDirectory())) continue;
    problems.push({
      pos: { file },
      message: `the static ${entry.isDirectory() ? 'folder' : 'file'} "${rel.split(path.sep).join('/')}" is at the path of a generated ${generated.isDirectory() ? 'folder' : 'file'}`,
      hint: 'rename or move it inside the static folder: the site generates that path',
    });
  }
  if (problems.length) throw new BuildError(problems);
}

/** Tells one version of an output file from another without reading it. */
export function fileStamp(s: Stats): string {
  return `${s.ino}:${s.size}:${s.mtimeMs}`;
}

/** Writes a site built in memory (by `serve --write`) to `outDir`, replacing it whole. */
export async function writeOutput(outDir: string, files: ReadonlyMap<string, string | Uint8Array>, staticDir?: string): Promise<void> {
  const staged = new StagedOutput(outDir);
  for (const [file, data] of files) await put(staged, file, data);
  await staged.commit(staticDir);
}
