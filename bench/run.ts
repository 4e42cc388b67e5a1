// `npm run bench`: build speed and size figures. Prints numbers; passes or fails nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureColdPair } from './cold-pair.ts';
import { writeCorpus } from './corpus.ts';
import { measureDevServer } from './dev-server.ts';
import { measureLighthouse } from './lighthouse.ts';
import { firstQuerySummary, measureFirstQuery, searchFilesGzip } from './search-first-query.ts';
import { measureHostileSearch, measureSearch } from './search-queries.ts';
import { measureShards, type BuildFigures } from './shards.ts';
import { buildTarget, installedSite, TARGETS_DIR } from './targets.ts';
import { measurePageCost, writeAsMdx, writeVersioned, writeWithPlugin, type PageCost } from './page-cost.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

interface Figures { ms: number; cpuMs: number; pages: number; maxRssKb: number; timings: Record<string, number> }

function buildOnce(configPath: string, outDir: string): Figures {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bench/build-once.mjs'), configPath, outDir], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`build failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

/** A target built cold 3 times (fresh copies), the median: time, pages, pages showing MDX syntax, its plugins. */
function printTarget(name: string, installed: string | undefined, tmp: string) {
  const label = `target ${name}${installed ? ' (installed)' : ''}`;
  const runs = [0, 1, 2].map((i) => buildTarget(name, mkdtempSync(path.join(tmp, `${name}-${i}-`)), installed));
  const failed = runs.find((r) => !r.ok);
  if (failed) return console.log(`${label.padEnd(30)} build failed: ${failed.error}`);
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const { pages, locales, leaking, missingPlugins } = runs[0]!;
  const plugins = missingPlugins.length ? `Markdown plugins not installed (stand-ins): ${missingPlugins.join(', ')}` : 'no Markdown plugin missing';
  console.log(`${label.padEnd(30)} ${(ms[1]! / 1000).toFixed(2).padStart(7)} s (fastest ${(ms[0]! / 1000).toFixed(2)} s, whole command, cold, load ${loadavg()[0]!.toFixed(1)})  ${pages} pages${locales > 1 ? ` in ${locales} locales` : ''}  ${leaking.length} showing MDX syntax${leaking.length ? `: ${leaking.slice(0, 5).join('; ')}` : ''}; ${plugins}`);
}

function folderStats(dir: string): { bytes: number; htmlBytes: number; htmlFiles: number } {
  let bytes = 0, htmlBytes = 0, htmlFiles = 0;
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const size = statSync(path.join(e.parentPath, e.name)).size;
    bytes += size;
    if (e.name === 'index.html') {
      htmlBytes += size;
      htmlFiles++;
    }
  }
  return { bytes, htmlBytes, htmlFiles };
}

/**
 * This machine shares its cores with other guests, and single builds vary by ±30%: small builds run
 * `runs` times (each from the same starting state) and the median is reported, with the fastest beside it.
 */
function buildRuns(runs: number, configPath: string, outDir: string, before: () => void): { median: Figures; fastest: number } {
  const all = Array.from({ length: runs }, () => {
    before();
    return buildOnce(configPath, outDir);
  }).sort((a, b) => a.ms - b.ms);
  return { median: all[Math.floor(runs / 2)]!, fastest: all[0]!.ms };
}

function report(name: string, f: Figures, out: string, fastest?: number) {
  const s = folderStats(out);
  const spread = fastest === undefined ? '' : ` (fastest ${(fastest / 1000).toFixed(2)} s)`;
  console.log(`${name.padEnd(30)} ${(f.ms / 1000).toFixed(2).padStart(7)} s${spread}  CPU ${(f.cpuMs / 1000).toFixed(2)} s  ${Math.round(f.pages / (f.ms / 1000)).toString().padStart(6)} pages/s  `
    + `${(f.maxRssKb / 1024).toFixed(0).padStart(5)} MiB RSS  ${(s.bytes / 1048576).toFixed(1).padStart(7)} MiB out  `
    + `${Math.round(s.htmlBytes / s.htmlFiles).toString().padStart(6)} B/page HTML   (${f.pages} pages; ${Object.entries(f.timings).map(([k, v]) => `${k} ${v}`).join(', ')})`);
}

const only = process.argv[2];
const tmp = mkdtempSync(path.join(tmpdir(), 'docsgen-bench-'));
try {
  console.log('docsgen bench — figures, not pass/fail\n');
  if (!only || only === 'sapling') {
    // Cold: a copy of the site with no cache and no previous output. Warm: the same again, cache on disk.
    const site = path.join(tmp, 'sapling');
    cpSync(path.join(ROOT, 'content'), path.join(site, 'content'), { recursive: true });
    writeFileSync(path.join(site, 'site.config.ts'), readFileSync(path.join(ROOT, 'site.config.ts'), 'utf8'));
    const out = path.join(site, 'build');
    const config = path.join(site, 'site.config.ts');
    const cold = buildRuns(5, config, out, () => {
      for (const d of ['.cache', 'build']) rmSync(path.join(site, d), { recursive: true, force: true });
    });
    report('Sapling site, cold (median of 5)', cold.median, out, cold.fastest);
    const warm = buildRuns(5, config, out, () => undefined);
    report('Sapling site, warm (median of 5)', warm.median, out, warm.fastest);
    const pair = measureColdPair(site);
    const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`cold build vs Markdown pass      docsgen build ${sec(pair.build.ms)} (CPU ${sec(pair.build.cpuMs)}), markdown-it over the same ${pair.files} files ${sec(pair.markdown.ms)} (CPU ${sec(pair.markdown.cpuMs)})`
      + ` → ${(pair.build.ms / pair.markdown.ms).toFixed(2)}× (CPU ${(pair.build.cpuMs / pair.markdown.cpuMs).toFixed(2)}×; medians of ${pair.pairs} alternating pairs of whole processes, load ${loadavg()[0]!.toFixed(1)})`);
    const assets = readdirSync(path.join(out, 'assets'));
    const gzOf = (files: Iterable<string>) => [...files].reduce((n, f) => n + gzipSync(readFileSync(path.join(out, 'assets', f))).length, 0);
    const gz = (prefix: string) => gzOf(assets.filter((f) => f.startsWith(prefix)));
    const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
    // What a page loads: the boot module and the chunks it imports statically (not those only islands or
    // code loaded on demand import); the island adds its own file and chunks on first use.
    const boot = staticallyLoaded(path.join(out, 'assets'), assets.find((f) => f.startsWith('boot.'))!);
    const island = [...staticallyLoaded(path.join(out, 'assets'), assets.find((f) => f.startsWith('island.'))!)].filter((f) => !boot.has(f));
    // A page with Tabs also loads the tabs chunk (and what it imports) as it starts.
    const tabs = new Set([...boot, ...staticallyLoaded(path.join(out, 'assets'), assets.find((f) => f.startsWith('tabs.'))!)]);
    console.log(`first-load JS (boot + shared)   ${kb(gzOf(boot))} gzip (${gzOf(boot)} B); a page with Tabs ${kb(gzOf(tabs))} gzip; CSS ${kb(gz('style.'))} gzip`);
    console.log(`search on first use             island (React + lunr) ${kb(gzOf(island))} gzip; search files ${kb(gz('search-docs.') + gz('search-index.'))} gzip`);
    const q = measureSearch(out);
    console.log(`search query                    p50 ${q.p50.toFixed(2)} ms, p95 ${q.p95.toFixed(2)} ms over ${q.n} queries; index rebuilt from its compact form in ${q.loadMs.toFixed(0)} ms`);
    const h = measureHostileSearch(out);
    console.log(`search query, hostile fuzz      p50 ${h.p50.toFixed(2)} ms, p95 ${h.p95.toFixed(2)} ms, max ${h.max.toFixed(1)} ms over ${h.n} queries (10,000-letter words, 500 one-letter words, lunr syntax, …)`);
    const dev = await measureDevServer(path.join(site, 'site.config.ts'), path.join(site, 'content/docs/overview/stacks.md'));
    console.log(`dev server                      start → first page ${dev.firstPageMs.toFixed(0)} ms; saved edit → painted in place (Chromium) median ${dev.paintedMedianMs.toFixed(0)} ms, p95 ${dev.paintedP95Ms.toFixed(0)} ms (${dev.samples} edits)`);
    for (const { page, scores } of await measureLighthouse(config, out)) {
      console.log(`lighthouse (mobile) ${page.padEnd(36)} ${Object.entries(scores).map(([c, s]) => `${c} ${s}`).join(', ')}`);
    }
    console.log('');
  }
  if ((!only || only === 'targets' || only === 'installed') && existsSync(TARGETS_DIR)) {
    // Real Docusaurus sites, each from its own docusaurus.config, cold (a fresh copy each run), median of 3; and, when
    // DOCSGEN_BENCH_<NAME>_SITE names the site's checkout with its dependencies installed, that too (its Markdown
    // plugins then run: see targets.ts).
    for (const name of ['jest', 'redux']) {
      if (only !== 'installed') printTarget(name, undefined, tmp);
      const installed = installedSite(name);
      if (installed) printTarget(name, installed, tmp);
    }
    console.log('');
  }
  // The generated corpus at growing sizes (categories of 100 pages), a table per size: time and memory should grow
  // linearly, the HTML of a page not at all. `-- corpus` runs 1k to 10k pages; `-- corpus-large` adds 50k and 100k.
  const sizes = [10, 20, 100, ...(only === 'corpus-large' ? [500, 1000] : [])];
  if (!only || only.startsWith('corpus')) {
    console.log('corpus (categories × 100 pages)   wall      CPU    pages/s    peak RSS   HTML/page   output   stages (ms)');
    for (const cats of sizes) {
      const dir = writeCorpus(ROOT, cats, 100);
      const out = path.join(dir, 'build');
      const f = buildOnce(path.join(dir, 'site.config.ts'), out);
      const s = folderStats(out);
      console.log(`${`${(cats * 100).toLocaleString('en')} pages`.padEnd(33)} ${(f.ms / 1000).toFixed(1).padStart(6)} s ${(f.cpuMs / 1000).toFixed(1).padStart(6)} s ${Math.round(f.pages / (f.ms / 1000)).toString().padStart(8)}`
        + ` ${(f.maxRssKb / 1024).toFixed(0).padStart(7)} MiB ${(s.htmlBytes / s.htmlFiles / 1024).toFixed(1).padStart(8)} KB ${(s.bytes / 1048576).toFixed(0).padStart(5)} MiB   ${Object.entries(f.timings).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      // The search files, and a reader's first query (bench/search-first-query.ts: Chromium on a throttled network).
      const all = searchFilesGzip(out);
      // Three rounds, the queries in turn: one run of each is noise on a shared machine.
      const firsts = await measureFirstQuery(path.join(dir, 'site.config.ts'), out, '/docs/category-000/page-000/', [{ query: 'rebase' }, { query: 'commit' }, { query: 'sl commit' }, { query: 'rebase', typed: true }, { query: 'commit', typed: true }], 3);
      const ready = firsts.map((q) => q.readyMs).sort((a, b) => a - b);
      console.log(`  search files ${all.files}, ${(all.bytes / 1024).toFixed(0)} KB gzip; before the box is ready ${(firsts[0]!.readyBytes / 1024).toFixed(0)} KB of them, page load → box ready ${ready[ready.length >> 1]} ms (median of ${ready.length})`);
      console.log(`  first query (slow 4G, medians of 3 runs; in the page, input event → the frame that paints; the harness's own figures in parentheses): ${firstQuerySummary(firsts)}`);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // `-- shards` (10k pages) or `-- shards-large` (100k): 4 shards, merged, against one build.
  if (!only || only.startsWith('shards')) {
    const fig = (b: BuildFigures) => `${(b.ms / 1000).toFixed(1)} s, ${(b.maxRssKb / 1048576).toFixed(2)} GiB`;
    measureShards(only === 'shards-large' ? 1000 : 100, 4, (f) => {
      console.log(`shards: ${f.pages.toLocaleString('en')} corpus pages, one build ${fig(f.one)}; 4 shards, each a process run alone and cold: ${f.shards.map((s) => `${s.pages} pages ${fig(s)}`).join('; ')}`);
      console.log(`  merge ${(f.mergeMs / 1000).toFixed(1)} s (whole command); slowest shard + merge ${((Math.max(...f.shards.map((s) => s.ms)) + f.mergeMs) / 1000).toFixed(1)} s; merged output ${f.differs ? `DIFFERS from one build's at ${f.differs}` : `identical to one build's (${f.files} files, byte for byte)`}`);
    });
  }
  // `-- page-cost`: what a page costs with versioned docs (2,000 pages as one docs folder, against 500 docs in four
  // versions: current + 3 released) and with the site's own remark plugin (1,000 pages; one that changes no doc, one
  // that changes them all without JSX, one that gives them all JSX) and as MDX files, each against the plain corpus.
  if (!only || only === 'page-cost') {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const perPage = (bs: BuildFigures[], key: 'ms' | 'cpuMs') => median(bs.map((b) => b[key] / b.pages));
    const side = (name: string, bs: BuildFigures[]) => `${name} ${perPage(bs, 'ms').toFixed(2)} ms a page (CPU ${perPage(bs, 'cpuMs').toFixed(2)}), `
      + `peak ${(median(bs.map((b) => b.maxRssKb)) / 1024).toFixed(0)} MiB`;
    const report = (what: string, feature: string, c: PageCost) => console.log(`${what} (${c.plain[0]!.pages} pages, ${c.plain.length} alternating pairs, medians): `
      + `${side('plain', c.plain)}; ${side(feature, c.feature)} → ${(perPage(c.feature, 'ms') / perPage(c.plain, 'ms')).toFixed(2)}× `
      + `(CPU ${(perPage(c.feature, 'cpuMs') / perPage(c.plain, 'cpuMs')).toFixed(2)}×) a plain page`);
    report('versioned docs', 'four versions', measurePageCost(writeCorpus(ROOT, 20, 100), writeVersioned(ROOT, 5, 4), 3));
    report('Markdown plugins', 'a remark plugin that changes no doc', measurePageCost(writeCorpus(ROOT, 10, 100), writeWithPlugin(ROOT, 10, 'none'), 3));
    report('Markdown plugins', 'a remark plugin that changes every doc, without JSX', measurePageCost(writeCorpus(ROOT, 10, 100), writeWithPlugin(ROOT, 10, 'text'), 3));
    report('Markdown plugins', 'a remark plugin that gives every doc JSX (the MDX path)', measurePageCost(writeCorpus(ROOT, 10, 100), writeWithPlugin(ROOT, 10, 'jsx'), 3));
    report('MDX docs', 'every doc an .mdx file ending in a JSX element', measurePageCost(writeCorpus(ROOT, 10, 100), writeAsMdx(ROOT, 10), 3));
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

/** `entry` and every file it imports statically, transitively (`import("…")`, loaded on demand, is left out). */
function staticallyLoaded(dir: string, entry: string): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) visit(m[1]!);
  };
  visit(entry);
  return files;
}
