// The key of docusaurus-plugin-sass's settings that bundles reused across builds carry (sass-options.ts): the same for
// the same options, another when a value or a function's source changes; options holding a cycle (no text of them)
// are known by the config load that read them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sassKey, sassPluginOptions } from '../../generator/docusaurus/sass-options.ts';

const SITE = '/nowhere/looms';
const keyOf = (options: Record<string, unknown>) => {
  sassPluginOptions(SITE, options, []);
  return sassKey(SITE);
};

test('equal options, equal keys; another value, function source or compiler, another key', () => {
  const base = keyOf({ additionalData: (t: string) => `$w: 3px;\n${t}`, sassOptions: { loadPaths: ['src'] } });
  assert.is(keyOf({ additionalData: (t: string) => `$w: 3px;\n${t}`, sassOptions: { loadPaths: ['src'] } }), base);
  assert.is.not(keyOf({ additionalData: (t: string) => `$w: 5px;\n${t}`, sassOptions: { loadPaths: ['src'] } }), base);
  assert.is.not(keyOf({ additionalData: (t: string) => `$w: 3px;\n${t}`, sassOptions: { loadPaths: ['lib'] } }), base);
  assert.is.not(keyOf({ additionalData: (t: string) => `$w: 3px;\n${t}`, sassOptions: { loadPaths: ['src'] }, implementation: 'sass-embedded' }), base);
});

test('options holding a cycle: no error; the same while that load\'s settings stand, another after the next load', () => {
  const cyclic: Record<string, unknown> = { quietDeps: true };
  cyclic.self = cyclic;
  const first = keyOf({ sassOptions: cyclic });
  assert.is(sassKey(SITE), first);
  assert.is.not(keyOf({ sassOptions: cyclic }), first);
});

test.run();
