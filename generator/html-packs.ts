// The build cache's HTML: each build appends the HTML of the docs it parses to a pack file of its own in
// `.cache/html/`, and the cache file names each entry's place in a pack instead of holding its text. The next build
// reads an entry only when it needs it (a page rendered again), and a site whose HTML is larger than one string can
// hold (V8's limit is 512 MB, about 45,000 Sapling pages) keeps its cache. Packs no entry points into are removed
// once a new cache file is in place; entries in packs that are mostly dead are copied into the new one.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readSync, rmdirSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { inMemory, type DocHtml, type PackedText } from './doc-html.ts';
import { isRunning, makeDirs, writeFault } from './fs-faults.ts';

export interface HtmlPacks {
  /** Appends `html` to this build's pack (made on first use). */
  keep(html: string): DocHtml;
  /** An entry of the cache file: undefined when its pack is gone or too short (the entry is parsed again). */
  find(place: PackedText): DocHtml | undefined;
  /**
   * Copies into this build's pack the entries of packs of which less than half is still used, so dead entries do not
   * pile up; returns whether any moved (the cache file must then be written).
   */
  compact(entries: Map<string, { html: DocHtml }>): boolean;
  /** Removes the packs `entries` (the cache file just put in place) do not point into. */
  prune(entries: Iterable<{ html: DocHtml }>): void;
  /** Closes the files; with `discard`, removes this build's pack (its cache file was not written). */
  close(discard?: boolean): void;
}

export function htmlPacks(dir: string): HtmlPacks {
  const readers = new Map<string, number>();
  const sizes = new Map<string, number>();
  let own: { name: string; fd: number; end: number } | undefined;
  // A cache folder that cannot take the pack (full, read-only): the HTML stays in memory, and the cache file holds
  // its text (or, if that cannot be written either, its own warning says so).
  let unwritable = false;
  const fdOf = (pack: string) => {
    let fd = readers.get(pack);
    if (fd === undefined) readers.set(pack, (fd = openSync(path.join(dir, pack), 'r')));
    return fd;
  };
  const stored = (packed: PackedText, changes: ((html: string) => string)[]): DocHtml => ({
    text() {
      const buf = Buffer.allocUnsafe(packed.bytes);
      const fd = fdOf(packed.pack);
      for (let got = 0; got < packed.bytes;) {
        const n = readSync(fd, buf, got, packed.bytes - got, packed.at + got);
        if (n === 0) throw new Error(`the build cache's ${path.join(dir, packed.pack)} ends early: delete the .cache folder and build again`);
        got += n;
      }
      return changes.reduce((html, change) => change(html), buf.toString('utf8'));
    },
    map: (change) => stored(packed, [...changes, change]),
    ...(changes.length ? {} : { packed }),
  });
  const sizeOf = (pack: string) => {
    if (!sizes.has(pack)) sizes.set(pack, statSync(path.join(dir, pack), { throwIfNoEntry: false })?.size ?? -1);
    return sizes.get(pack)!;
  };
  const keep = (html: string): DocHtml => {
    if (unwritable) return inMemory(html);
    try {
      if (!own) {
        makeDirs(dir);
        // Unique to this build (two builds of one process may start in the same millisecond); `wx` never truncates.
        const name = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}-${process.pid}.pack`;
        own = { name, fd: openSync(path.join(dir, name), 'wx+'), end: 0 };
        readers.set(name, own.fd);
      }
      const data = Buffer.from(html, 'utf8');
      const at = own.end;
      for (let put = 0; put < data.length;) put += writeSync(own.fd, data, put, data.length - put, at + put);
      own.end += data.length;
      return stored({ pack: own.name, at, bytes: data.length }, []);
    } catch (err) {
      if (!writeFault(err, dir, 'the build cache')) throw err;
      unwritable = true;
      return inMemory(html);
    }
  };
  return {
    keep,
    find(place) {
      const valid = typeof place?.pack === 'string' && /^[\w-]+\.pack$/.test(place.pack) && Number.isInteger(place.at) && Number.isInteger(place.bytes) && place.at >= 0 && place.bytes >= 0;
      return valid && sizeOf(place.pack) >= place.at + place.bytes ? stored(place, []) : undefined;
    },
    compact(entries) {
      const live = new Map<string, number>();
      for (const { html } of entries.values()) if (html.packed && html.packed.pack !== own?.name) live.set(html.packed.pack, (live.get(html.packed.pack) ?? 0) + html.packed.bytes);
      const sparse = new Set([...live].filter(([pack, bytes]) => bytes * 2 < sizeOf(pack)).map(([pack]) => pack));
      if (!sparse.size) return false;
      for (const [key, entry] of entries) if (entry.html.packed && sparse.has(entry.html.packed.pack)) entries.set(key, { ...entry, html: keep(entry.html.text()) });
      return true;
    },
    prune(entries) {
      const used = new Set([...entries].flatMap(({ html }) => (html.packed ? [html.packed.pack] : [])));
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir)) {
        if (!name.endsWith('.pack') || used.has(name)) continue;
        // Another build's, still being written.
        const pid = Number(/-(\d+)\.pack$/.exec(name)?.[1]);
        if (pid !== process.pid && isRunning(pid)) continue;
        const fd = readers.get(name);
        if (fd !== undefined) closeSync(fd);
        readers.delete(name);
        rmSync(path.join(dir, name), { force: true });
      }
    },
    close(discard = false) {
      for (const fd of readers.values()) closeSync(fd);
      readers.clear();
      if (discard && own) rmSync(path.join(dir, own.name), { force: true });
      // A folder this build made for a pack it removed (`rmdir` fails on one that holds others').
      if (discard) rmdirIfEmpty(dir);
      own = undefined;
    },
  };
}

function rmdirIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // not empty, or already gone
  }
}
