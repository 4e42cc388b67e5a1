// The blog folder read as posts, by Docusaurus's rules (plugin-content-blog): `2024-05-01-title.md` and
// `2024-05-01-title/index.md` give the date and the slug (`/2024/05/01/title`), frontmatter overrides them; drafts
// are left out of a build; the truncate marker ends the excerpt the list pages show.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { BuildError, type Problem } from '../../errors.ts';
import type { BlogOptions, DocSource } from '../../types.ts';
import { applyTrailingSlash, parseDocSource, titledByHeading, type ContentOptions } from '../docs/doc-source.ts';
import { DEFAULT_EXCLUDE } from '../docs/load.ts';
import { findContentFiles } from '../discover.ts';
import { FenceLines } from '../../markdown/fence-lines.ts';

/**
 * Where the truncate marker stood: one element both Markdown paths write as it is, split on after rendering (a block
 * for a marker on a line of its own, inline for one within a line, which the post's page keeps whole).
 */
export const TRUNCATE_HTML = /<(div|span) data-docsgen-truncate(?:="[^"]*")?><\/\1>/;
const TRUNCATE_ELEMENT = '<div data-docsgen-truncate></div>';
const TRUNCATE_INLINE = '<span data-docsgen-truncate></span>';
/** Docusaurus's default truncate marker, in Markdown and in MDX. */
const TRUNCATE_MARKER = /^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;

/**
 * A post's frontmatter keys besides a doc's (Docusaurus's blog frontmatter schema, which, as the docs', lets unknown
 * keys through: only one a letter or two from these is named, as most likely misspelt).
 */
const BLOG_KEYS = ['authors', 'author', 'author_url', 'authorURL', 'author_title', 'authorTitle', 'author_image_url', 'authorImageURL', 'date', 'title_meta'];

const DATE_FILENAME = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

export interface PostSource extends DocSource {
  /** The post's date (ISO): frontmatter, else its file name, else the file's last change. */
  date: string;
  /** Whether a truncate marker ends its excerpt. */
  truncated: boolean;
  /** Its Markdown as written (`body` has the truncate marker replaced), as Docusaurus's blog content gives it. */
  markdown: string;
  /** Its title is its file name's, put in its front matter (which has none of its own, nor a leading `# heading`). */
  titleFromName?: true;
}

/** `linkScope`: the blog's prefix of its `.md` link targets (DocSource.linkScope). */
export async function loadPosts(blogDir: string, options: BlogOptions, where: PostPlace, includeDrafts: boolean): Promise<PostSource[]> {
  const included = picomatch(options.include);
  const excluded = picomatch([...new Set([...DEFAULT_EXCLUDE.slice(0, 2), ...(options.exclude ?? DEFAULT_EXCLUDE)])]);
  const found = findContentFiles(blogDir, (name) => /\.mdx?$/.test(name));
  const problems: Problem[] = [...found.unreadable];
  const posts: PostSource[] = [];
  for (const rel of found.files.filter((f) => included(f) && !excluded(f))) {
    // Another locale's post, where its folder has it (Docusaurus lists the default locale's posts).
    const translated = where.localizedDir && path.join(where.localizedDir, rel);
    const file = translated && existsSync(translated) ? translated : path.join(blogDir, rel);
    try {
      const post = await readPost(file, rel, { ...where, truncateMarker: options.truncateMarker });
      if (includeDrafts || post.frontmatter.draft !== true) posts.push(post);
    } catch (err) {
      if (err instanceof BuildError) problems.push(...err.problems);
      else problems.push({ pos: { file }, message: `cannot read the post (${(err as NodeJS.ErrnoException).code ?? err})`, hint: 'check its permissions' });
    }
  }
  if (problems.length) throw new BuildError(problems);
  const order = options.sortPosts === 'ascending' ? 1 : -1;
  return posts.sort((a, b) => order * a.date.localeCompare(b.date) || a.relPath.localeCompare(b.relPath));
}

/** Where posts go, the site's own admonition types (which the lint takes as known), its rule for descriptions (the docs') and a locale's folder of translated posts. */
type PostPlace = { routeBase: string; trailingSlash?: boolean; linkScope: string; admonitionKeywords?: string[]; firstLineDescription?: boolean; localizedDir?: string; truncateMarker?: RegExp | undefined } & Pick<ContentOptions, 'preprocess' | 'parseFrontMatter'>;

async function readPost(file: string, rel: string, { routeBase, trailingSlash, linkScope, admonitionKeywords, firstLineDescription, truncateMarker, preprocess, parseFrontMatter }: PostPlace): Promise<PostSource> {
  const raw = readFileSync(file, 'utf8');
  const given = parseFrontMatter && await parseFrontMatter(raw, file);
  const source = parseDocSource(raw, file, rel, { docsDir: path.dirname(file), routeBase, linkScope, admonitionKeywords, firstLineDescription, frontmatterKeys: BLOG_KEYS }, given, preprocess ? preprocess(raw, file) : raw);
  const fm = source.frontmatter as typeof source.frontmatter & { date?: unknown };
  const named = DATE_FILENAME.exec(rel)?.groups;
  const text = named ? named.text! : rel.replace(/(?:\/index)?\.mdx?$/, '');
  const slug = fm.slug ?? (named ? `/${named.date!.replace(/-/g, '/')}/${named.folder}${named.text}` : `/${text}`);
  const date = postDate(fm.date, named?.date, file);
  const { body, truncated } = markTruncation(source.body, truncateMarker);
  // Docusaurus's title: the frontmatter's, else the leading `# heading` (read when parsed), else the file's name.
  const untitled = fm.title === undefined && !titledByHeading(source);
  const frontmatter = untitled ? { ...fm, title: text.split('/').pop()! } : fm;
  return {
    ...source, frontmatter, body, markdown: source.body, date, truncated, ...(untitled ? { titleFromName: true as const } : {}),
    id: slug.replace(/^\/+/, ''),
    route: applyTrailingSlash(`${routeBase}/${slug.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/'), trailingSlash),
  };
}

/** The frontmatter's date (a YAML date, or a string), else the file name's, else the file's last change. */
function postDate(value: unknown, fromName: string | undefined, file: string): string {
  const parsed = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : fromName ? nameDate(fromName) : undefined;
  if (parsed && !Number.isNaN(parsed.getTime())) return parsed.toISOString();
  if (value !== undefined) throw new BuildError([{ pos: { file }, message: `frontmatter "date": "${String(value)}" is not a date`, hint: 'write it as 2024-05-01, or 2024-05-01T10:00:00Z' }]);
  return statSync(file).mtime.toISOString();
}

/** A file name's date, UTC: `2022-4-3` is April 3rd, as Docusaurus reads it (one-digit month and day allowed). */
function nameDate(text: string): Date {
  const [y, m, d] = text.split(/[-/]/);
  return new Date(`${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}T00:00:00Z`);
}

/** The body before its first truncate marker (outside code): a post imported as its excerpt (`?truncated=true`). */
export function beforeTruncateMarker(body: string): string {
  return markTruncation(body).body.split(TRUNCATE_ELEMENT)[0]!;
}

/**
 * The body with its first truncate marker (outside code) replaced by the element the excerpt is cut at: the default
 * marker is a line of its own; the site's `truncateMarker` may stand anywhere in a line, which the excerpt alone is
 * cut at (the post's page keeps the line whole, as Docusaurus cuts only the excerpt's source).
 */
function markTruncation(body: string, marker?: RegExp): { body: string; truncated: boolean } {
  const lines = body.split('\n');
  const fences = new FenceLines(true);
  const own = marker && new RegExp(marker.source, marker.flags.replace(/[gy]/g, ''));
  for (const [i, line] of lines.entries()) {
    if (fences.next(line)) continue;
    const found = own ? own.exec(line) : TRUNCATE_MARKER.test(line) ? { index: 0, 0: line } : null;
    if (found) {
      const [before, after] = [line.slice(0, found.index), line.slice(found.index + found[0].length)];
      lines[i] = before.trim() || after.trim() ? `${before}${TRUNCATE_INLINE}${after}` : TRUNCATE_ELEMENT;
      return { body: lines.join('\n'), truncated: true };
    }
  }
  return { body, truncated: false };
}
