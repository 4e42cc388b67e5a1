// The index's texts reach the worker through a temp file: each slice read back as it was put, non-ASCII text
// included, and the file has no name while it is in use.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openIndexSpill, readSpilled } from '../../generator/search/index-spill.ts';
import type { IndexText } from '../../generator/search/records.ts';

const spillFiles = () => readdirSync(tmpdir()).filter((f) => f.startsWith(`docsgen-index-${process.pid}-`));

test('slices come back as they were put, in any order, and the file has no name', () => {
  const spill = openIndexSpill();
  assert.ok(spill, 'a spill file could be made');
  const first: IndexText[] = [[0, 'Café crème', 'Une tasse — “très” chaude… 🍵'], [1, 'Options', '']];
  const second: IndexText[] = [[2, '', 'line\nbreaks\tand "quotes" \\ backslashes']];
  const a = spill!.put(first);
  const b = spill!.put(second);
  assert.is(b.at, a.at + a.bytes, 'appended');
  assert.equal(spillFiles(), [], 'no name left in the temp folder');
  assert.equal(readSpilled(b), second);
  assert.equal(readSpilled(a), first);
  spill!.close();
});

test('a place past what was written is an error, not a short slice', () => {
  const spill = openIndexSpill()!;
  const place = spill.put([[0, 'a', 'b']]);
  assert.throws(() => readSpilled({ ...place, bytes: place.bytes + 10 }), /ended early/);
  spill.close();
});

test.run();
