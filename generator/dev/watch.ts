// What `serve` watches, and how: the config, what each content source names (its folder, its sidebars file), the
// home page, the site's own code and styles. chokidar misses a quick second save and loses a folder that is deleted
// or moved away and back (a `git checkout`); both are covered here.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { watch as watchFiles } from 'chokidar';
import type { LoadedConfig } from '../config/load.ts';
import { loopsBack } from '../content/discover.ts';
import type { ContentSource } from '../content/source.ts';

export interface SourceWatcher {
  /** Settles once the initial scans are done: an edit made before then would go unnoticed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface WatchEvents {
  /** `file` (absolute) was added, changed or removed. */
  change(file: string): void;
  /** A source's folder came back after being deleted or moved away: no per-file events tell what is in it. */
  rescan(): void;
}

/** chokidar's window for repeated change events of one file (not configurable). */
const CHOKIDAR_THROTTLE_MS = 50;

export function watchSources(loaded: LoadedConfig, sources: ContentSource[], on: WatchEvents): SourceWatcher {
  const watched = [loaded.file, ...sources.flatMap((s) => s.watched)];
  if (loaded.config.homePage) watched.push(path.resolve(loaded.root, loaded.config.homePage));
  // The site's own code and styles: components its MDX imports (`@site/src/…`) and its stylesheets.
  const siteSrc = path.join(loaded.root, 'src');
  if (existsSync(siteSrc)) watched.push(siteSrc);
  for (const css of loaded.config.customCss ?? []) watched.push(path.resolve(loaded.root, css));
  const folders = sources.map((s) => s.folder);
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
  const watchTree = () => watchFiles(watched, { ignoreInitial: true, ignored: (p) => folders.some((f) => loopsBack(f, p)) }).on('all', onChange);
  let watcher = watchTree();
  // Deleting a source's folder, or moving it away and back, ends chokidar's watch on it: its parent is watched one
  // level deep to see it come back, and then the tree is watched anew (a watch kept through the move may follow
  // the folder elsewhere) and read whole.
  const parents = new Set(folders.map((f) => path.dirname(f)));
  const parentWatcher = watchFiles([...parents], { ignoreInitial: true, depth: 0, ignored: (p) => !parents.has(p) && !folders.includes(p) });
  parentWatcher.on('addDir', (reported) => {
    if (!folders.includes(path.resolve(reported))) return;
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
