// Writes a split index's shards as the browser fetches them: each text shard's terms' best hits (`words`, `best`:
// split-index.ts) go into its heads file with the records of their documents, as the chunks give them with their
// sidebar trails, so a pasted word's first results come in one round trip, in a file of a few KB, however large
// its postings. Done as the files are written, since the trails are known only after the sidebars (and a cached
// index is reused under other trails). The files are named by number under the hash the chunks share, which covers
// the index's key and the trails: the global file lists no names.
import { readVarints } from '../../client/search/compact-index.ts';
import { headsName, isTextShard, shardName } from '../../client/search/split-index.ts';
import type { SearchDocs } from './doc-chunks.ts';
import type { NamedSplitIndex } from './split-index.ts';

const BEST = ',"best":"';
const WORDS = ',"words":"';

/**
 * Gives `put` each shard (name under the output folder, contents), and each text shard's heads, one at a time (a
 * large site's shards come to hundreds of MB), named under `hash` (the manifest's `chunks`); returns the global file.
 */
export function putShardHeads(indexJson: string, shards: readonly [string, string][], docs: SearchDocs, trails: ReadonlyMap<string, string[]>, hash: string, put: (name: string, json: string) => void): string {
  const trailOf = pageTrails(docs, trails);
  // The shards come in the order the global file named them: shard n is the nth.
  const { shards: _, ...index } = JSON.parse(indexJson) as NamedSplitIndex;
  for (const [n, [, json]] of shards.entries()) {
    const at = json.lastIndexOf(BEST);
    const from = json.indexOf(WORDS);
    if (at < 0 || from < 0) {
      put(`assets/${shardName(hash, n)}`, json);
      if (isTextShard(index, n)) put(`assets/${headsName(hash, n)}`, '{"v":3}');
      continue;
    }
    let doc = 0;
    const heads = readVarints(json.slice(at + BEST.length, json.lastIndexOf('"'))).map((delta) => {
      const record = docs.records.get((doc += delta));
      const trail = trailOf(doc);
      // `{ ...record, trail }` as JSON: a record holds no trail of its own.
      return trail ? `${record.slice(0, -1)},"trail":${JSON.stringify(trail)}}` : record;
    });
    put(`assets/${shardName(hash, n)}`, `${json.slice(0, from)}}`);
    put(`assets/${headsName(hash, n)}`, `{"v":3,${json.slice(from + 1, -1)},"heads":[${heads.join(',')}]}`);
  }
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
