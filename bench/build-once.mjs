// One cold or warm build (or, given `i/n`, one shard of it) in a fresh process, run from the same JavaScript bundle as the CLI (plain JavaScript
// itself, so no TypeScript loader slows the modules the build loads); prints its figures as JSON for
// bench/run.ts. CPU time is printed beside wall time: on a shared machine, time stolen by other guests
// inflates only the wall figure.
import { bundled, codeCacheWritable } from '../generator/launch/cli-bundle.js';
import { runCached } from '../generator/launch/code-cache.js';
import { prepareOneBuild } from '../generator/launch/one-build.js';

// As `docsgen build` runs.
await prepareOneBuild();
const file = await bundled('build');
const { exports: { build }, saveCache } = runCached(file, { save: codeCacheWritable(file) });
const [configPath, outDir, shard] = process.argv.slice(2);
const cpu = process.cpuUsage();
const [index, count] = shard?.split('/').map(Number) ?? [];
const result = await build(configPath, outDir, shard ? { shard: { index, count } } : {});
const { user, system } = process.cpuUsage(cpu);
saveCache();
console.log(JSON.stringify({ ms: result.ms, cpuMs: (user + system) / 1000, pages: result.pages, maxRssKb: process.resourceUsage().maxRSS, timings: result.timings, warnings: result.warnings.length }));
