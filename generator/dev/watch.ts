// What `serve` watches, and how: the config, the docs folder, the home page, the sidebars file, the site's own
// code and styles. chokidar misses a quick second save and loses a folder that is deleted or moved away and
// back (a `git checkout`); both are covered here.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { watch as watchFiles } from 'chokidar';
import type { LoadedConfig } from '../config/load.ts';
import { loopsBack } from '../content/discover.ts';

export interface SourceWatcher {
  /** Settles once the initial scans are done: an edit made before then would go unnoticed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface WatchEvents {
  /** `file` (absolute) was added, changed or removed. */
  change(file: string): void;
  /** The docs folder came back after being deleted or moved away: no per-file events tell what is in it. */
  rescan(): void;
}

/** chokidar's window for repeated change events of one file (not configurable). */
const CHOKIDAR_THROTTLE_MS = 50;

export function watchSources(loaded: LoadedConfig, on: WatchEvents): SourceWatcher {
  const watched = [loaded.file, path.resolve(loaded.root, loaded.config.docs.path)];
  if (loaded.config.homePage) watched.push(path.resolve(loaded.root, loaded.config.homePage));
  if (loaded.config.docs.sidebarPath) watched.push(path.resolve(loaded.root, loaded.config.docs.sidebarPath));
  // The site's own code and styles: components its MDX imports (`@site/src/…`) and its stylesheets.
  const siteSrc = path.join(loaded.root, 'src');
  if (existsSync(siteSrc)) watched.push(siteSrc);
  for (const css of loaded.config.customCss ?? []) watched.push(path.resolve(loaded.root, css));
  const docsDir = path.resolve(loaded.root, loaded.config.docs.path);
  // chokidar drops a file's further changes for 50 ms after it reports one (a quick second save would be
  // lost): once that window has passed, look at the file again and report it if it changed since.
  const seen = new Map<string, string>();
  const trailing = new Set<NodeJS.Timeout>();
  const report = (file: string) => {
    seen.set(file, fileStamp(file));
    on.change(file);
  };
  const onChange = (_event: string, reported: string) => {
    const file = path.resolve(reported);
    report(file);
    const timer = setTimeout(() => {
      trailing.delete(timer);
      if (fileStamp(file) !== seen.get(file)) report(file);
    }, CHOKIDAR_THROTTLE_MS + 20);
    trailing.add(timer);
  };
  // A link back into its own path would have chokidar walk the tree forever (the build skips it with a warning).
  const watchTree = () => watchFiles(watched, { ignoreInitial: true, ignored: (p) => loopsBack(docsDir, p) }).on('all', onChange);
  let watcher = watchTree();
  // Deleting the docs folder, or moving it away and back, ends chokidar's watch on it: its parent is watched one
  // level deep to see it come back, and then it is watched anew (a watch kept through the move may follow the
  // folder elsewhere) and read whole.
  const docsParent = path.dirname(docsDir);
  const parentWatcher = watchFiles(docsParent, { ignoreInitial: true, depth: 0, ignored: (p) => p !== docsParent && p !== docsDir });
  parentWatcher.on('addDir', (reported) => {
    if (path.resolve(reported) !== docsDir) return;
    const previous = watcher;
    watcher = watchTree();
    void previous.close();
    // Read whole once the new watcher has its initial scan: a change made before then sends no event.
    watcher.once('ready', () => on.rescan());
  });
  return {
    ready: Promise.all([watcher, parentWatcher].map((w) => new Promise<void>((resolve) => w.once('ready', resolve)))).then(() => undefined),
    async close() {
      for (const t of trailing) clearTimeout(t);
      await Promise.all([watcher.close(), parentWatcher.close()]);
    },
  };
}

/** What tells one version of a file from the next without reading it. */
function fileStamp(file: string): string {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? `${s.mtimeMs}:${s.size}` : 'gone';
}
