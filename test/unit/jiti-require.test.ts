// A Docusaurus config's `require()` of a local ES module answers as jiti (Docusaurus's loader, interopDefault) does:
// the default export, with the module's other exports on it; a module without a default stays its namespace.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importModule } from '../../generator/import-module.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-jiti-require-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
/** The packages' `require` a Docusaurus config is loaded with (none needed here). */
const require = Object.assign((id: string) => { throw new Error(`no package ${id}`); }, { resolve: (id: string) => id });

test('the default export of a required ES module is what require answers, its named exports on it', async () => {
  writeFileSync(path.join(dir, 'night.js'), 'const theme = { plain: { color: "#d6deeb" }, styles: [] };\nexport const name = "night";\nexport default theme;\n');
  writeFileSync(path.join(dir, 'parts.js'), 'export const a = 1;\nexport const b = 2;\n');
  const file = path.join(dir, 'docusaurus.config.js');
  writeFileSync(file, "const theme = require('./night');\nconst parts = require('./parts');\nmodule.exports = { color: theme.plain.color, name: theme.name, same: theme.default === theme, parts: { ...parts } };\n");
  const value = await importModule(file, { require }) as Record<string, unknown>;
  assert.is(value.color, '#d6deeb');
  assert.is(value.name, 'night');
  assert.is(value.same, true, '.default still reads the default');
  assert.equal(value.parts, { a: 1, b: 2 }, 'no default: the namespace');
});

test('an ES-module config that imports the same file reads it as an import does', async () => {
  const file = path.join(dir, 'esm.config.mjs');
  writeFileSync(file, "import theme, { name } from './night.js';\nexport default { color: theme.plain.color, name };\n");
  assert.equal(await importModule(file, { require }), { color: '#d6deeb', name: 'night' });
});

test.run();
