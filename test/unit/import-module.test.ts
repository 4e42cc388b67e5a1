// A site module (config, sidebars) imported through esbuild's bundle of it: the bundles one thread made can be
// handed to another (a worker loading the config for its Markdown plugins), which runs them without bundling again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundledModules, importModule, reuseBundles } from '../../generator/import-module.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-import-module-'));
test.after(() => {
  reuseBundles([]);
  rmSync(dir, { recursive: true, force: true });
});

test('the bundles made are listed; given back, an import runs them as they were, without reading the files again', async () => {
  const file = path.join(dir, 'shelf.config.ts');
  writeFileSync(path.join(dir, 'count.ts'), 'export const count: number = 3;\n');
  writeFileSync(file, "import { count } from './count';\nexport default { shelves: count };\n");
  assert.equal(await importModule(file), { shelves: 3 });
  const made = bundledModules().filter(([key]) => key.endsWith(file));
  assert.is(made.length, 1, 'one bundle of the module, its local import inside');
  // The files change: a thread given the earlier bundles still runs those (as a worker does, in the same build).
  writeFileSync(path.join(dir, 'count.ts'), 'export const count: number = 4;\n');
  reuseBundles(made);
  assert.equal(await importModule(file), { shelves: 3 });
  reuseBundles([]);
  assert.equal(await importModule(file), { shelves: 4 });
});

test('a module whose packages stay external is another bundle than the same file bundled whole', async () => {
  const file = path.join(dir, 'lamp.config.js');
  writeFileSync(file, "const { sep } = require('node:path');\nmodule.exports = { sep };\n");
  const require = Object.assign((id: string) => (id === 'node:path' ? { sep: '|' } : undefined), { resolve: (id: string) => id });
  assert.equal(await importModule(file, { require }), { sep: '|' });
  assert.equal(await importModule(file), { sep: path.sep });
  assert.is(bundledModules().filter(([key]) => key.endsWith(file)).length, 2);
});

test('an error thrown while the module runs is still at the line of the site file that threw', async () => {
  const file = path.join(dir, 'broken.config.js');
  writeFileSync(file, "const shelves = 2;\n\nthrow new Error('no shelf');\nmodule.exports = { shelves };\n");
  const err = await importModule(file).then(() => undefined, (e: unknown) => e as { problems?: { pos: { file: string; line?: number } }[] });
  assert.equal(err?.problems?.[0]?.pos, { file, line: 3, column: 7 });
});

test.run();
