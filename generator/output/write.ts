// The output written atomically: a temp folder, swapped in only when complete.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, type Stats } from 'node:fs';
import { cp, rename } from 'node:fs/promises';
import path from 'node:path';
import { BuildError, type Problem } from '../errors.ts';
import { isRunning, makeDirs } from '../fs-faults.ts';
import { moveFolders, outputFault, writing } from './move-folders.ts';
import { staysInside } from './paths.ts';
import { SHARD_MANIFEST } from './shards.ts';
import { clearWayTo, keepAsSpare, removeUnwritten, takeSpare, takeSubfolder, writeOver, type SpareContents } from './spare-folder.ts';

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
  const built = (names: string[]) => ['404.html', 'sitemap.xml', SHARD_MANIFEST].some((f) => names.includes(f));
  // A folder `build --locale fr` made holds that locale's build alone, in `fr/`.
  const localeBuilt = () => entries.some((e) => statSync(path.join(out, e)).isDirectory() && built(readdirSync(path.join(out, e))));
  if (entries.length && !built(entries) && !localeBuilt()) {
    throw problem(`the output folder is not empty and does not look like a docsgen build (no 404.html, sitemap.xml or ${SHARD_MANIFEST}, nor a locale's folder with one): it would be deleted`, 'choose another --out, or empty the folder yourself');
  }
}

/** Where rendered files go: a Map in memory (serve, tests), or a staged folder on disk (build). */
export interface OutputSink {
  set(file: string, data: string | Uint8Array): unknown;
  /** Writes a file piece by piece: one too large to hold as one string (llms-full.txt of a large site). */
  setPieces?(file: string, pieces: Iterable<string | Uint8Array>): unknown;
  /** What this build put at `file`, if anything (llms-full.txt is made of the docs' Markdown files). */
  get?(file: string): string | Uint8Array | undefined;
}

/** `pieces` into `file`, one at a time where the sink can take them so (else joined). */
export function setInPieces(files: OutputSink, file: string, pieces: Iterable<string | Uint8Array>): void {
  if (files.setPieces) files.setPieces(file, pieces);
  else files.set(file, [...pieces].map((p) => (typeof p === 'string' ? p : Buffer.from(p.buffer, p.byteOffset, p.length).toString('utf8'))).join(''));
}

/**
 * Output written straight into a temporary folder beside the target as pages are rendered (so a big site is
 * never held in memory), swapped in by `commit` only when the whole build succeeded. The temporary folder is the
 * output the previous build replaced when it was kept (spare-folder.ts): its files are written over in place, and
 * those this build does not write are removed before the swap.
 */
export class StagedOutput implements OutputSink {
  private readonly target: string;
  private readonly temp: string;
  /** Names the staging, swapped-out and spare folders, beside it: the target itself, or (a locale's folder built alone) `build.fr`. */
  private readonly stem: string;
  /** Staged inside another output's staging folder (another locale's): put in place by that one's swap. */
  private readonly nested: boolean;
  private readonly dirs = new Set<string>();
  /** What of the reused spare this build has not (yet) written over; undefined in a new folder. */
  private readonly leftover: SpareContents | undefined;
  /** Output file → stamp of what this build put there (renaming the folder keeps both inode and mtime). */
  private readonly stamps = new Map<string, string>();
  /** Subfolders of the current output this one keeps (other locales', built apart). */
  private readonly keep: readonly string[];

  /**
   * `outDir` staged beside itself, or with `stem` beside that path instead: a folder inside another output (a
   * locale's `build/fr`) keeps its staging and spare folders out of the folder that is deployed.
   */
  constructor(outDir: string, opts: { stem?: string; keep?: readonly string[]; within?: { temp: string; leftover: SpareContents | undefined } } = {}) {
    this.target = path.resolve(outDir);
    this.keep = opts.keep ?? [];
    this.stem = path.resolve(opts.stem ?? outDir);
    this.nested = opts.within !== undefined;
    if (opts.within) {
      this.temp = opts.within.temp;
      this.leftover = opts.within.leftover;
      return;
    }
    this.temp = `${this.stem}.tmp-${process.pid}`;
    removeLeftovers(this.stem);
    this.leftover = writing(this.target, () => {
      rmSync(this.temp, { recursive: true, force: true });
      const spare = takeSpare(this.stem, this.temp);
      if (!spare) makeDirs(this.temp);
      return spare;
    });
  }

  /**
   * The output of subfolder `dir` (another locale's), staged in this one's staging folder and swapped in with it:
   * its files in this one's spare are its own to reuse, never this one's to remove.
   */
  nest(dir: string): StagedOutput {
    const own = this.leftover && takeSubfolder(this.leftover, dir);
    return new StagedOutput(path.join(this.target, dir), { within: { temp: path.join(this.temp, dir), leftover: own } });
  }

  set(file: string, data: string | Uint8Array): void {
    this.write(file, [data]);
  }

  setPieces(file: string, pieces: Iterable<string | Uint8Array>): void {
    this.write(file, pieces);
  }

  get(file: string): Uint8Array | undefined {
    return this.stamps.has(file) ? readFileSync(path.join(this.temp, file)) : undefined;
  }

  private write(file: string, pieces: Iterable<string | Uint8Array>): void {
    const wasSpare = this.leftover?.files.has(path.normalize(file)) === true;
    const full = this.staged(file);
    // Never written through a link into the current output's copy: writeOver replaces a linked file. A file neither
    // the spare held nor this build wrote or linked is not there: it is created without trying to open it first.
    const isNew = !wasSpare && !this.stamps.has(file);
    this.stamps.set(file, fileStamp(writing(this.target, () => writeOver(full, pieces, isNew))));
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
    const there = statSync(to, { throwIfNoEntry: false });
    // The spare's copy is often the very file (linked by the previous build too).
    if (there?.ino === found.ino) {
      this.stamps.set(file, expected);
      return true;
    }
    if (there) writing(this.target, () => rmSync(to, { recursive: true }));
    this.linkIn(from, file, to, expected);
    return true;
  }

  /** Puts `from`, a file made elsewhere (a shard's output, for `merge`), at `file`. */
  take(file: string, from: string): void {
    const to = this.staged(file);
    if (statSync(to, { throwIfNoEntry: false })) writing(this.target, () => rmSync(to, { recursive: true }));
    this.linkIn(from, file, to);
  }

  /** A hard link, else (a file system without them, or across devices) a copy. */
  private linkIn(from: string, file: string, to: string, stamp?: string): void {
    try {
      linkSync(from, to);
      this.stamps.set(file, stamp ?? fileStamp(statSync(to)));
    } catch {
      writing(this.target, () => copyFileSync(from, to));
      this.stamps.set(file, fileStamp(statSync(to)));
    }
  }

  /** The stamps of those of `files` this build wrote or took over. */
  stampsOf(files: string[]): Map<string, string> {
    return new Map(files.flatMap((f) => {
      const stamp = this.stamps.get(f);
      return stamp === undefined ? [] : [[f, stamp] as const];
    }));
  }

  /** Path of `file` in the staging folder, its folder created. */
  private staged(file: string): string {
    // Routes are checked with their source's location before rendering; this guards every other file too.
    if (!staysInside(file)) throw new BuildError([{ pos: { file: this.target }, message: `refusing to write "${file}": it is outside the output folder` }]);
    const full = path.join(this.temp, file);
    this.leftover?.files.delete(path.normalize(file));
    const dir = path.dirname(full);
    if (!this.dirs.has(dir)) {
      writing(this.target, () => {
        if (this.leftover) clearWayTo(this.temp, dir);
        mkdirSync(dir, { recursive: true });
      });
      this.dirs.add(dir);
    }
    return full;
  }

  /** Copy the static folders under the rendered files, then swap the folder in. */
  async commit(staticDirs: readonly string[] = []): Promise<void> {
    const leftover = this.leftover;
    if (leftover) writing(this.target, () => removeUnwritten(leftover, this.temp));
    const folders = staticDirs.filter((d) => existsSync(d));
    for (const dir of folders) checkStaticFiles(dir, this.temp);
    // In order, none overwriting: a path two folders hold is the first one's file, as Docusaurus copies them.
    for (const dir of folders) {
      await cp(dir, this.temp, { recursive: true, force: false }).catch((err: unknown) => { throw outputFault(err, this.target); });
    }
    if (this.nested) return; // the outer output's swap puts it in place
    const old = `${this.stem}.old-${process.pid}`;
    // A folder staged beside its parent (`build/fr`) goes into it, made first when it is not there.
    if (this.stem !== this.target) writing(this.target, () => mkdirSync(path.dirname(this.target), { recursive: true }));
    const kept = await moveFolders(this.keep, this.target, this.temp);
    await rename(this.target, old).catch((err: NodeJS.ErrnoException) => { if (err.code !== 'ENOENT') throw outputFault(err, this.target); });
    await rename(this.temp, this.target).catch(async (err: unknown) => {
      // Put the previous output back: a failed build leaves it as it was.
      await rename(old, this.target).catch(() => undefined);
      await moveFolders(kept, this.temp, this.target).catch(() => undefined);
      throw outputFault(err, this.target);
    });
    // Not deleted: deleting it would slow this build's end and the next build's writes (spare-folder.ts).
    if (existsSync(old)) keepAsSpare(old, this.stem);
  }

  async discard(): Promise<void> {
    if (this.nested) return; // the outer output's staging folder holds it
    // A reused spare is one again; a new folder goes, as a failed build leaves nothing behind.
    if (this.leftover) keepAsSpare(this.temp, this.stem);
    else rmSync(this.temp, { recursive: true, force: true });
  }
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

/** Writes a site built in memory (by `serve --write`) to `outDir`, replacing it whole; `stem`: as StagedOutput's. */
export async function writeOutput(outDir: string, files: ReadonlyMap<string, string | Uint8Array>, staticDirs: readonly string[], stem?: string): Promise<void> {
  const staged = new StagedOutput(outDir, { stem });
  for (const [file, data] of files) staged.set(file, data);
  await staged.commit(staticDirs);
}
