import { readdirSync, readFileSync } from 'node:fs';
import { splitEngine, missing } from '../client/search/split-engine.ts';
import { searchPage } from '../client/search/engine.ts';
const dir = process.argv[2] + '/assets';
const read = (f: string) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
const find = (p: string) => readdirSync(dir).find((f) => f.startsWith(p))!;
let t = performance.now();
const e = splitEngine(read(find('search-docs.')), read(find('search-index.')), async (n) => { const t0 = performance.now(); const j = read(n); console.log('  read', n, (performance.now()-t0).toFixed(1)); return j; });
console.log('load', performance.now() - t);
for (const q of ['rebase', 'commit', 'rebase', 'commit']) {
  t = performance.now();
  for (let p = missing(e, q, 0, 5, () => true); p; p = missing(e, q, 0, 5, () => true)) { const t0 = performance.now(); await p; console.log('  awaited', (performance.now() - t0).toFixed(1)); }
  const t1 = performance.now();
  const r = searchPage(e, q, 0, 5);
  console.log(q, 'missing+load', (t1 - t).toFixed(1), 'searchPage', (performance.now() - t1).toFixed(1), r.total);
  e.last = undefined;
}
