// The files of the site's static folder, by the URL path each is served at: links and the config's assets may
// point at them, and a file the site has itself is not generated (llms.txt).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function staticFilePaths(staticDir: string | undefined): Set<string> {
  if (!staticDir || !existsSync(staticDir)) return new Set();
  const files = readdirSync(staticDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Set(files.map((e) => `/${path.relative(staticDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`));
}
