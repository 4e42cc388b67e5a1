// One cold or warm build in a fresh process, run from the same JavaScript bundle as the CLI (plain JavaScript
// itself, so no TypeScript loader slows the modules the build loads); prints its figures as JSON for
// bench/run.ts. CPU time is printed beside wall time: on a shared machine, time stolen by other guests
// inflates only the wall figure.
import { pathToFileURL } from 'node:url';
import { bundled } from '../generator/launch/cli-bundle.js';
import { prepareOneBuild } from '../generator/launch/one-build.js';

// As `docsgen build` runs.
await prepareOneBuild();
const { build } = await import(pathToFileURL(await bundled('build')).href);
const [configPath, outDir] = process.argv.slice(2);
const cpu = process.cpuUsage();
const result = await build(configPath, outDir);
const { user, system } = process.cpuUsage(cpu);
console.log(JSON.stringify({ ms: result.ms, cpuMs: (user + system) / 1000, pages: result.pages, maxRssKb: process.resourceUsage().maxRSS, timings: result.timings, warnings: result.warnings.length }));
