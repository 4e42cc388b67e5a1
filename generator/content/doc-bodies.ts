// The docs' Markdown bodies after the Markdown stage. A large site's take ~9 KB a doc (~0.9 GB at 100,000 pages),
// and once the docs are parsed and assembled only each doc's Markdown for AI tools (output/llms.ts) reads them:
// `build` releases them then, and that reader reads a doc's body back from its file, which must still be the
// file the build parsed. `serve` keeps them: its rebuilds reuse the unchanged docs without reading them again.
import { readFileSync } from 'node:fs';
import { BuildError } from '../errors.ts';
import type { Doc, DocSource } from '../types.ts';
import { hashOf } from './docs/doc-source.ts';
import type { LoadedSource, StoredDocSource } from './source.ts';

/** A doc's Markdown body (frontmatter removed), as the Markdown stage parsed it. */
export type BodyOf = (doc: Pick<Doc, 'file' | 'body'>) => string;

/** The bodies the docs still hold. */
export const heldBody: BodyOf = (doc) => {
  if (doc.body === undefined) throw new Error(`the body of ${doc.file} was released`);
  return doc.body;
};

/**
 * Drops the bodies `sources`, `entries` (theirs, as the Markdown stage was given them) and `docs` hold: the sources'
 * kept docs take their stored form (the build cache's), the entries are emptied (the sources were assembled).
 * Returns how to read a docs source's doc's body back.
 */
export function releaseBodies(sources: LoadedSource[], entries: DocSource[], docs: Iterable<Doc>): BodyOf {
  const byFile = new Map<string, [StoredDocSource, Preprocess | undefined]>();
  for (const s of sources) {
    for (const [rel, d] of s.kept.docs) {
      const stored = withoutBody(d);
      s.kept.docs.set(rel, stored);
      byFile.set(stored.file, [stored, s.preprocess]);
    }
    s.entries.length = 0;
  }
  entries.length = 0;
  for (const d of docs) d.body = undefined;
  return (doc) => {
    const stored = byFile.get(doc.file);
    return stored ? readBody(...stored) : heldBody(doc);
  };
}

/** A doc as the build cache keeps it: its body is the end of its file, `bodyLength` characters long. */
export function withoutBody(doc: DocSource | StoredDocSource): StoredDocSource {
  if (!('body' in doc)) return doc;
  const onDisk = ON_DISK.get(doc);
  if (onDisk) return onDisk;
  const { body, ...rest } = doc;
  return { ...rest, bodyLength: body.length };
}

/** The stored form of each doc whose body is read from its file (bodyOnDisk). */
const ON_DISK = new WeakMap<object, StoredDocSource>();

/**
 * `doc` with its body read back from its file each time it is asked for (readBody), not held: a large site's
 * bodies, two bytes a character as V8 holds most text, were 1.35 GB at 100,000 pages from the docs' load to the
 * links stage. The body is not enumerable, so docs made by spreading a source do not hold it either (Doc.body
 * is then absent: `build` reads it with the BodyOf of releaseBodies).
 */
export function bodyOnDisk(doc: DocSource, preprocess?: Preprocess): DocSource {
  const stored = withoutBody(doc);
  const lazy = { ...stored } as Partial<StoredDocSource>;
  delete lazy.bodyLength;
  Object.defineProperty(lazy, 'body', { get: () => readBody(stored, preprocess), enumerable: false });
  ON_DISK.set(lazy, stored);
  return lazy as DocSource;
}

/** A doc's body's length, without reading back a body kept on disk. */
export function bodyLength(doc: DocSource): number {
  return ON_DISK.get(doc)?.bodyLength ?? doc.body.length;
}

/** The site's `markdown.preprocessor` the file's text was read with (ContentOptions.preprocess). */
type Preprocess = (raw: string, file: string) => string;

/** The body of a doc read back from its file (its text as preprocessed); a file changed since it was read is an error. */
export function readBody(doc: StoredDocSource, preprocess?: Preprocess): string {
  let raw: string;
  try {
    raw = readFileSync(doc.file, 'utf8');
  } catch (err) {
    throw changed(doc.file, `it cannot be read any more (${(err as NodeJS.ErrnoException).code ?? err})`);
  }
  const text = preprocess ? preprocess(raw, doc.file) : raw;
  if (hashOf(raw, text) !== doc.hash) throw changed(doc.file, 'it was changed');
  return text.slice(text.length - doc.bodyLength);
}

function changed(file: string, what: string): BuildError {
  return new BuildError([{ pos: { file }, message: `the file changed while the site was built: ${what} after the build had read it`, hint: 'build again once the file is saved (an editor or a script was writing it during the build)' }]);
}
