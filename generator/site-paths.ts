// Where a site's build reads and keeps things, outside its content.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from './config/load.ts';
import { contentSources } from './content/sources.ts';
import { staticRoots } from './mdx/resolve-roots.ts';

/** Everything a build reads: its output folder must hold none of it (the folder is replaced whole). */
export function sourcePaths(loaded: LoadedConfig): string[] {
  const { file, root, config } = loaded;
  const home = config.homePage ? [path.resolve(root, config.homePage)] : [];
  return [file, path.join(root, '.cache'), ...staticFolders(loaded), ...home, ...contentSources(loaded).flatMap((s) => s.watched)];
}

/** The static folders, absolute, in the config's order: where two hold the same path, the first one's file is served. */
export function staticFolders({ root, config }: LoadedConfig): string[] {
  return staticRoots(root, config.staticDir);
}

/** Where `build` and `serve` keep what the next build can reuse. */
export function buildCacheFile(loaded: LoadedConfig): string {
  // Each locale's apart: its docs' HTML and pages differ, and one build's would push out another's.
  return path.join(loaded.root, '.cache', ...(loaded.locale ? ['locales', loaded.locale.name] : []), 'build.json');
}

/**
 * The files of the static folders, by the URL path each is served at (`/img/logo.svg`): links and the config's assets
 * may point at them, and a file the site has itself is not generated (llms.txt).
 */
export function staticFilePaths(staticDirs: readonly string[]): Set<string> {
  return new Set(staticDirs.filter((d) => existsSync(d)).flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).map((e) => `/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)));
}
