// The build cache's search entry in a file of its own beside build.json, named by what the docs were made from: a
// large site's documents and index shards (~400 MB at 100,000 pages) kept build.json near V8's longest string, and
// a warm build silently went cold past it. JSON Lines, written and read a line at a time: a header (the keys, the
// index's global file, the counts), each document, each shard as [name, contents].
import { existsSync } from 'node:fs';
import { fileLines, writeTextFile } from '../text-stream.ts';
import type { SearchDocs } from './doc-chunks.ts';
import { JsonStore } from './json-store.ts';

/** The search files as the build cache keeps them (see BuildCache.search). */
export interface SearchEntry {
  key: string;
  indexJson: string;
  shards?: [string, string][];
  sourcesKey: string;
  docs: SearchDocs;
}

interface Header extends Pick<SearchEntry, 'key' | 'sourcesKey' | 'indexJson'>, Omit<SearchDocs, 'records'> {
  records: number;
  shards?: number;
}

/** The entry's file name (in the cache folder): the same sources make the same entry. */
export function searchEntryName(entry: Pick<SearchEntry, 'sourcesKey'>): string {
  return `search-${entry.sourcesKey}.jsonl`;
}

export async function writeSearchEntry(file: string, entry: SearchEntry): Promise<void> {
  const { key, sourcesKey, indexJson, shards, docs: { records, ...docs } } = entry;
  const header: Header = { key, sourcesKey, indexJson, ...docs, records: records.size, ...(shards ? { shards: shards.length } : {}) };
  await writeTextFile(file, async (write) => {
    await write(`${JSON.stringify(header)}\n`);
    // A document's JSON holds no line break (JSON.stringify escapes them).
    for (const json of records) await write(`${json}\n`);
    for (const shard of shards ?? []) await write(`${JSON.stringify(shard)}\n`);
  });
}

/** The entry `file` holds, if it is there, whole, and for `keys`; else undefined (the search files are made again). */
export function readSearchEntry(file: string, keys: Pick<SearchEntry, 'key' | 'sourcesKey'>): SearchEntry | undefined {
  if (!existsSync(file)) return undefined;
  const lines = fileLines(file);
  try {
    const header = JSON.parse(lines.next().value ?? 'null') as Header | null;
    if (header?.key !== keys.key || header.sourcesKey !== keys.sourcesKey) return undefined;
    const records = new JsonStore();
    const shards: [string, string][] = [];
    for (const line of lines) {
      if (records.size < header.records) records.add(line);
      else shards.push(JSON.parse(line) as [string, string]);
    }
    if (records.size !== header.records || shards.length !== (header.shards ?? 0)) return undefined;
    const { records: _, shards: __, key, sourcesKey, indexJson, ...docs } = header;
    return { key, sourcesKey, indexJson, ...(header.shards !== undefined ? { shards } : {}), docs: { records, ...docs } };
  } catch {
    return undefined;
  } finally {
    // Closes the file when the entry was given up before its end.
    lines.return(undefined);
  }
}
