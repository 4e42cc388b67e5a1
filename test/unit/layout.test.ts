// The layout's rules (design §2, issue 21): no import circles (type imports included), nothing under generator/
// imports bin/, client/ and templates/ take only types from the generator, and no source file passes 300 lines.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['bin', 'generator', 'client', 'templates'];
const files = FOLDERS.flatMap((d) => readdirSync(path.join(ROOT, d), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(ts|tsx|js)$/.test(f) && !f.endsWith('.d.ts')).map((f) => `${d}/${f.split(path.sep).join('/')}`));
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

interface Edge {
  to: string;
  typeOnly: boolean;
}
const imports = new Map<string, Edge[]>(files.map((f) => [f, [...readFileSync(path.join(ROOT, f), 'utf8').matchAll(IMPORT)].map((m) => ({
  to: path.posix.normalize(path.posix.join(path.posix.dirname(f), m[2] ?? m[3]!)),
  typeOnly: m[1] !== undefined,
}))]));

test('no import circles, type imports included', () => {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const circles: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const { to } of imports.get(f) ?? []) {
      if (state.get(to) === 'open') circles.push([...stack.slice(stack.indexOf(to)), to].join(' → '));
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  assert.equal(circles, []);
});

test('the generator never imports bin/; client/ and templates/ take only types from the generator', () => {
  const wrong = [...imports].flatMap(([from, edges]) => edges.filter((e) =>
    (from.startsWith('generator/') && e.to.startsWith('bin/'))
    || (/^(client|templates)\//.test(from) && e.to.startsWith('generator/') && !e.typeOnly)).map((e) => `${from} → ${e.to}`));
  assert.equal(wrong, []);
});

test('every source file is at most 300 lines', () => {
  const long = files.map((f) => [f, readFileSync(path.join(ROOT, f), 'utf8').trimEnd().split('\n').length] as const).filter(([, n]) => n > 300);
  assert.equal(long, []);
});

test('the import scan sees the imports (a check that cannot pass vacuously)', () => {
  assert.ok(imports.get('generator/build.ts')!.some((e) => e.to === 'generator/content/sources.ts'));
  assert.ok(imports.get('client/navigation.ts')!.some((e) => e.to === 'generator/types.ts' && e.typeOnly));
});

test.run();
