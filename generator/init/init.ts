// `docsgen init [dir]`: writes the scaffold into a folder, which must be empty unless forced; never overwrites.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.ts';
import { scaffold } from './scaffold.ts';

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
  if (existsSync(root)) {
    if (!statSync(root).isDirectory()) throw new UsageError(`cannot create a site in ${root}: it is a file`, 'pass the name of a new folder, e.g. `docsgen init my-docs`');
    if (readdirSync(root).length && !opts.force) {
      throw new UsageError(`${root} is not empty`, 'pass a new folder name, e.g. `docsgen init my-docs`, or add --force to add the site next to what is there (no file is overwritten)');
    }
  }
  const created: string[] = [];
  const kept: string[] = [];
  for (const [rel, text] of Object.entries(scaffold(titleOf(root)))) {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': fails if the file exists, so nothing is overwritten even when a file appears meanwhile.
      writeFileSync(file, text, { flag: 'wx' });
      created.push(rel);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      kept.push(rel);
    }
  }
  return { dir: root, created, kept };
}

/** `my-docs` → `My Docs`: the new site's title, from its folder's name. */
function titleOf(root: string): string {
  const words = path.basename(root).split(/[-_\s.]+/).filter(Boolean);
  return words.length ? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') : 'My Docs';
}
