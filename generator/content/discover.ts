// Finds the docs folder's content files. Symbolic links are followed (a docs folder may link in another), but a
// link back to a folder already on its path (`docs/self -> .`, `docs/guide/loop -> ..`) would repeat the tree
// forever: folders are compared by real path, and such a link is skipped with a warning.
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors.ts';

export interface ContentFiles {
  /** Docs-relative paths with "/" separators, sorted. */
  files: string[];
  /** One per link that loops back into its own path. */
  loops: Problem[];
  /** Folders that could not be read. */
  unreadable: Problem[];
}

/** Files under `root` whose name `wanted` accepts; names starting with "." (and what is under them) are left out. */
export function findContentFiles(root: string, wanted: (name: string) => boolean): ContentFiles {
  const result: ContentFiles = { files: [], loops: [], unreadable: [] };
  const walk = (dir: string, rel: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      result.unreadable.push({ pos: { file: dir }, message: `cannot read the folder (${(err as NodeJS.ErrnoException).code ?? err})`, hint: 'check its permissions' });
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      // A link counts as what it points to; a dangling one as nothing.
      const kind = entry.isSymbolicLink() ? statSync(full, { throwIfNoEntry: false }) : entry;
      if (kind?.isDirectory()) {
        if (entry.isSymbolicLink() && loopsBack(root, full)) {
          result.loops.push({
            pos: { file: full },
            message: `symbolic link loop: it points to ${realpathSync(full)}, a folder already on its path; skipped`,
            hint: 'remove the link, or point it at a folder outside its own path',
          });
          continue;
        }
        walk(full, relPath);
      } else if (kind?.isFile() && wanted(entry.name)) {
        result.files.push(relPath);
      }
    }
  };
  walk(root, '');
  result.files.sort();
  return result;
}

/**
 * Whether `file` (inside `root`) is a symbolic link whose target is a folder already on the way to it from
 * `root`, comparing real paths: following it would go round forever. Also tells the dev server's watcher what not to enter.
 */
export function loopsBack(root: string, file: string): boolean {
  try {
    if (!lstatSync(file).isSymbolicLink()) return false;
    const target = realpathSync(file);
    let dir = root;
    if (realpathSync(dir) === target) return true;
    for (const part of path.relative(root, path.dirname(file)).split(path.sep).filter(Boolean)) {
      dir = path.join(dir, part);
      if (realpathSync(dir) === target) return true;
    }
    return false;
  } catch {
    return false; // gone, or dangling: nothing to follow
  }
}
