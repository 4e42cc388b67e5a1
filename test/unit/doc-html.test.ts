// Each doc's HTML kept from its parse to its page: in memory, or in the build cache's packs (generator/html-packs.ts),
// read back when asked, with later changes (resolved links) applied on each read.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changeHtml, elementIds, inMemory, stored, type DocHtml } from '../../generator/doc-html.ts';
import { htmlPacks } from '../../generator/html-packs.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const packDir = () => path.join(tmpSite({}), 'html');
const packFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

test('packed HTML reads back exactly, multi-byte text and all, each doc at its own place', () => {
  const dir = packDir();
  const packs = htmlPacks(dir);
  const texts = ['<p>plain</p>', '<p>é ü 漢字 🎉</p>', '', '<h2 id="x">x</h2>'.repeat(5000)];
  const kept = texts.map(packs.keep);
  const [pack] = packFiles(dir);
  assert.is(statSync(path.join(dir, pack!)).size, texts.reduce((n, t) => n + Buffer.byteLength(t), 0), 'written to the pack, not held');
  kept.forEach((k, i) => assert.is(k.text(), texts[i]));
  assert.is(kept[1]!.text(), texts[1], 'read as often as asked');
  assert.equal(kept[1]!.packed, { pack: pack!, at: Buffer.byteLength(texts[0]!), bytes: Buffer.byteLength(texts[1]!) });
  packs.close();
  // Another build finds it by its place; a place past the pack's end, or in a pack that is gone, is not found.
  const next = htmlPacks(dir);
  assert.is(next.find(kept[3]!.packed!)!.text(), texts[3]);
  assert.is(next.find({ ...kept[3]!.packed!, bytes: kept[3]!.packed!.bytes + 1 }), undefined);
  assert.is(next.find({ pack: 'gone-1.pack', at: 0, bytes: 1 }), undefined);
  assert.is(next.find({ pack: '../../etc/passwd', at: 0, bytes: 1 }), undefined, 'only a pack name');
  next.close();
});

test('changes apply on read, in order, leaving the stored text as it was; a changed text is not named by its place', () => {
  const packs = htmlPacks(packDir());
  const base = packs.keep('<a href="#m-0">a</a><a href="#m-1">b</a>');
  const changed = changeHtml(base, (h) => h.replace('#m-0', '/docs/a')).map((h) => h.replace('#m-1', '/docs/b'));
  assert.is(changed.text(), '<a href="/docs/a">a</a><a href="/docs/b">b</a>');
  assert.is(base.text(), '<a href="#m-0">a</a><a href="#m-1">b</a>');
  assert.ok(base.packed);
  assert.is(changed.packed, undefined);
  assert.is(changeHtml('<p>x</p>', (h) => h.toUpperCase()), '<P>X</P>', 'a plain string is changed at once');
  assert.is(inMemory('<p>y</p>').map((h) => `${h}!`).text(), '<p>y</p>!');
  packs.close();
});

test('packs no entry uses are pruned; entries of a mostly dead pack move into the new one; a discarded build leaves none', () => {
  const dir = packDir();
  const first = htmlPacks(dir);
  const old = ['<p>one</p>', '<p>two</p>', '<p>three</p>', '<p>four</p>'].map(first.keep);
  first.close();
  const second = htmlPacks(dir);
  // One entry of four still used: its pack is mostly dead.
  const entries = new Map<string, { html: DocHtml }>([['k1', { html: second.find(old[0]!.packed!)! }], ['k2', { html: second.keep('<p>new</p>') }]]);
  assert.ok(second.compact(entries));
  assert.is(entries.get('k1')!.html.text(), '<p>one</p>');
  assert.is(entries.get('k1')!.html.packed!.pack, entries.get('k2')!.html.packed!.pack, 'moved into this build\'s pack');
  second.prune(entries.values());
  assert.equal(packFiles(dir), [entries.get('k2')!.html.packed!.pack]);
  assert.not.ok(second.compact(entries), 'nothing left to move');
  second.close();
  const failed = htmlPacks(dir);
  failed.keep('<p>never cached</p>');
  failed.close(true);
  assert.is(packFiles(dir).length, 1, 'the failed build\'s pack is gone');
  // A pack another running build is writing is left alone (this process stands for it).
  writeFileSync(path.join(dir, `zz-${process.ppid}.pack`), 'x');
  const third = htmlPacks(dir);
  third.prune([]);
  assert.equal(packFiles(dir), [`zz-${process.ppid}.pack`]);
  third.close();
});

test('the element ids a page has are found while its HTML is at hand, entities decoded, and kept with the parse', () => {
  const html = '<h2 id="usage">Usage</h2><a name="old-anchor"></a><div class="x" id="a&amp;b">y</div><p data-id="no">z</p>';
  assert.equal(elementIds(html), ['usage', 'old-anchor', 'a&b']);
  const parse = { html, headings: [], links: [], lead: '', sections: [] };
  const kept = stored(parse, inMemory);
  assert.equal(kept.elementIds, ['usage', 'old-anchor', 'a&b']);
  assert.is(kept.html.text(), html);
});

test.run();
