// Where a site's build reads and keeps things, outside its content.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from './config/load.ts';
import { contentSources } from './content/sources.ts';

/** Everything a build reads: its output folder must hold none of it (the folder is replaced whole). */
export function sourcePaths(loaded: LoadedConfig): string[] {
  const { file, root, config } = loaded;
  const rel = [config.staticDir, config.homePage].filter((p): p is string => typeof p === 'string');
  return [file, path.join(root, '.cache'), ...rel.map((p) => path.resolve(root, p)), ...contentSources(loaded).flatMap((s) => s.watched)];
}

/** Where `build` and `serve` keep what the next build can reuse. */
export function buildCacheFile(loaded: LoadedConfig): string {
  return path.join(loaded.root, '.cache', 'build.json');
}

/**
 * The files of the static folder, by the URL path each is served at (`/img/logo.svg`): links and the config's assets
 * may point at them, and a file the site has itself is not generated (llms.txt).
 */
export function staticFilePaths(staticDir: string | undefined): Set<string> {
  if (!staticDir || !existsSync(staticDir)) return new Set();
  const files = readdirSync(staticDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Set(files.map((e) => `/${path.relative(staticDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`));
}
