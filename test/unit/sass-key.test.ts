// The key of docusaurus-plugin-sass's settings that bundles reused across builds carry (sass-options.ts): the same for
// the same options, another when a value or a function changes (a function of another config load is another, its
// source the same or not: what it closes over may differ); options holding a cycle are known by the load that read them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sassKey, sassPluginOptions } from '../../generator/docusaurus/sass-options.ts';

const SITE = '/nowhere/looms';
const keyOf = (options: Record<string, unknown>) => {
  sassPluginOptions(SITE, options, []);
  return sassKey(SITE);
};

test('equal options, equal keys; another value, function or compiler, another key', () => {
  const add = (t: string) => `$w: 3px;\n${t}`;
  const base = keyOf({ additionalData: add, sassOptions: { loadPaths: ['src'] } });
  assert.is(keyOf({ additionalData: add, sassOptions: { loadPaths: ['src'] } }), base);
  assert.is.not(keyOf({ additionalData: (t: string) => `$w: 5px;\n${t}`, sassOptions: { loadPaths: ['src'] } }), base);
  assert.is.not(keyOf({ additionalData: add, sassOptions: { loadPaths: ['lib'] } }), base);
  assert.is.not(keyOf({ additionalData: add, sassOptions: { loadPaths: ['src'] }, implementation: 'sass-embedded' }), base);
});

test('a function of the same source closing over another value (the next config load\'s): another key', () => {
  const made = (width: string) => (t: string) => `$w: ${width};\n${t}`;
  const first = keyOf({ additionalData: made('3px') });
  assert.is.not(keyOf({ additionalData: made('5px') }), first);
  assert.is.not(keyOf({ additionalData: made('3px') }), first, 'another load\'s function, though it gives the same today');
});

test('options holding a cycle: no error; the same while that load\'s settings stand, another after the next load', () => {
  const cyclic: Record<string, unknown> = { quietDeps: true };
  cyclic.self = cyclic;
  const first = keyOf({ sassOptions: cyclic });
  assert.is(sassKey(SITE), first);
  assert.is.not(keyOf({ sassOptions: cyclic }), first);
});

test.run();
