// One cold or warm build in a fresh process; prints its figures as JSON for bench/run.ts.
import { build } from '../generator/build.ts';

const [configPath, outDir] = process.argv.slice(2);
const result = await build(configPath!, outDir);
console.log(JSON.stringify({ ms: result.ms, pages: result.pages, maxRssKb: process.resourceUsage().maxRSS, timings: result.timings, warnings: result.warnings.length }));
