// The docs folder read: its docs and category files found (include/exclude globs), each parsed, unchanged ones
// reused from the previous build. The only place that reads content files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { parseCategory } from './category.ts';
import { findContentFiles } from '../discover.ts';
import { hashOf, parseDocSource, type ContentOptions } from './doc-source.ts';
import { BuildError, type Problem } from '../../errors.ts';
import type { CategoryMeta, DocSource } from '../../types.ts';
import type { StoredDocSource } from '../source.ts';
import { bodyOnDisk } from '../doc-bodies.ts';

export interface Content {
  docs: DocSource[];
  categories: Map<string, CategoryMeta>;
  /** Found but not built (links that loop): the build warns about each. */
  skipped: Problem[];
}

/** Docusaurus's default `exclude`: partials (`_`-prefixed files and folders) and tests are never pages. */
export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
/** Kept even when a site sets its own `exclude`: a partial is imported by other docs, never a page. */
const PARTIALS = DEFAULT_EXCLUDE.slice(0, 2);


/**
 * `reuse`: docs read by a previous build, by docs-relative path; an unchanged file (same hash) is not parsed
 * again. `changed`: when the caller knows which files changed since (serve's watcher), the other reused
 * docs are not even read. `bodiesOnDisk`: each doc reads its body back from its file when asked for (doc-bodies.ts).
 */
export async function loadContent(opts: ContentOptions, reuse?: ReadonlyMap<string, DocSource | StoredDocSource>, changed?: ReadonlySet<string>, bodiesOnDisk = false): Promise<Content> {
  const problems: Problem[] = [];
  // Every Markdown and category file (symbolic-link loops skipped), then Docusaurus's include/exclude globs.
  const included = picomatch(opts.include ?? ['**/*.{md,mdx}']);
  const excluded = picomatch([...new Set([...PARTIALS, ...(opts.exclude ?? DEFAULT_EXCLUDE)])]);
  const found = findContentFiles(opts.docsDir, (name) => /\.mdx?$/.test(name) || CATEGORY_FILE.test(name));
  problems.push(...found.unreadable);
  const files = found.files.filter((f) => (CATEGORY_FILE.test(f) || included(f)) && !excluded(f));
  const docs: DocSource[] = [];
  const categories = new Map<string, CategoryMeta>();
  const skipped: Problem[] = [...found.loops];
  for (const rel of files) {
    // Docusaurus lists the default locale's docs and reads each from the locale's folder where it has it.
    const translated = opts.localizedDir && !CATEGORY_FILE.test(rel) ? path.join(opts.localizedDir, rel) : undefined;
    const file = translated && existsSync(translated) ? translated : path.join(opts.docsDir, rel);
    const known = reuse?.get(rel);
    if (known && 'body' in known && changed && !changed.has(file)) {
      docs.push(known);
      continue;
    }
    let raw: string;
    try {
      raw = readFileSync(file, 'utf8');
    } catch (err) {
      problems.push({ pos: { file }, message: `cannot read the file (${(err as NodeJS.ErrnoException).code ?? err})`, hint: 'check its permissions' });
      continue;
    }
    try {
      if (CATEGORY_FILE.test(rel)) {
        const dir = path.posix.dirname(rel);
        const key = dir === '.' ? '' : dir;
        if (categories.has(key)) {
          problems.push({ pos: { file }, message: `a second category file in ${key || 'the docs root'} (also ${categories.get(key)!.file})`, hint: 'keep one of _category_.json, _category_.yml, _category_.yaml' });
          continue;
        }
        categories.set(key, parseCategory(raw, file, key, opts.numberPrefixParser));
      } else {
        const text = opts.preprocess ? opts.preprocess(raw, file) : raw;
        const doc = known && known.hash === hashOf(raw, text) ? withBody(known, text)
          : parseDocSource(raw, file, rel, opts, opts.parseFrontMatter && await opts.parseFrontMatter(raw, file), text);
        docs.push(bodiesOnDisk ? bodyOnDisk(doc, opts.preprocess) : doc);
      }
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else throw err;
    }
  }
  if (problems.length) throw new BuildError(problems);
  return { docs, categories, skipped };
}

function withBody(doc: DocSource | StoredDocSource, raw: string): DocSource {
  if ('body' in doc) return doc;
  const { bodyLength, ...rest } = doc;
  return { ...rest, body: raw.slice(raw.length - bodyLength) };
}

const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;

export interface PageSource {
  file: string;
  frontmatter: Record<string, unknown>;
  body: string;
  bodyLine: number;
}

/** A stand-alone Markdown page (the home page): its frontmatter and body. */
export function loadPageSource(file: string): PageSource {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (err) {
    throw new BuildError([{ pos: { file }, message: `cannot read the file (${(err as NodeJS.ErrnoException).code ?? err})`, hint: 'check the path in the config' }]);
  }
  const doc = parseDocSource(raw, file, path.basename(file), { docsDir: path.dirname(file), routeBase: '' });
  return { file, frontmatter: doc.frontmatter, body: doc.body, bodyLine: doc.bodyLine };
}
