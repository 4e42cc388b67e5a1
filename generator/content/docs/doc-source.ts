// A doc's source file as the build sees it: frontmatter checked against Docusaurus's keys, its id and route by
// Docusaurus's rules (number prefixes, folder indexes, slugs), MDX detection and the Markdown warnings.
import path from 'node:path';
import { BuildError, type Problem } from '../../errors.ts';
import { sha1 } from '../../hash.ts';
import { lintMarkdown } from '../../markdown/lint.ts';
import { usesMdxSyntax } from '../../mdx/format.ts';
import { docusaurusExcerpt } from '../../markdown/excerpt.ts';
import { contentTitle } from '../../markdown/content-title.ts';
import type { DocSource, SearchVersion } from '../../types.ts';
import { splitFrontmatter, type SplitFile } from '../yaml.ts';
import { frontmatterBlock } from '../frontmatter-block.ts';
import { DOC_KEYS, frontmatterSchema } from './frontmatter.ts';
import { didYouMean } from '../../did-you-mean.ts';
import { issueText, valueAt } from '../../config/issue-text.ts';
import { DOCS } from '../../docs-url.ts';
import { numberPrefix, stripNumberPrefix, type NumberPrefixParser } from './number-prefix.ts';

export interface ContentOptions {
  /** Absolute docs folder. */
  docsDir: string;
  /** Building another locale: its translations of the folder's docs (same relative paths), read instead where there is one. */
  localizedDir?: string;
  /** Route prefix, e.g. `/docs`. */
  routeBase: string;
  trailingSlash?: boolean;
  /** Globs (relative to the docs folder) of the files that are docs; every `.md`/`.mdx` when absent. */
  include?: string[];
  /** Globs (relative to the docs folder) of files that are not docs; Docusaurus's defaults when absent. */
  exclude?: string[];
  /** Prefix of the source's docs-relative `.md` link targets (DocSource.linkScope). */
  linkScope?: string;
  /** Frontmatter keys of the source's own besides a doc's (a blog post's), for the misspelt-key warning. */
  frontmatterKeys?: readonly string[];
  searchVersion?: SearchVersion;
  /** The site's own admonition types (`markdown.admonitionKeywords`), which the lint takes as known. */
  admonitionKeywords?: string[];
  /** Docs without a title of their own are titled by their id's last part (DocSource.idTitle). */
  titleFromId?: boolean;
  /** `false`: unknown frontmatter keys pass silently, as on Docusaurus; else a likely misspelt one warns. */
  frontmatterTypos?: boolean;
  /** Docs are described by their first line of text (DocSource.excerpt). */
  firstLineDescription?: boolean;
  /** The docs option `numberPrefixParser` (number-prefix.ts); Docusaurus's default when absent. */
  numberPrefixParser?: NumberPrefixParser;
  /** The site's `markdown.preprocessor` (markdown-preprocessor.ts), bound to its config: a file's text as read. */
  preprocess?: (raw: string, file: string) => string;
  /** The site's `markdown.parseFrontMatter` (markdown-front-matter.ts), bound to its config. */
  parseFrontMatter?: (raw: string, file: string) => Promise<SplitFile>;
}

/**
 * `raw`: the file as written; `text`: as the site's preprocessor gave it. As Docusaurus, the metadata (front matter,
 * the title and description it falls back on) is the written file's, and the body, compiled, the given text's.
 * `given`: the front matter and content the site's parseFrontMatter read (else the file's YAML block's); the body
 * is the text after the block either way, as Docusaurus compiles the file, not the parser's content.
 */
export function parseDocSource(raw: string, file: string, rel: string, opts: ContentOptions, given?: SplitFile, text = raw): DocSource {
  const parsed = given ?? splitFrontmatter(raw, file);
  const body = text === raw && !given ? parsed.content : frontmatterBlock(text).content;
  const fmResult = frontmatterSchema.safeParse(parsed.data);
  if (!fmResult.success) {
    throw new BuildError(fmResult.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      return {
        pos: { file, line: keyLine(raw, key) ?? 1 },
        message: `frontmatter "${key}"${issueText(issue, valueAt(parsed.data, issue.path))}`,
        hint: `see the frontmatter keys: ${DOCS.frontmatter}`,
      };
    }));
  }
  // Copied: its strings are slices of the file's text, and V8 keeps a slice's whole parent string (the file, which
  // the build lets go once the body is released).
  const frontmatter = structuredClone(fmResult.data);
  const dirRaw = path.posix.dirname(rel);
  const dir = dirRaw === '.' ? '' : dirRaw;
  const fileBase = path.posix.basename(rel).replace(/\.mdx?$/, '');
  // Docusaurus number prefixes (`01-intro.md`, `02-guides/`) order the sidebar and drop out of ids and routes.
  const parse = opts.numberPrefixParser;
  const base = stripNumberPrefix(fileBase, parse);
  const cleanDir = dir && dir.split('/').map((d) => stripNumberPrefix(d, parse)).join('/');
  frontmatter.sidebar_position ??= numberPrefix(fileBase, parse);
  const isFolderIndex = isCategoryIndex(fileBase, dir);
  // Docusaurus's `baseID`: the id within the folder names the doc and, without a `slug`, its URL.
  const name = frontmatter.id ?? base;
  const id = cleanDir ? `${cleanDir}/${name}` : name;
  // The body starts after the closing "---"; count the lines the frontmatter used.
  const bodyLine = text.length - body.length > 0 ? text.slice(0, text.length - body.length).split('\n').length : 1;
  // Docusaurus reads the title and the description from the text it reads the front matter from.
  const written = parsed.content.trim() === body.trim() ? undefined : parsed.content;
  return {
    id,
    file,
    relPath: rel,
    ...(opts.linkScope ? { linkScope: opts.linkScope } : {}),
    ...(opts.searchVersion ? { searchVersion: opts.searchVersion } : {}),
    dir,
    route: docRoute(opts, cleanDir, name, isFolderIndex, frontmatter.slug),
    frontmatter,
    body,
    bodyLine,
    isFolderIndex,
    ...(opts.titleFromId ? { idTitle: name } : {}),
    ...(written !== undefined ? { writtenTitle: contentTitle(written) ?? null } : {}),
    ...(opts.firstLineDescription ? { excerpt: docusaurusExcerpt(written ?? body) ?? '' } : {}),
    hash: hashOf(raw, text),
    mdxSyntax: usesMdxSyntax(body),
    lint: [...(opts.frontmatterTypos === false ? [] : misspeltKeys(parsed.data, raw, file, [...DOC_KEYS, ...(opts.frontmatterKeys ?? [])])), ...lintMarkdown(body, file, bodyLine, opts.admonitionKeywords)],
  };
}

/** Whether a body opens with a `# heading` (after MDX imports and blank lines): the title, once parsed. */
export function opensWithH1(body: string): boolean {
  return /^\s*#\s+\S/.test(body.replace(/^(\s*(import|export)\s.*\n|\s*\n)*/, ''));
}

/** Whether the doc has a title of its heading's: the written file's (DocSource.writtenTitle), else its body's. */
export function titledByHeading(doc: Pick<DocSource, 'body' | 'writtenTitle'>): boolean {
  return doc.writtenTitle === undefined ? opensWithH1(doc.body) : doc.writtenTitle !== null;
}

/**
 * Docusaurus's `isCategoryIndex`: `index`, `readme` or the folder's own name, in any case, compared as written
 * (a number prefix included): such a doc takes the folder's URL and is the category's page.
 */
export function isCategoryIndex(fileBase: string, dir: string): boolean {
  const name = fileBase.toLowerCase();
  const folder = dir.split('/').pop()!.toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== '' && name === folder);
}


/** The cache key of a file's text: as written, and as preprocessed when that differs (the metadata is the first's). */
export function hashOf(raw: string, text = raw): string {
  return sha1(text === raw ? raw : `${raw}\0${text}`);
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

/** The frontmatter line of `key`, if any. */
function keyLine(raw: string, key: string): number | undefined {
  const line = raw.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return line >= 0 ? line + 1 : undefined;
}

/**
 * Frontmatter keys a doc may have and docsgen does not read are kept (a site's components may read them), but one a
 * letter or two from a key docsgen reads is most likely that key misspelt: a warning.
 */
function misspeltKeys(data: Record<string, unknown>, raw: string, file: string, known: readonly string[]): Problem[] {
  return Object.keys(data).flatMap((key) => {
    const meant = known.includes(key) ? undefined : didYouMean(key, known);
    return meant ? [{ pos: { file, line: keyLine(raw, key) ?? 1 }, message: `unknown frontmatter key "${key}" — did you mean "${meant}"?`, hint: `rename it to "${meant}"; as it is, it changes nothing` }] : [];
  });
}
