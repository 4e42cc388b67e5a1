// How to install a package a Docusaurus site uses and does not have: `npm install <name>`, unless the site's
// package.json takes it from its own repository (a monorepo's workspace package, `workspace:*`, or a local folder,
// `file:`/`link:`/`portal:`), which the registry does not have: then the workspace's install, at its root.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const LOCAL_SPEC = /^(workspace|file|link|portal):/;

export function installHint(name: string, siteDir: string): string {
  const spec = dependencySpec(name, siteDir);
  return spec !== undefined && LOCAL_SPEC.test(spec)
    ? `${name} comes from the site's own repository (its package.json: "${name}": "${spec}"): install the dependencies at the repository's root (pnpm install, yarn or npm install there)`
    : `npm install ${name}`;
}

/** What the site's package.json asks for the package, in any of its dependency lists. */
function dependencySpec(name: string, siteDir: string): string | undefined {
  let pkg: Record<string, Record<string, unknown> | undefined>;
  try {
    pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as typeof pkg;
  } catch {
    return undefined;
  }
  for (const list of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
    const spec = pkg[list]?.[name];
    if (typeof spec === 'string') return spec;
  }
  return undefined;
}
