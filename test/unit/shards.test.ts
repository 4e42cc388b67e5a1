// The shard rule (output/shards.ts): `i/n` parsed strictly, slices that cover every route once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseShard, shardBounds, shardRoutes, writesWholeSite } from '../../generator/output/shards.ts';
import type { Route } from '../../generator/types.ts';

test('i/n parses with 1 ≤ i ≤ n; anything else is a message saying how to write it', () => {
  assert.equal(parseShard('2/4'), { index: 2, count: 4 });
  assert.equal(parseShard(' 1/1 '), { index: 1, count: 1 });
  for (const bad of ['0/4', '5/4', '2', '2/0', '-1/4', 'a/b', '1.5/4', '2/4/1', '']) {
    const r = parseShard(bad);
    assert.type(r, 'string', bad);
    assert.match(r as string, /write i\/n with 1 ≤ i ≤ n/);
  }
});

test('the slices of n shards are contiguous, disjoint, cover every route and differ in length by at most one', () => {
  for (const total of [0, 1, 3, 7, 100, 101]) {
    for (const count of [1, 2, 3, 4, 8]) {
      let next = 0;
      const lengths: number[] = [];
      for (let index = 1; index <= count; index++) {
        const { from, to } = shardBounds(total, { index, count });
        assert.is(from, next, `${total} routes, shard ${index}/${count} starts where the previous ended`);
        next = to;
        lengths.push(to - from);
      }
      assert.is(next, total, `${total} routes in ${count} shards: all covered`);
      assert.ok(Math.max(...lengths) - Math.min(...lengths) <= 1, lengths.join());
    }
  }
});

test('without a shard every route is rendered and the whole-site files written; with one, only shard 1 writes them', () => {
  const routes = ['/', '/a', '/b', '/c', '/404.html'].map((path) => ({ path, kind: 'doc', title: path }) as Route);
  assert.is(shardRoutes(routes, undefined), routes);
  assert.equal(shardRoutes(routes, { index: 2, count: 2 }).map((r) => r.path), ['/b', '/c', '/404.html']);
  assert.ok(writesWholeSite(undefined));
  assert.ok(writesWholeSite({ index: 1, count: 3 }));
  assert.not.ok(writesWholeSite({ index: 3, count: 3 }));
});

test.run();
