// `../shared` beside the repository (the workspace's Sapling facts and two real Docusaurus sites) is not part of the
// repository: a plain clone or a source archive has none. Tests that need it skip, each file with one line saying why.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';

const SHARED = path.resolve(import.meta.dirname, '../../../shared');

/** `../shared/<rel>` when it is there; otherwise undefined, after one line saying that `what` is skipped and why. */
export function shared(rel: string, what: string): string | undefined {
  const file = path.join(SHARED, rel);
  if (existsSync(file)) return file;
  console.log(`skip: ${what}: ../shared/${rel} is not beside the repository (a plain clone or source archive has no ../shared)`);
  return undefined;
}

/** uvu's `test` when `needed` is there, else its `test.skip` (the run counts those tests as skipped). */
export function testWith(needed: string | undefined): typeof test {
  return needed ? test : (test.skip as typeof test);
}
