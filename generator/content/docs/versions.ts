// The versions of a docs instance, by Docusaurus's rules (plugin-content-docs `versions/`): the docs folder is the
// `current` version, the versions file (newest first) names the released ones, each in its own folder with its
// own sidebars file. The last version is served at the docs route, `current` at `next`, the others at their name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BuildError, fail, type Problem } from '../../errors.ts';
import type { DocsOptions, DocsVersion } from '../../types.ts';
import { DEFAULT_DOCS_ID } from '../../../client/constants.ts';

/** Where a version's files are and how it is shown: everything the docs source needs but its docs. */
export interface VersionPlan extends Omit<DocsVersion, 'mainDocId' | 'docs' | 'sidebars'> {
  docsDir: string;
  /** Its sidebars file; `none` for no sidebar, undefined for one generated from the folders. */
  sidebarsFile?: string | 'none';
  /** The folder edit links point into (the docs folder with `editCurrentVersion`), relative to the site. */
  editDir: string;
  /** Whether its instance builds more than this version. */
  versioned: boolean;
}

/** Docusaurus's name of the unreleased version: the docs folder itself. */
export const CURRENT_VERSION = 'current';

/** The file names Docusaurus gives an instance's versions: the main instance's plain, another's prefixed by its id. */
export function versionFiles(root: string, pluginId: string) {
  const prefix = pluginId === DEFAULT_DOCS_ID ? '' : `${pluginId}_`;
  return {
    list: path.join(root, `${prefix}versions.json`),
    docs: (name: string) => path.join(root, `${prefix}versioned_docs`, `version-${name}`),
    sidebars: (name: string) => path.join(root, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`),
  };
}

/** The versions an instance builds, in Docusaurus's order: `current` first, then the versions file's, newest first. */
export function planVersions(root: string, configFile: string, options: DocsOptions): VersionPlan[] {
  const files = versionFiles(root, options.id);
  const released = options.disableVersioning ? [] : readVersionsFile(files.list);
  const all = [...(options.includeCurrentVersion ? [CURRENT_VERSION] : []), ...released];
  const problems: Problem[] = [];
  const where = { file: configFile };
  if (!all.length) fail(where, 'includeCurrentVersion is false and the versions file lists no version: there is nothing to build', 'set includeCurrentVersion: true, or add a version');
  const last = options.lastVersion ?? released[0] ?? CURRENT_VERSION;
  for (const name of [last, ...(options.onlyIncludeVersions ?? []), ...Object.keys(options.versions)]) {
    if (!all.includes(name)) problems.push({ pos: where, message: `docs version "${name}" does not exist`, hint: `the versions are ${all.map((v) => `"${v}"`).join(', ')}` });
  }
  if (options.onlyIncludeVersions && !options.onlyIncludeVersions.includes(last)) {
    problems.push({ pos: where, message: `onlyIncludeVersions leaves out the last version "${last}"`, hint: 'include it, or set lastVersion to one of the versions built' });
  }
  if (problems.length) throw new BuildError(problems);
  const built = options.onlyIncludeVersions ? all.filter((v) => options.onlyIncludeVersions!.includes(v)) : all;
  const routeBase = `/${options.routeBasePath}`.replace(/\/+$/, '').replace(/^\/+/, '/');
  const currentDir = path.resolve(root, options.path!);
  const plans = built.map((name): VersionPlan => {
    const own = options.versions[name] ?? {};
    const current = name === CURRENT_VERSION;
    const docsDir = current ? currentDir : files.docs(name);
    // The docs folder's own absence is told by the docs source, naming docs.path.
    if (!current && !existsSync(docsDir)) fail({ file: files.list }, `docs version "${name}": its folder ${docsDir} does not exist`, 'restore the folder, or take the version out of the versions file');
    const versionPath = own.path ?? (name === last ? '' : current ? 'next' : name);
    const index = all.indexOf(name);
    const banner = own.banner ?? (name === last ? 'none' : index > all.indexOf(last) ? 'unmaintained' : 'unreleased');
    const sidebars = current ? (options.sidebarPath === false ? 'none' : options.sidebarPath ? moduleFile(path.resolve(root, options.sidebarPath)) : undefined)
      : existsSync(files.sidebars(name)) ? files.sidebars(name) : 'none';
    return {
      pluginId: options.id, name, label: own.label ?? (current ? 'Next' : name), isLast: name === last,
      path: `${routeBase}/${versionPath}`.replace(/\/+$/, '').replace(/\/{2,}/g, '/') || '/',
      ...(banner === 'none' ? {} : { banner }),
      badge: own.badge ?? built.length > 1,
      ...(own.className ? { className: own.className } : {}),
      ...(own.noIndex ? { noIndex: true } : {}),
      docsDir, sidebarsFile: sidebars, versioned: built.length > 1,
      editDir: path.relative(root, options.editCurrentVersion ? currentDir : docsDir).split(path.sep).join('/'),
    };
  });
  return plans;
}

/** The version at the docs route itself. */
export function lastVersion<V extends { isLast: boolean }>(versions: readonly V[] | undefined): V | undefined {
  return versions?.find((v) => v.isLast);
}

/**
 * A module path as Docusaurus's config loader (jiti) resolves it: as written, else with a script or JSON extension
 * (`require.resolve('./sidebars')` in a config finds `sidebars.ts`).
 */
function moduleFile(file: string): string {
  if (existsSync(file)) return file;
  return ['.ts', '.js', '.mjs', '.cjs', '.mts', '.cts', '.json'].map((ext) => file + ext).find((f) => existsSync(f)) ?? file;
}

function readVersionsFile(file: string): string[] {
  if (!existsSync(file)) return [];
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    fail({ file }, `the versions file is not valid JSON (${(err as Error).message})`, 'it lists the version names, newest first: ["2.0", "1.0"]');
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
    fail({ file }, 'the versions file must be an array of version names', 'e.g. ["2.0", "1.0"], newest first');
  }
  for (const name of value as string[]) {
    if (name === CURRENT_VERSION || /[/\\]|^\.\.?$/.test(name)) fail({ file }, `"${name}" cannot name a version`, 'a version name is not "current" and holds no slash');
  }
  return value as string[];
}

