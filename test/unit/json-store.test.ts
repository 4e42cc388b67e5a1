// The search documents' store (generator/search/json-store.ts): pieces read back as written, and as one JSON array in
// UTF-8 chunks (what the index key hashes) whatever the pieces' sizes against its blocks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JsonStore } from '../../generator/search/json-store.ts';

const joined = (store: JsonStore) => {
  // Each chunk is copied before the next is asked for.
  const chunks: Buffer[] = [];
  for (const bytes of store.arrayBytes()) chunks.push(Buffer.from(bytes));
  return Buffer.concat(chunks).toString('utf8');
};

test('an empty store is the empty array', () => {
  assert.is(joined(new JsonStore()), '[]');
});

test('pieces come back as written, and joined as the array JSON.stringify writes', () => {
  const docs = Array.from({ length: 5000 }, (_, i) => ({ i, title: `Doc ${i} — “quoted” ${'é'.repeat(i % 7)}`, text: 'x'.repeat((i * 37) % 3000) }));
  const store = new JsonStore();
  for (const d of docs) store.add(JSON.stringify(d));
  assert.is(store.size, docs.length);
  assert.is(store.get(4321), JSON.stringify(docs[4321]));
  assert.is(joined(store), JSON.stringify(docs));
});

test('a piece larger than a block, among small ones, is joined whole', () => {
  const docs = [{ a: 1 }, { big: 'ü'.repeat(3 << 20) }, { b: 2 }, { big: 'z'.repeat(5 << 20) }];
  const store = new JsonStore();
  for (const d of docs) store.add(JSON.stringify(d));
  assert.is(joined(store), JSON.stringify(docs));
});

test.run();
