// A split site's search documents: chunks of DOC_CHUNK documents by number, which the browser fetches only for the
// hits it shows, and the small file that names them and says which docs version each document is in (a query is
// scoped to a version before any chunk is fetched).
import { writeVarints } from '../../client/search/compact-index.ts';
import type { DocsManifest } from '../../client/search/split-index.ts';
import { sha1 } from '../hash.ts';
import type { SearchDoc, SearchVersion } from '../types.ts';

/** Documents per chunk: about 23 KB (~6 KB gzip) of the bench corpus's documents; a result list of five fetches five at most. */
export const DOC_CHUNK = 100;

/**
 * The chunks (file name under the output folder, contents) and the manifest. `docs` are as the whole documents file
 * holds them: a chunk that starts among a page's headings gets the page's trail on its first document.
 */
export function chunkDocs(docs: SearchDoc[]): { manifestJson: string; chunks: [string, string][] } {
  const chunks: [string, string][] = [];
  let trail: string[] | undefined;
  for (let from = 0; from < docs.length; from += DOC_CHUNK) {
    const chunk = docs.slice(from, from + DOC_CHUNK).map((d, i) => {
      if (d.type === 0) trail = d.trail;
      return i === 0 && d.type !== 0 && trail ? { ...d, trail } : d;
    });
    const json = JSON.stringify(chunk);
    chunks.push([`assets/search-chunk.${sha1(json).slice(0, 8)}.json`, json]);
  }
  const manifest: DocsManifest = { v: 2, size: DOC_CHUNK, chunks: chunks.map(([name]) => name.slice('assets/'.length)), ...versionRuns(docs) };
  return { manifestJson: JSON.stringify(manifest), chunks };
}

/** The docs versions of the documents as runs (none when no document has one). */
function versionRuns(docs: SearchDoc[]): Pick<DocsManifest, 'versions' | 'docVersions'> {
  const versions: SearchVersion[] = [];
  const codes = new Map<string, number>();
  const runs: number[] = [];
  for (const d of docs) {
    let code = 0;
    if (d.version) {
      const key = JSON.stringify(d.version);
      code = codes.get(key) ?? 0;
      if (!code) codes.set(key, (code = versions.push(d.version)));
    }
    if (runs.length && runs[runs.length - 1] === code) runs[runs.length - 2]!++;
    else runs.push(1, code);
  }
  return versions.length ? { versions, docVersions: writeVarints(runs) } : {};
}
