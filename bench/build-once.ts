// One cold or warm build in a fresh process; prints its figures as JSON for bench/run.ts.
// CPU time is printed beside wall time: on a shared machine, time stolen by other guests inflates only the wall figure.
import { build } from '../generator/build.ts';

const [configPath, outDir] = process.argv.slice(2);
const cpu = process.cpuUsage();
const result = await build(configPath!, outDir);
const { user, system } = process.cpuUsage(cpu);
console.log(JSON.stringify({ ms: result.ms, cpuMs: (user + system) / 1000, pages: result.pages, maxRssKb: process.resourceUsage().maxRSS, timings: result.timings, warnings: result.warnings.length }));
