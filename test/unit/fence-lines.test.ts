// The one reader of fenced code that the quick line passes share (lint, MDX detection, MDX 1 rewriting).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FenceLines } from '../../generator/markdown/fence-lines.ts';

const inFences = (text: string, mayOpen: (i: number) => boolean = () => true) => {
  const fences = new FenceLines();
  return text.split('\n').map((line, i) => fences.next(line, mayOpen(i)));
};

test('a block closes on a run of its own character at least as long, with nothing after it', () => {
  assert.equal(inFences('a\n````md\n```js\n```\n~~~~\n```` x\n````\nb'), [false, true, true, true, true, true, true, false]);
});

test('up to three spaces before a fence; four is indented code, not a fence', () => {
  assert.equal(inFences('   ```\n x\n   ```\n    ```\ny'), [true, true, true, false, false]);
});

test('where no block may start, a fence line is text; a block never closed is reported by where it opened', () => {
  assert.equal(inFences('```\nx', (i) => i > 0), [false, false]);
  const fences = new FenceLines();
  for (const line of ['a', 'b', '~~~~ js', 'code']) fences.next(line);
  assert.equal([fences.marker, fences.openedAt], ['~~~~', 2]);
});

test.run();
