// Plugins and presets are often named by the absolute path `require.resolve` gives: warnings name them as a
// reader knows them instead.
import path from 'node:path';

/** `name` as its package's path (`some-preset/preset.js`), or its path in the site (`./webpack.plugin.js`); other names as they are. */
export function shownPath(name: string, root: string): string {
  if (!path.isAbsolute(name)) return name;
  const inModules = name.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (inModules >= 0) return name.slice(inModules + `${path.sep}node_modules${path.sep}`.length).split(path.sep).join('/');
  const rel = path.relative(root, name);
  return rel.startsWith('..') || path.isAbsolute(rel) ? name : `./${rel.split(path.sep).join('/')}`;
}
