// Runs a CommonJS file of the CLI bundle (generator/launch/cli-bundle.js) with V8's code cache: the bytecode V8
// compiled for it in an earlier run, kept in a file beside it. Without it, compiling the CLI's own code was
// 41–45 % of a cold Sapling build's CPU. Node 20 has no compile cache of its own (module.enableCompileCache came
// in 22), and V8 caches only what `vm.Script` compiles, hence a CommonJS bundle run through it.
// The cache is only ever a shortcut: one that is missing, made for other code, by another V8 or with other
// flags, truncated or corrupt is ignored (V8 compiles the file as it would without one) and, where allowed,
// written anew once the process has run.
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getHeapCodeStatistics } from 'node:v8';
import { Script } from 'node:vm';

const CHECKSUM_BYTES = 20;
/** After the checksum: the bytecode (bytes) the run that wrote the cache had compiled, a 32-bit count. */
const HELD_BYTES = 4;
/**
 * A used cache is written again when the run compiled more than this share of the bytecode it held. A build from a
 * cache a warm build made (its Markdown was cached) compiled 0.35 MB beside the 0.92 MB it held, in every cold
 * build after (~0.2 s more CPU on Sapling, two pairs at load 15), which half did not catch; a full cache's builds compile next to nothing.
 */
const REWRITE_SHARE = 1 / 4;
/** The wrapper Node gives a CommonJS module; on one line, so that line numbers in stack traces stay the file's. */
const FUNCTION_HEAD = '(function (exports, require, module, __filename, __dirname) {';
const FUNCTION_TAIL = '\n})';
/** A cache being written (writeCache): `<bundle file>.<stamp hash>.v8cache.<pid>.<random>.tmp`. */
const TEMP_NAME = /^[\w.-]+\.[0-9a-f]{16}\.v8cache\.\d+\.[0-9a-z]+\.tmp$/;
/** A temp file older than this is a write that never finished (its thread was stopped), not one under way. */
const STALE_TEMP_MS = 60_000;

/**
 * CommonJS text `text` (its first line a comment: the bundle's stamp) as the function runCached runs, written so by
 * the bundle (cli-bundle.js): the wrapper added to the text when it is read made a second string of the whole
 * bundle, which V8 flattened into fresh memory for compiling — ~750 page faults (~25 ms of CPU on this machine)
 * for the CLI's 3 MB, and as many for each worker's bundle.
 */
export function asFunctionFile(text) {
  const line = text.indexOf('\n') + 1;
  return `${text.slice(0, line)}${FUNCTION_HEAD}${text.slice(line)}${FUNCTION_TAIL}`;
}

/** The cache file of bundle file `file`: its name holds the bundle's stamp, so a new bundle never reads an old cache. */
export function cacheFileOf(file, source) {
  const stamp = source.slice(0, source.indexOf('\n'));
  // With the header's layout: a file of an older layout is never read.
  return `${file}.${createHash('sha1').update(`${stamp}\0held`).digest('hex').slice(0, 16)}.v8cache`;
}

/**
 * Runs CommonJS file `file` and returns its `module.exports`, whether a cache was used, and `saveCache`, which
 * writes the code V8 has compiled for the file by then (call it when the work is done, so that the cache holds the
 * functions that ran and not only the top level). A cache that was used is written again only when the run
 * compiled a good share more than it held (REWRITE_SHARE: one made by a run that did less, such as a failed or warm
 * build or a site without code blocks).
 * `save: false`: never write (the installed package).
 */
export function runCached(file, { save = true } = {}) {
  file = path.resolve(file);
  // Before the Script (V8 deserializes the cache as it makes it), while the heap is small: V8 counts bytecode by
  // walking the whole heap (~15 ms of CPU for every 100 MB). What the cache held is read from its header, not
  // counted again once it is loaded.
  const before = bytecodeBytes();
  const { text: source, bytes } = readSource(file);
  const cacheFile = cacheFileOf(file, source);
  // Into the source's bytes, done with once it is a string: pages already touched, where a buffer of its own was
  // as many fresh pages as the cache has bytes (a page fault costs ~20 µs on this machine: bench/README.md, session 25).
  const cached = readCache(cacheFile, bytes);
  const wrapped = source.startsWith(FUNCTION_HEAD, source.indexOf('\n') + 1);
  const script = new Script(wrapped ? source : `${FUNCTION_HEAD}${source}${FUNCTION_TAIL}`, { filename: file, cachedData: cached?.payload });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  const used = cached !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    cacheUsed: used,
    saveCache() {
      if (!save) return;
      removeStaleTemps(path.dirname(cacheFile));
      // V8 makes the bytecode of every function in a cache as it loads it: what the run compiled holds it.
      const compiled = bytecodeBytes() - before;
      if (!used || compiled - cached.held > cached.held * REWRITE_SHARE) writeCache(cacheFile, script.createCachedData(), compiled);
    },
  };
}

/**
 * The text of `file`. The bundle is ASCII (ascii-comments.js), and Node makes a large Latin-1 text a string outside
 * V8's heap, without decoding UTF-8: ~20-40 ms less CPU for each thread's 3-4.5 MB bundle (bench/README.md,
 * session 18). Any other file is read as UTF-8.
 */
function readSource(file) {
  const bytes = readFileSync(file);
  return { text: isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8'), bytes };
}

/**
 * The cached data in `cacheFile` (`payload`) and the bytecode its run had compiled (`held`), when its checksum
 * holds (V8's release builds do not check the bytes themselves), read into `spare` when it fits.
 */
function readCache(cacheFile, spare) {
  let data;
  try {
    data = readWhole(cacheFile, spare);
  } catch {
    return undefined;
  }
  const checked = data.subarray(CHECKSUM_BYTES);
  if (data.length <= CHECKSUM_BYTES + HELD_BYTES || !checksum(checked).equals(data.subarray(0, CHECKSUM_BYTES))) return undefined;
  return { held: checked.readUInt32LE(0), payload: checked.subarray(HELD_BYTES) };
}

/** The bytes of `file`, in `spare` when they fit. */
function readWhole(file, spare) {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const into = size <= spare.length ? spare.subarray(0, size) : Buffer.allocUnsafe(size);
    let read = 0;
    for (let n; read < size && (n = readSync(fd, into, read, size - read, read)) > 0; ) read += n;
    return into.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

function writeCache(cacheFile, payload, held) {
  const temp = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const checked = Buffer.concat([Buffer.alloc(HELD_BYTES), payload]);
  checked.writeUInt32LE(Math.min(Math.max(held, 0), 2 ** 32 - 1), 0);
  try {
    writeFileSync(temp, Buffer.concat([checksum(checked), checked]));
    // Whole or not at all: another command may be starting from it.
    renameSync(temp, cacheFile);
  } catch {
    // A folder that cannot be written: the next run compiles again, as it would with no cache.
    rmSync(temp, { force: true });
  }
}

/**
 * Removes from `dir` the caches that were being written when their thread or process was stopped (a worker
 * terminated by its pool when it did not answer in time, a dev server ended mid-write): nothing else ever would.
 */
function removeStaleTemps(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const before = Date.now() - STALE_TEMP_MS;
  for (const name of names) {
    if (!TEMP_NAME.test(name)) continue;
    const file = path.join(dir, name);
    try {
      const stat = lstatSync(file);
      if (stat.isFile() && stat.mtimeMs < before) rmSync(file, { force: true });
    } catch {
      // Gone meanwhile (another command removed it), or not ours to remove.
    }
  }
}

function bytecodeBytes() {
  return getHeapCodeStatistics().bytecode_and_metadata_size;
}

function checksum(bytes) {
  return createHash('sha1').update(bytes).digest();
}
