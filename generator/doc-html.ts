// Each doc's HTML from its parse to its page. `serve` and tests keep it in memory; `build` writes it to a file in
// the staged output as each doc is parsed and reads it back where it is used (the link check's id scan, the page,
// the Markdown made from an MDX doc): a large site's HTML is never all in memory at once (100,000 Sapling pages
// are ~1.1 GB of it, held twice while links were resolved).
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

/** A doc's HTML where the build keeps it: in memory, or read back from a file when asked. */
export interface DocHtml {
  text(): string;
  /** The same HTML with `change` applied. */
  map(change: (html: string) => string): DocHtml;
}

/** Keeps a doc's HTML: in memory, or in a spill file. */
export type KeepHtml = (html: string) => DocHtml;

export function inMemory(html: string): DocHtml {
  return { text: () => html, map: (change) => inMemory(change(html)) };
}

/**
 * HTML appended to `file` (created here; the caller removes it). Changes made after (`.md` links resolved, asset
 * URLs) are kept as functions and applied on each read: they hold a doc's few link targets, not its text.
 */
export function spillFile(file: string): { keep: KeepHtml; close(): void } {
  const fd = openSync(file, 'w+');
  let end = 0;
  let open = true;
  const spilled = (at: number, bytes: number, changes: ((html: string) => string)[]): DocHtml => ({
    text() {
      const buf = Buffer.allocUnsafe(bytes);
      for (let got = 0; got < bytes;) got += readSync(fd, buf, got, bytes - got, at + got);
      return changes.reduce((html, change) => change(html), buf.toString('utf8'));
    },
    map: (change) => spilled(at, bytes, [...changes, change]),
  });
  return {
    keep(html) {
      const data = Buffer.from(html, 'utf8');
      const at = end;
      for (let put = 0; put < data.length;) put += writeSync(fd, data, put, data.length - put, at + put);
      end += data.length;
      return spilled(at, data.length, []);
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

/** `html` with `change` applied, whether a string (a home page's, a part's) or kept HTML. */
export function changeHtml<H extends string | DocHtml>(html: H, change: (html: string) => string): H {
  return (typeof html === 'string' ? change(html) : html.map(change)) as H;
}
