// What a process that builds a site once and exits (`docsgen build`, the bench's builds) does before the CLI's
// modules load.
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import { availableParallelism } from 'node:os';
import { bundled, ONE_BUILD_ENV } from './cli-bundle.js';
import { prestartWorker } from './worker-prestart.js';

/** V8's largest semi-space on 64-bit hosts (MB), and so the factor that grows its first 1 MB to it at once. */
const LARGEST_SEMI_SPACE_MB = 16;

export async function prepareOneBuild() {
  // V8's code cache is written under these settings only (for this thread and the workers: see codeCacheWritable).
  process.env[ONE_BUILD_ENV] = '1';
  // By default V8 hands a function to TurboFan after ~66 KB of its bytecode has run. In a build of a few seconds
  // most of those compilations cost more than they save: on jest's docs a quarter of all CPU went to TurboFan on
  // V8's background threads, which on a two-core machine take time from the build itself. Fifteen times that
  // budget leaves TurboFan the truly hot code (the highlighter's regex loop, the Markdown parser); jest's build
  // spent ~20 % less CPU. `docsgen serve` keeps V8's default: it rebuilds for hours, where optimized code pays.
  v8.setFlagsFromString('--interrupt-budget=1000000');
  // After each full collection V8 lets the heap grow to up to four times what survived before the next one; a large
  // site's build keeps a lot alive (the routes, the sidebars, the link warnings: ~1 GB at 100,000 pages), so the
  // garbage it left between collections came to more than the live data (main thread 2.9 GB for 1.5 GB live).
  // Growing by 30 % collects that garbage sooner, at no CPU cost the bench could see (bench/README.md, session 16).
  v8.setFlagsFromString('--heap-growing-percent=30');
  // The young generation: V8 starts a heap's at 1 MB a semi-space and doubles it when many objects survive, up to
  // 16 MB; a build allocates fast from its start (the bundle's top level, the Markdown), so each thread ran ~20
  // scavenges while it grew. The worker threads, whose heaps are made after this, start at the largest size
  // (Sapling's worker: 13 scavenges → 3; the space is committed as it is used); this thread's heap exists already,
  // but reaches that size at its first growth (21 → 15). Set before any code loads, as the flags above: V8's code
  // cache is valid for the flags it was made with (the launcher and the workers load theirs after this).
  v8.setFlagsFromString(`--min-semi-space-size=${LARGEST_SEMI_SPACE_MB}`);
  v8.setFlagsFromString(`--semi-space-growth-factor=${LARGEST_SEMI_SPACE_MB}`);
  // esbuild's service (a process of its own) starts now rather than at the config's load, which waited for it,
  // and while this process is still small (spawning copies its memory map). Synchronously: with `import()` it
  // was not yet asked for when the CLI's code, run in one go from its cache, reached the config and spawned it
  // there. A failure shows at the config's load.
  try {
    void createRequire(import.meta.url)('esbuild').initialize({}).catch(() => undefined);
  } catch {
    // Not installed: the config's load says so.
  }
  // The Markdown worker loads on the other core while this thread loads the CLI (see worker-prestart.js).
  if (availableParallelism() > 1) prestartWorker(await bundled('worker'));
}
