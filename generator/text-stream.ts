// Large text files a piece at a time: a large site's build cache is past what one string can hold (V8's longest is
// ~512 MB), and holding it whole would double the build's memory while it is written or read.
import { closeSync, createWriteStream, openSync, readSync } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

/** Writes what `produce` gives to `write`, waiting whenever the disk is behind; rejects on the first write error. */
export async function writeTextFile(file: string, produce: (write: (chunk: string) => Promise<void>) => Promise<void>): Promise<void> {
  const out = createWriteStream(file);
  // Kept from the moment it happens (a full disk): an 'error' no one listens for would end the process.
  let failed: unknown;
  out.on('error', (err) => { failed ??= err; });
  const write = (chunk: string) => {
    if (failed) throw failed;
    return out.write(chunk) ? Promise.resolve() : once(out, 'drain').then(() => undefined);
  };
  try {
    await produce(write);
  } catch (err) {
    out.destroy();
    throw err;
  }
  out.end();
  await finished(out);
}

/** Bytes read at a time: a line may be longer (it is then read across several). */
const BLOCK = 8 << 20;

/** The lines of a UTF-8 file (without their `\n`), read a block at a time. */
export function* fileLines(file: string): Generator<string> {
  const fd = openSync(file, 'r');
  try {
    const block = Buffer.allocUnsafe(BLOCK);
    let rest = Buffer.alloc(0);
    for (let n = readSync(fd, block, 0, BLOCK, null); n > 0; n = readSync(fd, block, 0, BLOCK, null)) {
      const data = rest.length ? Buffer.concat([rest, block.subarray(0, n)]) : block.subarray(0, n);
      let from = 0;
      for (let nl = data.indexOf(10); nl !== -1; nl = data.indexOf(10, from)) {
        yield data.toString('utf8', from, nl);
        from = nl + 1;
      }
      // Copied: the block is read into again.
      rest = Buffer.from(data.subarray(from));
    }
    if (rest.length) yield rest.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
