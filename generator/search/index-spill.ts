// The index's texts on their way to the worker that indexes them: in a temp file, a slice at a time, the worker told
// only where each slice is. Sent in messages, they waited in the worker's queue (the calling thread makes them far
// faster than the worker indexes them): ~2 GB of RSS at 100,000 pages. In a file, they wait in the page cache.
// Worker threads share the process's file descriptors, so the worker reads the file by its descriptor, and the file
// has no name once it is open.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IndexText } from './records.ts';

/** Where a slice of texts is. */
export interface SpilledTexts { fd: number; at: number; bytes: number }

export interface IndexSpill {
  /** Appends `texts`; returns where they are. */
  put(texts: IndexText[]): SpilledTexts;
  close(): void;
}

/** A new spill file, or undefined when none can be made (the texts then go in the messages). */
export function openIndexSpill(): IndexSpill | undefined {
  const file = path.join(tmpdir(), `docsgen-index-${process.pid}-${randomBytes(4).toString('hex')}`);
  let fd: number;
  try {
    fd = openSync(file, 'wx+');
  } catch {
    return undefined;
  }
  try {
    unlinkSync(file);
  } catch {
    // A platform that keeps an open file's name: removed at close instead.
  }
  let end = 0;
  return {
    put(texts) {
      const data = Buffer.from(JSON.stringify(texts), 'utf8');
      for (let put = 0; put < data.length;) put += writeSync(fd, data, put, data.length - put, end + put);
      const place = { fd, at: end, bytes: data.length };
      end += data.length;
      return place;
    },
    close() {
      closeSync(fd);
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}

/** The texts at `place` (on the worker). */
export function readSpilled(place: SpilledTexts): IndexText[] {
  const buf = Buffer.allocUnsafe(place.bytes);
  for (let got = 0; got < place.bytes;) {
    const n = readSync(place.fd, buf, got, place.bytes - got, place.at + got);
    if (n === 0) throw new Error('docsgen: the search index\'s temp file ended early');
    got += n;
  }
  return JSON.parse(buf.toString('utf8')) as IndexText[];
}
