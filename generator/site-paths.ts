// Where a site's build reads and keeps things, outside its content.
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
