// When each doc (or blog post) last changed and who changed it, for `docs.showLastUpdate` and `showLastUpdateAuthor`
// (and the blog's `showLastUpdateTime`, `showLastUpdateAuthor`). One `git log` over the docs folders, newest first, so the first commit naming a file is its last change (an edit not yet
// committed shows the last commit's). A file git does not know gets none; no repository, or no git, is a warning.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors.ts';

/** A doc's last change as its page shows it: when (ms since the epoch) and by whom, each when the site asks for it. */
export interface LastUpdate { at?: number; by?: string }

export interface LastUpdates {
  /** Docs-relative path → the last commit that changed it: its committer time (ms) and its author's name, as Docusaurus reads them. */
  dates: Map<string, { at: number; by: string }>;
  /** Why git could not be read (no repository, no git), when it could not. */
  failure?: string;
}

/**
 * The warning for a failed read: `options`, the options set that asked for it (`docs.showLastUpdateAuthor`), so the
 * message names what the site set; `what`, whose history (`the docs'`).
 */
export function lastUpdateProblem(failure: string, configFile: string, options: string[], what: string): Problem {
  return {
    pos: { file: configFile },
    // Without the folder: each docs version reads its own, and the build says it once.
    message: `${options.join(', ')}: cannot read ${what} git history (${failure}); pages show no "Last updated" line`,
    hint: `build inside a git checkout with git installed, or turn ${options.length > 1 ? 'them' : 'it'} off`,
  };
}

/**
 * Each docs folder's dates, for the folders in `docsDirs` (each version of each docs instance that shows them): one
 * `git log` for them all, from the folder that holds them, started when the first is asked for. Starting a process
 * costs a large build's thread ~60 ms, then one per docs version. If that run fails (folders in different
 * repositories, say), each folder is read on its own.
 */
export function lastUpdateReader(folders: string[]): (docsDir: string) => Promise<LastUpdates> {
  // A folder that does not exist is read alone, and says so.
  const docsDirs = [...new Set(folders)].filter((d) => existsSync(d));
  let all: Promise<Map<string, LastUpdates> | undefined> | undefined;
  const together = async () => {
    const common = docsDirs.reduce(commonFolder);
    const read = await readLastUpdates(common, docsDirs.map((d) => path.relative(common, d).split(path.sep).join('/') || '.'));
    if (read.failure) return undefined;
    return new Map(docsDirs.map((dir) => [dir, { dates: under(read.dates, path.relative(common, dir).split(path.sep).join('/')) }]));
  };
  return async (docsDir) => {
    if (docsDirs.length < 2 || !docsDirs.includes(docsDir)) return readLastUpdates(docsDir);
    return (await (all ??= together()))?.get(docsDir) ?? readLastUpdates(docsDir);
  };
}

/** `dates` of the files in the folder `prefix` (relative to where they were read, '' for the same), by their paths from it. */
function under<T>(dates: Map<string, T>, prefix: string): Map<string, T> {
  if (!prefix) return dates;
  const start = `${prefix}/`;
  return new Map([...dates].flatMap(([f, t]) => (f.startsWith(start) ? [[f.slice(start.length), t] as const] : [])));
}

function commonFolder(a: string, b: string): string {
  const outside = (rel: string) => rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
  while (outside(path.relative(a, b)) && path.dirname(a) !== a) a = path.dirname(a);
  return a;
}

/** The dates of the files under `docsDir`, or of those in its subfolders `paths`, relative to it. */
export function readLastUpdates(docsDir: string, paths = ['.']): Promise<LastUpdates> {
  return new Promise((resolve) => {
    // `%x00%ct %an`: a NUL, then the committer time and the author's name, before each commit's list of files.
    const args = ['-C', docsDir, 'log', '--format=%x00%ct %an', '--name-only', '--no-renames', '--relative', '--', ...paths];
    execFile('git', args, { maxBuffer: 256 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) {
        const reason = (stderr.trim().split('\n')[0] || err.message).replace(/^fatal: /, '');
        resolve({ dates: new Map(), failure: reason });
        return;
      }
      const dates: LastUpdates['dates'] = new Map();
      for (const commit of stdout.split('\0').slice(1)) {
        const [head = '', ...files] = commit.split('\n');
        const space = head.indexOf(' ');
        const change = { at: Number(head.slice(0, space)) * 1000, by: head.slice(space + 1) };
        for (const f of files) if (f && !dates.has(f)) dates.set(f, change);
      }
      resolve({ dates });
    });
  });
}

/**
 * A page's last change as Docusaurus shows it: its front matter's `last_update` (`date`, `author`) before git's
 * (`change`), each part only when asked for (`time`, `author`) — except that a front matter giving both is shown
 * whole, as Docusaurus's readLastUpdateData does. None when nothing is known.
 */
export function lastUpdateShown(change: { at: number; by: string } | undefined, frontmatter: Record<string, unknown>, time: boolean, author: boolean): LastUpdate | undefined {
  const given = (frontmatter.last_update ?? {}) as { date?: unknown; author?: unknown };
  const by = typeof given.author === 'string' ? given.author : undefined;
  const date = given.date instanceof Date || typeof given.date === 'string' || typeof given.date === 'number' ? new Date(given.date).getTime() : NaN;
  const at = Number.isNaN(date) ? undefined : date;
  if (at !== undefined && by !== undefined) return { at, by };
  const shown = { ...(time && (at ?? change?.at) !== undefined ? { at: at ?? change!.at } : {}), ...(author && (by ?? change?.by) !== undefined ? { by: by ?? change!.by } : {}) };
  return Object.keys(shown).length ? shown : undefined;
}
