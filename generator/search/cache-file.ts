// The build cache's search entry in a file of its own beside build.json, named by what the docs were made from: a
// large site's documents and index shards (~400 MB at 100,000 pages) kept build.json near V8's longest string, and
// a warm build silently went cold past it. JSON Lines, written and read a line at a time: a header (the keys, the
// index's global file, the counts), each document, each shard as [name, contents].
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { makeDirs } from '../fs-faults.ts';
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

/**
 * An entry already written beside its place as soon as it was made (`build`: its documents and shards, ~400 MB at
 * 100,000 pages, were otherwise held through the render until the cache was written): only its keys are kept.
 */
export interface StagedSearchEntry extends Pick<SearchEntry, 'key' | 'sourcesKey'> {
  /** The temp file holding it, which the build cache's commit puts in place; none when the file there holds it already. */
  staged?: string;
}

/** Stages entries in the cache folder `dir` (searchStage.put); `discard` removes what a failed build staged. */
export function searchEntryStage(dir: string): { put(entry: SearchEntry): Promise<SearchEntry | StagedSearchEntry>; discard(): Promise<void> } {
  const temps: string[] = [];
  return {
    async put(entry) {
      const { key, sourcesKey } = entry;
      const file = path.join(dir, searchEntryName(entry));
      if (existsSync(file)) return { key, sourcesKey };
      const temp = `${file}.tmp-${process.pid}`;
      temps.push(temp);
      try {
        makeDirs(dir);
        await writeSearchEntry(temp, entry);
      } catch {
        // Kept in memory instead: the cache's own write tells what is wrong with the disk (a warning).
        await rm(temp, { force: true }).catch(() => undefined);
        return entry;
      }
      return { key, sourcesKey, staged: temp };
    },
    async discard() {
      await Promise.all(temps.map((t) => rm(t, { force: true })));
    },
  };
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
