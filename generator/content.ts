// Stage 1b: discover the docs and `_category_.json` files, read frontmatter. The only stage that reads content.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { load as loadYaml } from 'js-yaml';
import * as z from 'zod';
import picomatch from 'picomatch';
import { findContentFiles } from './content-files.ts';
import { keyPositionIn } from './key-position.ts';
import { BuildError, parseJson, type Problem } from './errors.ts';
import { lintMarkdown } from './markdown/lint.ts';
import { usesMdxSyntax } from './mdx/format.ts';
import type { CategoryMeta, DocSource, Frontmatter } from './types.ts';

export interface Content {
  docs: DocSource[];
  categories: Map<string, CategoryMeta>;
  /** Found but not built (links that loop): the build warns about each. */
  skipped: Problem[];
}

const frontmatterSchema = z.looseObject({
  // Docusaurus: `Document id "a/b" cannot include slash.` A doc's folder is already part of its id.
  id: z.string().regex(/^[^/]+$/, 'a doc id cannot include "/" (the folder is already part of the id)').optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  hide_title: z.boolean().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  pagination_label: z.string().optional(),
  // Docusaurus allows levels 2–6, max not below min.
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
}).refine((fm) => (fm.toc_max_heading_level ?? 6) >= (fm.toc_min_heading_level ?? 2), {
  path: ['toc_max_heading_level'], message: 'must not be below toc_min_heading_level',
});

/** Docusaurus's default `exclude`: partials (`_`-prefixed files and folders) and tests are never pages. */
export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
/** Kept even when a site sets its own `exclude`: a partial is imported by other docs, never a page. */
const PARTIALS = DEFAULT_EXCLUDE.slice(0, 2);

const categorySchema = z.strictObject({
  label: z.string().optional(),
  position: z.number().optional(),
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  className: z.string().optional(),
  customProps: z.record(z.string(), z.unknown()).optional(),
  link: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
      z.strictObject({
        type: z.literal('generated-index'),
        slug: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
        keywords: z.array(z.string()).optional(),
      }),
    ])
    .nullable()
    .optional(),
});

export interface ContentOptions {
  /** Absolute docs folder. */
  docsDir: string;
  /** Route prefix, e.g. `/docs`. */
  routeBase: string;
  trailingSlash?: boolean;
  /** Globs (relative to the docs folder) of the files that are docs; every `.md`/`.mdx` when absent. */
  include?: string[];
  /** Globs (relative to the docs folder) of files that are not docs; Docusaurus's defaults when absent. */
  exclude?: string[];
}

/** A doc as the build cache file keeps it: without its body, the end of the file, which is read again anyway to check its hash. */
export type StoredDocSource = Omit<DocSource, 'body'> & { bodyLength: number };

/**
 * `reuse`: docs read by a previous build, by docs-relative path; an unchanged file (same hash) is not parsed
 * again. `changed`: when the caller knows which files changed since (serve's watcher), the other reused
 * docs are not even read.
 */
export async function loadContent(opts: ContentOptions, reuse?: ReadonlyMap<string, DocSource | StoredDocSource>, changed?: ReadonlySet<string>): Promise<Content> {
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
    const file = path.join(opts.docsDir, rel);
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
        categories.set(key, parseCategory(raw, file, key));
      } else {
        docs.push(known && known.hash === hashOf(raw) ? withBody(known, raw) : parseDocSource(raw, file, rel, opts));
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

export function parseDocSource(raw: string, file: string, rel: string, opts: ContentOptions): DocSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options bypasses gray-matter's global cache, which would pin every file in memory.
    parsed = matter(raw, { language: 'yaml' });
  } catch (err) {
    const mark = (err as { mark?: { line: number; column: number } }).mark;
    const reason = (err as { reason?: string }).reason ?? (err as Error).message;
    throw new BuildError([{
      // gray-matter hands js-yaml the text from the newline after the opening "---", so its 0-based line is the file line.
      pos: { file, line: mark ? mark.line + 1 : 1, column: mark ? mark.column + 1 : undefined },
      message: `malformed frontmatter: ${reason}`,
      hint: 'frontmatter is YAML between two "---" lines; quote values that contain ":" or start with a special character',
    }]);
  }
  const fmResult = frontmatterSchema.safeParse(parsed.data);
  if (!fmResult.success) {
    throw new BuildError(fmResult.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const line = raw.split('\n').findIndex((l) => l.startsWith(`${key}:`));
      return {
        pos: { file, line: line >= 0 ? line + 1 : 1 },
        message: `frontmatter "${key}": ${issue.message}`,
        hint: 'see the content-format reference in the README',
      };
    }));
  }
  const frontmatter = fmResult.data as Frontmatter;
  const dirRaw = path.posix.dirname(rel);
  const dir = dirRaw === '.' ? '' : dirRaw;
  const fileBase = path.posix.basename(rel).replace(/\.mdx?$/, '');
  // Docusaurus number prefixes (`01-intro.md`, `02-guides/`) order the sidebar and drop out of ids and routes.
  const base = stripNumberPrefix(fileBase);
  const cleanDir = dir.split('/').map(stripNumberPrefix).join('/');
  frontmatter.sidebar_position ??= numberPrefix(fileBase);
  const isFolderIndex = isCategoryIndex(fileBase, dir);
  // Docusaurus's `baseID`: the id within the folder names the doc and, without a `slug`, its URL.
  const name = frontmatter.id ?? base;
  const id = cleanDir ? `${cleanDir}/${name}` : name;
  // The body starts after the closing "---"; count the lines the frontmatter used.
  const bodyLine = raw.length - parsed.content.length > 0 ? raw.slice(0, raw.length - parsed.content.length).split('\n').length : 1;
  return {
    id,
    file,
    relPath: rel,
    dir,
    route: docRoute(opts, cleanDir, name, isFolderIndex, frontmatter.slug),
    frontmatter,
    body: parsed.content,
    bodyLine,
    isFolderIndex,
    hash: hashOf(raw),
    mdxSyntax: usesMdxSyntax(parsed.content),
    lint: lintMarkdown(parsed.content, file, bodyLine),
  };
}

const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=\S)/;

/**
 * Docusaurus's `isCategoryIndex`: `index`, `readme` or the folder's own name, in any case, compared as written
 * (a number prefix included): such a doc takes the folder's URL and is the category's page.
 */
export function isCategoryIndex(fileBase: string, dir: string): boolean {
  const name = fileBase.toLowerCase();
  const folder = dir.split('/').pop()!.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== '' && name === folder);
}

/** `01-intro` → `intro`; names without a number prefix are unchanged. */
export function stripNumberPrefix(name: string): string {
  return name.replace(NUMBER_PREFIX, '');
}

/** `01-intro` → 1; undefined without a prefix. */
export function numberPrefix(name: string): number | undefined {
  const m = NUMBER_PREFIX.exec(name);
  return m ? Number(m[1]) : undefined;
}

function hashOf(raw: string): string {
  return createHash('sha1').update(raw).digest('hex');
}

/** The route of a doc, following Docusaurus: folder indexes take the folder's path, `slug` overrides. */
export function docRoute(opts: ContentOptions, dir: string, base: string, isFolderIndex: boolean, slug?: string): string {
  let p: string;
  if (slug !== undefined) p = slug.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug}`;
  else if (isFolderIndex) p = dir ? `/${dir}/` : '/';
  else p = `/${dir ? `${dir}/` : ''}${base}`;
  return applyTrailingSlash(`${opts.routeBase}${p}`.replace(/\/{2,}/g, '/'), opts.trailingSlash);
}

export function applyTrailingSlash(route: string, trailingSlash: boolean | undefined): string {
  if (route === '/' || trailingSlash === undefined) return route;
  if (trailingSlash) return route.endsWith('/') ? route : `${route}/`;
  return route.endsWith('/') ? route.slice(0, -1) : route;
}

export function parseCategory(raw: string, file: string, dir: string): CategoryMeta {
  const json = file.endsWith('.json') ? parseJson(raw, file, 'category file') : parseCategoryYaml(raw, file);
  const result = categorySchema.safeParse(json);
  if (!result.success) {
    throw new BuildError(result.error.issues.map((issue) => ({
      pos: keyPositionIn(raw, file, String(issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[issue.path.length - 1] ?? '')),
      message: issue.code === 'unrecognized_keys'
        ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')} in category file`
        : `category key "${issue.path.join('.')}": ${issue.message}`,
      hint: 'allowed keys: label, position, collapsed, collapsible, className, customProps, link ({type:"doc", id} or {type:"generated-index", slug, title, description})',
    })));
  }
  const c = result.data;
  return {
    dir,
    file,
    label: c.label ?? stripNumberPrefix(path.posix.basename(dir)),
    position: c.position ?? numberPrefix(path.posix.basename(dir)),
    collapsed: c.collapsed ?? true,
    collapsible: c.collapsible ?? true,
    className: c.className,
    customProps: c.customProps,
    link: c.link ?? undefined,
  };
}

function parseCategoryYaml(raw: string, file: string): unknown {
  try {
    return loadYaml(raw) ?? {};
  } catch (err) {
    const mark = (err as { mark?: { line: number; column: number } }).mark;
    throw new BuildError([{
      pos: { file, line: mark ? mark.line + 1 : 1, column: mark ? mark.column + 1 : undefined },
      message: `invalid YAML in category file: ${(err as { reason?: string }).reason ?? (err as Error).message}`,
      hint: 'quote values that contain ":" or start with a special character',
    }]);
  }
}


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
