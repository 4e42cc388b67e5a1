// The size of the CLI's bundle (generator/launch/cli-bundle.js): every command and every worker thread reads its
// file whole, so what it carries for nothing (layout, a second copy of a package) costs each of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundled } from '../../generator/launch/cli-bundle.js';

const files = async () => {
  const dir = path.dirname(await bundled('docsgen'));
  return ['docsgen.cjs', 'worker.cjs'].map((f) => ({ name: f, text: readFileSync(path.join(dir, f), 'latin1') }));
};

test('acorn is in each bundle once, though packages both import and require it', async () => {
  // One of acorn's own messages, in its parser whichever file (CommonJS or ES module) it came from.
  const message = 'Shorthand property assignments are valid only in destructuring patterns';
  for (const { name, text } of await files()) assert.is(text.split(message).length - 1, 1, `${name}: one acorn`);
});

test('the bundles carry no layout: no indentation or comments, line breaks only where the code needs them', async () => {
  for (const { name, text } of await files()) {
    const lines = text.split('\n');
    assert.ok(text.length / lines.length > 1000, `${name}: ${lines.length} lines for ${text.length} bytes`);
  }
});

test.run();
