// What one build hands the next so unchanged work is skipped: Markdown results by content hash, the client
// bundle by a hash of its sources, the search files by a hash of their records (and of the docs' sources). `build` keeps it in
// `.cache/build.json` (the docs' HTML in packs beside it, html-packs.ts); `serve` keeps it in memory.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { constants } from 'node:buffer';
import path from 'node:path';
import type { BundleResult } from './output/client-assets.ts';
import type { MarkdownCache } from './markdown/cache.ts';
import type { MdxCache } from './mdx/stage.tsx';
import type { SourceCache, StoredDocSource } from './content/source.ts';
import { withoutBody } from './content/doc-bodies.ts';
import { inMemory, type PackedText } from './doc-html.ts';
import type { HtmlPacks } from './html-packs.ts';
import type { ParsedMarkdown } from './types.ts';
import type { Problem } from './errors.ts';
import { makeDirs, writeFault } from './fs-faults.ts';
import { sha1 } from './hash.ts';
import { packageFile } from './package-paths.ts';
import { sourceVersion, STAGE_SOURCES } from './source-version.ts';
import { readSearchEntry, searchEntryName, writeSearchEntry, type SearchEntry, type StagedSearchEntry } from './search/cache-file.ts';
import { writeTextFile } from './text-stream.ts';

export interface BuildCache {
  markdown: MarkdownCache;
  /** Compiled MDX docs (see mdx/stage.tsx). */
  mdx?: MdxCache;
  bundle?: { key: string; result: BundleResult };
  /**
   * The serialized index (and its shards, when split), keyed by a hash of the search documents it was built from; and the documents, keyed by
   * what the docs were made from (a warm build does not even compute them). In a file of its own (search/cache-file.ts),
   * which `build` writes as soon as the entry is made (then only its keys are here).
   */
  search?: SearchEntry | StagedSearchEntry;
  /** Route → fingerprint of everything its page was rendered from. */
  renderKeys?: Map<string, string>;
  /**
   * The output folder those pages were written to (absolute); none for `serve`'s pages in memory. Pages
   * are reused only from that folder: another folder, or one left by another build, may hold other versions.
   */
  renderedTo?: string;
  /** Output file → stamp of the file that folder held when this cache was written: a page is reused only if it is still that file. */
  outputs?: Map<string, string>;
  /** The docs as read and parsed, by docs-relative path, and the content options they were read with. */
  sources?: Map<string, SourceCache>;
}


let frontEnd: string | undefined;

/**
 * Changes whenever anything the client bundle or the page HTML is made from changes: the client and template
 * sources, the route renderer, the installed packages. Read once per process: `serve` does not watch them.
 */
export function frontEndKey(): string {
  if (frontEnd) return frontEnd;
  // The lock file holds every installed version in a clone; an installed docsgen has none, and pins its own.
  const manifests = ['package.json', 'package-lock.json'].flatMap((f) => {
    try {
      return [readFileSync(packageFile(f))];
    } catch {
      return [];
    }
  });
  frontEnd = sha1(sourceVersion(STAGE_SOURCES.frontEnd), ...manifests);
  return frontEnd;
}

/**
 * The cache `build` or `serve` left; its Markdown entries' HTML found in `packs` (an entry whose pack is gone is
 * dropped: parsed again). `serve` reads their text at once: a build may remove the packs while it runs.
 */
export function readBuildCache(file: string, packs: HtmlPacks, read: 'when-asked' | 'now' = 'when-asked'): BuildCache {
  const html = (stored: string | PackedText) => {
    if (typeof stored === 'string') return inMemory(stored);
    const found = packs.find(stored);
    return found && read === 'now' ? inMemory(found.text()) : found;
  };
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    // Its entries hold absolute paths (messages' files, compiled modules): a site folder copied or moved with its
    // `.cache` starts without it rather than report the old folder's paths.
    if (raw.at !== path.dirname(path.resolve(file))) return { markdown: new Map() };
    const bundle = raw.bundle ? { key: raw.bundle.key, result: { entries: raw.bundle.entries, files: new Map(Object.entries(raw.bundle.files as Record<string, string>)) } } : undefined;
    return {
      markdown: new Map(Object.entries(raw.markdown as Record<string, Omit<ParsedMarkdown, 'html'> & { html: string | PackedText }>).flatMap(([k, v]) => {
        const found = html(v.html);
        return found ? [[k, { ...v, html: found }] as const] : [];
      })), mdx: raw.mdx ? new Map(Object.entries(raw.mdx)) : undefined, bundle, search: readSearch(file, raw.search),
      renderKeys: new Map(Object.entries(raw.renderKeys ?? {})), renderedTo: raw.renderedTo ?? undefined,
      outputs: new Map(Object.entries(raw.outputs ?? {})),
      sources: new Map(Object.entries((raw.sources ?? {}) as Record<string, { key: string; docs: Record<string, StoredDocSource> }>)
        .filter(([, s]) => typeof s?.key === 'string').map(([id, s]) => [id, { key: s.key, docs: new Map(Object.entries(s.docs)) }])),
    };
  } catch {
    return { markdown: new Map() };
  }
}

/** Whether `next` holds exactly what `previous` did, so the file need not be written again. */
export function sameBuildCache(previous: BuildCache, next: BuildCache): boolean {
  const sameKeys = <V>(a: ReadonlyMap<string, V> | undefined, b: ReadonlyMap<string, V> | undefined, value: boolean) =>
    (a?.size ?? 0) === (b?.size ?? 0) && [...(b ?? [])].every(([k, v]) => a!.has(k) && (!value || a!.get(k) === v));
  return previous.bundle?.key === next.bundle?.key
    && previous.renderedTo === next.renderedTo
    && previous.search?.key === next.search?.key
    && previous.search?.sourcesKey === next.search?.sourcesKey
    && sameKeys(previous.renderKeys, next.renderKeys, true)
    && sameKeys(previous.outputs, next.outputs, true)
    && sameKeys(sourceKeys(previous.sources), sourceKeys(next.sources), true)
    // Markdown entries are keyed by a hash of their input: the same key is the same entry.
    && sameKeys(previous.markdown, next.markdown, false)
    && sameKeys(previous.mdx, next.mdx, false);
}

/** Per source, per file: the source's key (as kept on disk) and the file's hash. */
function sourceKeys(sources: ReadonlyMap<string, SourceCache> | undefined): Map<string, string> {
  return new Map([...(sources ?? [])].flatMap(([id, s]) => [[id, s.storedKey ?? s.key] as const, ...[...s.docs].map(([rel, d]) => [`${id}\0${rel}`, d.hash] as const)]));
}

/** The search entry build.json names (its own file beside it), if it is there and whole. */
function readSearch(file: string, named: { key?: unknown; sourcesKey?: unknown } | null | undefined): SearchEntry | undefined {
  if (typeof named?.key !== 'string' || typeof named.sourcesKey !== 'string') return undefined;
  const keys = { key: named.key, sourcesKey: named.sourcesKey };
  return readSearchEntry(path.join(path.dirname(file), searchEntryName(keys)), keys);
}

/** A cache file written beside its place: `commit` puts it there (a disk fault: a warning), `discard` removes it. */
export interface StagedCache {
  commit(): Promise<Problem | undefined>;
  discard(): Promise<void>;
}

/** Staged and put in place at once; a disk fault is a warning. */
export async function writeBuildCache(file: string, cache: BuildCache): Promise<Problem | undefined> {
  const staged = await stageBuildCache(file, cache);
  return 'commit' in staged ? staged.commit() : staged;
}

/** Past this many characters build.json could not be read back (one string): V8's longest. */
export const CACHE_FILE_MAX_CHARS = constants.MAX_STRING_LENGTH;

/**
 * Written entry by entry: one JSON.stringify of a large site's cache would hold the whole file in memory twice.
 * Pure ASCII (other characters as JSON `\\u` escapes): read back as a one-byte string, decoding and parsing it
 * take a fraction of the time, and a warm build is mostly this read. Staged beside its place before the output is
 * swapped and put in place after: a disk that cannot take it (full, read-only) is a warning, returned, with no temp
 * file left — the site is built either way, and a cache that cannot be written costs the next build its reuse. So
 * is a cache file longer than `maxChars`, which the next build could not read: it is not kept.
 */
export async function stageBuildCache(file: string, cache: BuildCache, maxChars = CACHE_FILE_MAX_CHARS): Promise<StagedCache | Problem> {
  const temp = `${file}.tmp-${process.pid}`;
  // The search entry's file is named by its sources: one already there holds the same entry. A staged one is written.
  const entry = cache.search;
  const search = entry && path.join(path.dirname(file), searchEntryName(entry));
  const unwritten = entry && 'docs' in entry ? entry : undefined;
  const searchTemp = entry && !('docs' in entry) ? entry.staged : search && !existsSync(search) ? `${search}.tmp-${process.pid}` : undefined;
  const discard = async () => {
    await rm(temp, { force: true });
    if (searchTemp) await rm(searchTemp, { force: true });
  };
  const asWarning = async (err: unknown) => {
    await discard();
    if (err instanceof CacheTooLong) return err.problem(file);
    const fault = writeFault(err, file, 'the build cache');
    if (!fault) throw err;
    return { ...fault, hint: `the site was built; until ${path.dirname(file)} can be written, each build starts without the cache` };
  };
  try {
    makeDirs(path.dirname(file));
    if (unwritten && searchTemp) await writeSearchEntry(searchTemp, unwritten);
    await writeCacheJson(file, temp, cache, maxChars);
  } catch (err) {
    return asWarning(err);
  }
  return {
    async commit() {
      try {
        if (searchTemp) await rename(searchTemp, search!);
        await rename(temp, file);
      } catch (err) {
        return asWarning(err);
      }
      removeOtherSearchEntries(path.dirname(file), search);
      return undefined;
    },
    discard,
  };
}

/** A build.json too long to be read back. */
class CacheTooLong extends Error {
  constructor(readonly maxChars: number) {
    super('the build cache is too long');
  }

  problem(file: string): Problem {
    return {
      pos: { file },
      message: `the build cache was not kept: it is over ${(this.maxChars / 2 ** 20).toFixed(1)} MB, longer than the next build could read back`,
      hint: 'the site was built; each build of it starts without the cache (every page made again) until the site is smaller or built in parts',
    };
  }
}

/** Removes the search entries in `dir` other than `kept` (the one build.json now names). */
function removeOtherSearchEntries(dir: string, kept: string | undefined): void {
  for (const name of readdirSync(dir)) {
    if (/^search-[0-9a-f]+\.jsonl$/.test(name) && path.join(dir, name) !== kept) rmSync(path.join(dir, name), { force: true });
  }
}

async function writeCacheJson(file: string, temp: string, cache: BuildCache, maxChars: number): Promise<void> {
  const text = (d: string | Uint8Array) => (typeof d === 'string' ? d : Buffer.from(d).toString('utf8'));
  const bundle = cache.bundle && {
    key: cache.bundle.key,
    entries: cache.bundle.result.entries,
    files: Object.fromEntries([...cache.bundle.result.files].map(([f, d]) => [f, text(d)])),
  };
  let chars = 0;
  await writeTextFile(temp, (write) => writeEntries(file, cache, bundle, (chunk) => {
    const ascii = asciiOnly(chunk);
    if ((chars += ascii.length) > maxChars) throw new CacheTooLong(maxChars);
    return write(ascii);
  }));
}

async function writeEntries(file: string, cache: BuildCache, bundle: unknown, write: (chunk: string) => Promise<void>): Promise<void> {
  await write(`{"at":${JSON.stringify(path.dirname(path.resolve(file)))},"markdown":{`);
  let first = true;
  for (const [key, value] of cache.markdown) {
    await write(`${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify({ ...value, html: value.html.packed ?? value.html.text() })}`);
    first = false;
  }
  await write('},"mdx":{');
  first = true;
  for (const [key, value] of cache.mdx ?? []) {
    await write(`${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`);
    first = false;
  }
  await write('},"sources":{');
  let firstSource = true;
  for (const [id, source] of cache.sources ?? []) {
    await write(`${firstSource ? '' : ','}${JSON.stringify(id)}:{"key":${JSON.stringify(source.storedKey ?? source.key)},"docs":{`);
    firstSource = false;
    first = true;
    for (const [rel, doc] of source.docs) {
      await write(`${first ? '' : ','}${JSON.stringify(rel)}:${JSON.stringify(withoutBody(doc))}`);
      first = false;
    }
    await write('}}');
  }
  // The search entry by its keys: its file is beside this one.
  const search = cache.search ? { key: cache.search.key, sourcesKey: cache.search.sourcesKey } : null;
  await write(`},"bundle":${JSON.stringify(bundle ?? null)},"search":${JSON.stringify(search)}`);
  await write(`,"renderKeys":${JSON.stringify(Object.fromEntries(cache.renderKeys ?? []))},"renderedTo":${JSON.stringify(cache.renderedTo ?? null)},"outputs":${JSON.stringify(Object.fromEntries(cache.outputs ?? []))}}`);
}

/**
 * JSON text with every non-ASCII character escaped (JSON syntax itself is ASCII: only strings hold others). A loop
 * of `exec`, not `replace` with a function: the installed jest's 8.8 MB cache (~800 such characters) in ~100 ms of
 * CPU, not ~160 ms, at the end of every build.
 */
function asciiOnly(json: string): string {
  const other = /[\u007f-\uffff]/g;
  let out = '';
  let from = 0;
  for (let m = other.exec(json); m; m = other.exec(json)) {
    out += `${json.slice(from, m.index)}\\u${json.charCodeAt(m.index).toString(16).padStart(4, '0')}`;
    from = m.index + 1;
  }
  return from ? out + json.slice(from) : json;
}
