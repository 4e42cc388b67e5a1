// Where docsgen's own files are, found from this module (under tsx it sits in generator/mdx/, in the CLI bundle
// it reports generator/).
import { existsSync } from 'node:fs';
import path from 'node:path';

function packageRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

export const PACKAGE_ROOT = packageRoot();
export const THEME_DIR = path.join(PACKAGE_ROOT, 'templates', 'theme');
export const NODE_MODULES = path.join(PACKAGE_ROOT, 'node_modules');
