// Puts into each shard of a split index the records of the documents it names as its terms' best hits (`best`,
// split-index.ts), as the chunks give them with their sidebar trails: a pasted word's first results then arrive with
// its shards, one round trip instead of two. Done as the files are written, since the trails are known only after
// the sidebars (and a cached index is reused under other trails); the shards are named again by what they now hold.
import { readVarints } from '../../client/search/compact-index.ts';
import type { SplitIndex } from '../../client/search/split-index.ts';
import { sha1 } from '../hash.ts';
import type { SearchDocs } from './doc-chunks.ts';

const BEST = ',"best":"';

/**
 * Gives `put` each shard with its records in, one at a time (a large site's shards come to hundreds of MB), and
 * returns the global file with the shards' new names.
 */
export function putShardHeads(indexJson: string, shards: readonly [string, string][], docs: SearchDocs, trails: ReadonlyMap<string, string[]>, put: (name: string, json: string) => void): string {
  const trailOf = pageTrails(docs, trails);
  const renamed = new Map<string, string>();
  for (const [name, json] of shards) {
    const at = json.lastIndexOf(BEST);
    if (at < 0) {
      put(name, json);
      continue;
    }
    let doc = 0;
    const heads = readVarints(json.slice(at + BEST.length, json.lastIndexOf('"'))).map((delta) => {
      const record = docs.records.get((doc += delta));
      const trail = trailOf(doc);
      // `{ ...record, trail }` as JSON: a record holds no trail of its own.
      return trail ? `${record.slice(0, -1)},"trail":${JSON.stringify(trail)}}` : record;
    });
    const full = `${json.slice(0, -1)},"heads":[${heads.join(',')}]}`;
    const named = `assets/search-shard.${sha1(full).slice(0, 8)}.json`;
    renamed.set(name.slice('assets/'.length), named.slice('assets/'.length));
    put(named, full);
  }
  const index = JSON.parse(indexJson) as SplitIndex;
  index.shards = index.shards.map((name) => renamed.get(name) ?? name);
  return JSON.stringify(index);
}

/** Document number → the trail of its page (the last page record at or before it), if it has one. */
function pageTrails(docs: SearchDocs, trails: ReadonlyMap<string, string[]>): (doc: number) => string[] | undefined {
  const { pages } = docs;
  return (doc) => {
    let lo = 0;
    let hi = pages.length - 1;
    if (hi < 0 || pages[0]![0] > doc) return undefined;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (pages[mid]![0] <= doc) lo = mid;
      else hi = mid - 1;
    }
    return trails.get(pages[lo]![1]);
  };
}
