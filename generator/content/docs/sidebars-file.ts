// A sidebars file, read as its site reads it. A Docusaurus site's may require a package that is not installed here
// (a helper such as `fbContent` picking the items of an internal or a public build), as its config may: the package
// is a stand-in, the items it would give are left out, and both are named in a warning instead of failing the build.
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import { DOCUSAURUS_CONFIG } from '../../docusaurus/config.ts';
import { withoutStandInValues } from '../../docusaurus/stand-in-values.ts';
import { tolerantRequire } from '../../docusaurus/stubs.ts';
import { BuildError, type Problem } from '../../errors.ts';
import { importModule } from '../../import-module.ts';

export async function readSidebarsFile(file: string, loaded: Pick<LoadedConfig, 'file' | 'root'>): Promise<{ value: unknown; warning?: Problem }> {
  if (!DOCUSAURUS_CONFIG.test(path.basename(loaded.file))) return { value: await importModule(file) };
  const missing = new Map<string, string>();
  const read = await importModule(file, { require: tolerantRequire(file, missing, loaded.root) });
  if (!missing.size) return { value: read };
  const { config: value, dropped } = withoutStandInValues({ sidebars: read });
  const message = `the sidebars file ran with stand-ins for what could not be loaded (${[...missing].map(([id, why]) => `${id}: ${why}`).join(', ')})`
    + (dropped.length ? `; the items they give are left out: ${dropped.map((d) => d.replace(/^sidebars\.?/, '')).join(', ')}` : '');
  return { value: value.sidebars, warning: { pos: { file }, message, hint: "install the site's dependencies (npm install in its folder) to build the sidebars it gives" } };
}

/**
 * `build`'s sidebars, or its errors with the stand-ins' note (readSidebarsFile's warning) beside them: a sidebars
 * file that computed its items with a stand-in (`isInternal() ? 'internal-doc' : []`) may name docs that are not
 * there, and the reason is the package that is not installed.
 */
export function withStandInNote<T>(build: () => T, standIns: Problem | undefined): T {
  try {
    return build();
  } catch (err) {
    if (!standIns || !(err instanceof BuildError) || !err.problems.some((p) => p.pos.file === standIns.pos.file)) throw err;
    throw new BuildError([...err.problems, { ...standIns, message: `${standIns.message}: a value computed from a stand-in may not be the one the package gives` }], err.warnings);
  }
}
