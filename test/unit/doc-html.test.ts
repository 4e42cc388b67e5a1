// Each doc's HTML kept from its parse to its page (generator/doc-html.ts): in memory, or in a spill file read back
// when asked, with later changes (resolved links) applied on each read.
import { statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changeHtml, inMemory, spillFile } from '../../generator/doc-html.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

test('spilled HTML reads back exactly, multi-byte text and all, each doc at its own place', () => {
  const dir = tmpSite({});
  const file = path.join(dir, 'spill');
  const spill = spillFile(file);
  const texts = ['<p>plain</p>', '<p>é ü 漢字 🎉</p>', '', '<h2 id="x">x</h2>'.repeat(5000)];
  const kept = texts.map(spill.keep);
  assert.is(statSync(file).size, texts.reduce((n, t) => n + Buffer.byteLength(t), 0), 'written to the file, not held');
  kept.forEach((k, i) => assert.is(k.text(), texts[i]));
  assert.is(kept[1]!.text(), texts[1], 'read as often as asked');
  spill.close();
  spill.close();
});

test('changes to spilled HTML apply on read, in order, leaving the stored text as it was', () => {
  const spill = spillFile(path.join(tmpSite({}), 'spill'));
  const base = spill.keep('<a href="#m-0">a</a><a href="#m-1">b</a>');
  const changed = changeHtml(base, (h) => h.replace('#m-0', '/docs/a')).map((h) => h.replace('#m-1', '/docs/b'));
  assert.is(changed.text(), '<a href="/docs/a">a</a><a href="/docs/b">b</a>');
  assert.is(base.text(), '<a href="#m-0">a</a><a href="#m-1">b</a>');
  assert.is(changeHtml('<p>x</p>', (h) => h.toUpperCase()), '<P>X</P>', 'a plain string is changed at once');
  assert.is(inMemory('<p>y</p>').map((h) => `${h}!`).text(), '<p>y</p>!');
  spill.close();
});

test.run();
