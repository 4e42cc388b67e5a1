// `docsgen init [dir]`: writes the scaffold into a folder, which must be empty unless forced; never overwrites.
// All or nothing: the files are written into a staging folder first, then put in place.
import { constants, copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatPos, UsageError } from '../errors.ts';
import { makeDirs, writeFault } from '../fs-faults.ts';
import { scaffold } from './scaffold.ts';
import { PACKAGE_ROOT } from '../package-paths.ts';

export interface InitResult {
  /** Absolute path of the site folder. */
  dir: string;
  /** Files written, relative to `dir`. */
  created: string[];
  /** Files left as they were because they already existed (only with `force`). */
  kept: string[];
}

export function initSite(dir: string, opts: { force?: boolean } = {}): InitResult {
  const root = path.resolve(dir);
  const exists = existsSync(root);
  if (exists) {
    if (!statSync(root).isDirectory()) throw new UsageError(`cannot create a site in ${root}: it is a file`, 'pass the name of a new folder, e.g. `docsgen init my-docs`');
    if (readdirSync(root).length && !opts.force) {
      throw new UsageError(`${root} is not empty`, 'pass a new folder name, e.g. `docsgen init my-docs`, or add --force to add the site next to what is there (no file is overwritten)');
    }
  }
  // Until docsgen is on the registry, the new site depends on the copy that made it (a clone, or an installed tarball).
  const docsgen = `file:${path.relative(root, PACKAGE_ROOT).split(path.sep).join('/') || '.'}`;
  const files = scaffold(titleOf(root), path.basename(root), docsgen);
  for (const rel of Object.keys(files)) checkFoldersFree(root, rel);
  const kept = Object.keys(files).filter((rel) => lstatSync(path.join(root, rel), { throwIfNoEntry: false }));
  const created = Object.keys(files).filter((rel) => !kept.includes(rel));
  // Beside the new folder, or inside the existing one: on the same disk, so that putting the files in place is cheap.
  const stage = path.join(exists ? root : path.dirname(root), `.docsgen-init-${process.pid}`);
  try {
    for (const rel of created) {
      makeDirs(path.dirname(path.join(stage, rel)));
      writeFileSync(path.join(stage, rel), files[rel]!);
    }
    if (exists) kept.push(...moveInto(stage, root, created));
    else renameSync(stage, root);
  } catch (err) {
    rmSync(stage, { recursive: true, force: true });
    const fault = writeFault(err, root, 'the new site', 'into another folder');
    throw fault ? new UsageError(`${formatPos(fault.pos)}: ${fault.message}`, fault.hint!) : err;
  }
  rmSync(stage, { recursive: true, force: true });
  return { dir: root, created: created.filter((rel) => !kept.includes(rel)), kept };
}

/** A file of the site's where one of `rel`'s folders must go (`docs`, say) is refused before anything is written. */
function checkFoldersFree(root: string, rel: string): void {
  const parts = rel.split('/').slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const folder = parts.slice(0, i).join('/');
    const found = statSync(path.join(root, folder), { throwIfNoEntry: false });
    if (!found) return;
    if (!found.isDirectory()) {
      throw new UsageError(`cannot create ${rel} in ${root}: ${folder} is a file, not a folder`, `rename or remove ${folder}, or pass a new folder name, e.g. \`docsgen init my-docs\``);
    }
  }
}

/**
 * Puts the staged files into `root` without overwriting any: each is linked in (a copy where links are not
 * possible), failing if the name is taken. Returns the names taken meanwhile (left as they were); on any other
 * failure, what was put in place is removed again.
 */
function moveInto(stage: string, root: string, rels: string[]): string[] {
  const taken: string[] = [];
  const placed: string[] = [];
  const madeDirs: string[] = [];
  try {
    for (const rel of rels) {
      const [from, to] = [path.join(stage, rel), path.join(root, rel)];
      const missing: string[] = [];
      for (let d = path.dirname(to); !existsSync(d); d = path.dirname(d)) missing.unshift(d);
      for (const d of missing) {
        mkdirSync(d);
        madeDirs.push(d);
      }
      try {
        place(from, to);
        placed.push(to);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        taken.push(rel);
      }
    }
  } catch (err) {
    for (const f of placed) rmSync(f, { force: true });
    for (const d of madeDirs.reverse()) {
      try {
        rmdirSync(d);
      } catch {
        // not empty: someone else's files are in it now
      }
    }
    throw err;
  }
  return taken;
}

const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'EMLINK']);

function place(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (err) {
    // A file system without hard links: a copy, which also never overwrites.
    if (!NO_LINKS.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
    copyFileSync(from, to, constants.COPYFILE_EXCL);
  }
}

/** `my-docs` → `My Docs`: the new site's title, from its folder's name. */
function titleOf(root: string): string {
  const words = path.basename(root).split(/[-_\s.]+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') : 'My Docs';
}
