// Functions of a site's config in cache keys (function-identity.ts): known by themselves in a process, by no id
// another process could give another function; on disk, by their source and the config's fingerprint.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { identityOf, keyValue, storedKeyValue } from '../../generator/function-identity.ts';

const made = (brand: string) => (text: string) => text.replaceAll('@@brand@@', brand);
/** This process's first function's id. */
const FIRST = identityOf(() => 0);

test('the same function, the same key; another of the same source (closing over another value), another', () => {
  const first = made('Kettle');
  assert.is(JSON.stringify([first], keyValue), JSON.stringify([first], keyValue));
  assert.is.not(JSON.stringify([made('Kettle')], keyValue), JSON.stringify([first], keyValue));
  assert.is(JSON.stringify([1n, 'x'], keyValue), '["1","x"]');
});

test("another process's first function has another key than this one's", () => {
  const module = fileURLToPath(new URL('../../generator/function-identity.ts', import.meta.url));
  const there = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { identityOf } from ${JSON.stringify(module)}; console.log(identityOf(() => 0));`], { encoding: 'utf8' }).trim();
  assert.ok(there.length > 0);
  assert.is(there.replace(/^.*:/, ''), FIRST.replace(/^.*:/, ''), 'its first function, as FIRST is this one\'s');
  assert.is.not(there, FIRST);
});

test('on disk: the same source of the same config files, the same key, in any process; other files or another source, another', () => {
  const stored = (fn: unknown, context: string) => JSON.stringify([fn, 2n], storedKeyValue(context));
  assert.is(stored(made('Kettle'), 'config-a'), stored(made('Pot'), 'config-a'), 'a closure is known by its source and the config');
  assert.is.not(stored(made('Kettle'), 'config-a'), stored(made('Kettle'), 'config-b'));
  assert.is.not(stored(made('Kettle'), 'config-a'), stored((text: string) => text, 'config-a'));
  assert.not.match(stored(made('Kettle'), 'config-a'), /:/, 'no process id');
  assert.match(stored(made('Kettle'), 'config-a'), /,"2"\]$/);
});

test.run();
