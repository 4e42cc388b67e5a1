// Where docsgen's own files are: the folder holding its package.json, found by walking up from this module. (Its
// own folder is not enough: under tsx a module reports its folder, in the CLI bundle every module reports generator/.)
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

function packageRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`docsgen: no package.json above ${import.meta.dirname}`);
    dir = up;
  }
  return dir;
}

export const PACKAGE_ROOT = packageRoot();
export const THEME_DIR = path.join(PACKAGE_ROOT, 'templates', 'theme');

const requireFromPackage = createRequire(path.join(PACKAGE_ROOT, 'package.json'));

/**
 * Where Node looks for docsgen's dependencies: its own node_modules, then each parent folder's (npm hoists them
 * into the project's when docsgen is installed); not Node's global folders.
 */
export const DEPENDENCY_PATHS = (requireFromPackage.resolve.paths('react') ?? []).filter((p) => path.basename(p) === 'node_modules');

/** A dependency's folder (`react`), where Node finds it from docsgen. */
export function dependencyDir(name: string): string {
  return path.dirname(requireFromPackage.resolve(`${name}/package.json`));
}

/** The absolute path of a file of the package, from its package-relative path (`generator/build.ts`). */
export function packageFile(rel: string): string {
  return path.join(PACKAGE_ROOT, rel);
}
