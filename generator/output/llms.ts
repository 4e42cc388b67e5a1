// Pages for AI assistants and tools: each doc's Markdown beside its page (`/docs/x` → `/docs/x.md`), `llms.txt`
// (the site's title and tagline, then every doc as a link to its Markdown with its description, grouped as the
// sidebars group them) and `llms-full.txt` (the same docs' Markdown in one file). The two lists hold the docs
// readers find at the docs' own routes: each docs instance's last version (Docusaurus's `lastVersion`), listed
// docs only; every version's docs have their Markdown file.
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { routeKey } from '../../client/route-key.ts';
import type { BodyOf } from '../content/doc-bodies.ts';
import type { Sidebars } from '../content/source.ts';
import { rewriteMdLink } from '../markdown/plugins/remark-links.ts';
import { FenceLines } from '../markdown/fence-lines.ts';
import type { Doc, DocsVersion, Route, SidebarItem, SiteConfig } from '../types.ts';
import { isExternalUrl, withBase } from '../url.ts';
import { heading, markdownText } from './markdown-text.ts';
import { markdownFile } from './paths.ts';
import { sourceMarkdown } from './source-markdown.ts';
import { setInPieces, type OutputSink } from './write.ts';

export interface LlmsInput {
  site: SiteConfig;
  routes: Route[];
  docsByRoute: ReadonlyMap<string, Doc>;
  sidebars: Sidebars;
  /** Content source id → the docs version it is. */
  versionOf: ReadonlyMap<string, DocsVersion>;
  /** Docs read as MDX: their Markdown is made from their HTML (a Markdown doc's is its source). */
  mdxFiles: ReadonlySet<string>;
  /** `.md` link targets → routes, as the Markdown stage resolves them. */
  routesByPath: ReadonlyMap<string, string>;
  /** The site's static files (`/llms.txt`): a file the site has itself is not generated. */
  staticFiles: ReadonlySet<string>;
  /** A doc's Markdown body, held or read back (content/doc-bodies.ts). */
  bodyOf: BodyOf;
}

/** A doc the files list: its Markdown is made when it is written, and not kept (a large site's would not fit in memory). */
interface DocEntry extends MarkdownJob {
  route: Route;
  doc: Doc;
}

/** What a plain doc's Markdown file is made from: all a worker is sent of the doc. */
export interface MarkdownJob {
  route: Pick<Route, 'path'>;
  doc: Pick<Doc, 'body' | 'file' | 'relPath' | 'linkScope' | 'h1'>;
  title: string;
}

/** What every plain doc's Markdown file needs: the site's address, and where `.md` links lead. */
export type MarkdownContext = { site: Pick<SiteConfig, 'url' | 'baseUrl'> } & Pick<LlmsInput, 'routesByPath' | 'bodyOf'>;

/**
 * Makes the Markdown files of `jobs` somewhere else too (a worker), handing each to `put` as it is made (as text or
 * UTF-8), or returns undefined.
 */
export type FilesElsewhere = (jobs: MarkdownJob[], put: (job: MarkdownJob, file: string | Uint8Array) => void) => Promise<void> | undefined;

/** Converts pairs of HTML and the page's URL to Markdown somewhere else (a worker), or returns undefined. */
export type ConvertElsewhere = (jobs: [html: string, page: string][]) => Promise<string[]> | undefined;

/**
 * The Markdown of the MDX docs the lists hold, by route: their source's Markdown with their components' HTML
 * converted (mdx/markdown-pieces.ts), or, for a doc that could not be split so, its page's HTML converted. The HTML is
 * converted by `elsewhere` while this thread renders the pages, where it can.
 */
export async function mdxDocsMarkdown(input: LlmsInput, elsewhere: ConvertElsewhere): Promise<Map<string, string>> {
  const routes = input.routes.filter((r) => r.kind === 'doc' && fromHtml(input.docsByRoute.get(r.path)!, r, input));
  const jobs: [string, string][] = [];
  for (const r of routes) {
    const { html, markdownPieces } = input.docsByRoute.get(r.path)!;
    const page = pageUrl(input.site, r.path);
    if (!markdownPieces) jobs.push([html.text(), page]);
    else for (const p of markdownPieces) if (typeof p === 'string') jobs.push([p, page]);
  }
  const converted = await (elsewhere(jobs) ?? import('./html-markdown.ts').then(({ htmlMarkdown }) => jobs.map(([html, page]) => htmlMarkdown(html, page))));
  let next = 0;
  return new Map(routes.map((r) => {
    const doc = input.docsByRoute.get(r.path)!;
    if (!doc.markdownPieces) return [r.path, converted[next++]!];
    const lines = input.bodyOf(doc).split('\n');
    const link = linkFrom(r, doc, input);
    const text = doc.markdownPieces.map((p) => (typeof p === 'string' ? converted[next++]! : sourceMarkdown(lines.slice(p[0] - doc.bodyLine, p[1] - doc.bodyLine + 1).join('\n'), link)));
    return [r.path, text.map((t) => t.trimEnd()).filter(Boolean).join('\n\n') + '\n'];
  }));
}

/**
 * Writes every doc's Markdown file and, unless the site asks not to be indexed, llms.txt and llms-full.txt;
 * `madeFromHtml` holds the Markdown of the docs made from their HTML (mdxDocsMarkdown), `elsewhere` makes the others'
 * files on another thread too. llms-full.txt is then written piece by piece from the docs' files (read back from
 * `files`): no doc's Markdown is made twice or held longer than its write.
 */
export async function writeLlmsFiles(files: OutputSink, input: LlmsInput, madeFromHtml: ReadonlyMap<string, string>, elsewhere?: FilesElsewhere): Promise<void> {
  const { site, staticFiles } = input;
  const put = (file: string) => !staticFiles.has(`/${file}`);
  const entries = new Map<string, DocEntry>();
  const jobs: MarkdownJob[] = [];
  for (const route of input.routes) {
    if (route.kind !== 'doc') continue;
    const doc = input.docsByRoute.get(route.path)!;
    entries.set(routeKey(route.path), { route, doc, title: doc.h1 ?? doc.title });
  }
  for (const e of entries.values()) {
    const fromHtml = madeFromHtml.get(e.route.path);
    if (!put(markdownFile(e.route.path))) continue;
    if (fromHtml === undefined) jobs.push(e);
    else files.set(markdownFile(e.route.path), `# ${e.title}\n\n${fromHtml}`);
  }
  const write = (job: MarkdownJob, file: string | Uint8Array) => files.set(markdownFile(job.route.path), file);
  await (elsewhere?.(jobs, write) ?? jobs.forEach((job) => write(job, docFile(job, input))));
  if (site.noIndex) return;
  const listed = new Map([...entries].filter(([, e]) => !e.route.unlisted && input.versionOf.get(e.route.source ?? '')?.isLast !== false));
  const order = new Set<DocEntry>();
  const intro: RootContent[] = [heading(1, site.title), ...(site.tagline ? [quote(site.tagline)] : [])];
  const sections = docSections(site, input.sidebars, listed, order);
  if (put('llms.txt')) files.set('llms.txt', markdownText({ type: 'root', children: [...intro, ...sections] }));
  if (!put('llms-full.txt')) return;
  // A doc's Markdown as its file holds it (the title aside), or made again when the site has a file of its own there.
  const body = (e: DocEntry): string | Uint8Array => {
    const file = put(markdownFile(e.route.path)) ? files.get?.(markdownFile(e.route.path)) : undefined;
    if (file === undefined) return madeFromHtml.get(e.route.path) ?? docBody(e, input);
    const title = `# ${e.title}\n\n`;
    return typeof file === 'string' ? file.slice(title.length) : file.subarray(Buffer.byteLength(title));
  };
  setInPieces(files, 'llms-full.txt', (function* () {
    yield markdownText({ type: 'root', children: intro });
    for (const e of order) {
      yield `\n# ${e.title}\n\nSource: ${pageUrl(site, e.route.path)}\n\n`;
      yield body(e);
    }
  })());
}

/** A plain doc's Markdown file: its title, then its Markdown from its source. */
export function docFile(job: MarkdownJob, context: MarkdownContext): string {
  return `# ${job.title}\n\n${docBody(job, context)}`;
}

function pageUrl(site: MarkdownContext['site'], route: string): string {
  return site.url + encodeURI(withBase(site.baseUrl, route));
}

/**
 * Whether a doc's Markdown is made from its HTML: the MDX docs the lists hold (each instance's last version).
 * Converting every version's doubled the build of a versioned site (jest: ~3 s of ~6); older versions' come from
 * their source, as plain docs' do.
 */
function fromHtml(doc: Doc, route: Route, input: LlmsInput): boolean {
  return input.mdxFiles.has(doc.file) && input.versionOf.get(route.source ?? '')?.isLast !== false;
}

/** What a link or image URL of the doc's source becomes in its Markdown. */
function linkFrom(route: MarkdownJob['route'], doc: MarkdownJob['doc'], input: MarkdownContext): (url: string) => string {
  const page = pageUrl(input.site, route.path);
  // As the page shows it: the link a `.md` target becomes, else the URL as written, from the page's address.
  return (url: string) => {
    if (isExternalUrl(url)) return url;
    try {
      return new URL(rewriteMdLink(url, doc.relPath, input.routesByPath, doc.linkScope), page).href;
    } catch {
      return url;
    }
  };
}

/** A doc's Markdown from its source, the title aside. */
function docBody({ route, doc }: MarkdownJob, input: MarkdownContext): string {
  const body = sourceMarkdown(input.bodyOf(doc), linkFrom(route, doc, input));
  return (doc.h1 === undefined ? body : withoutFirstH1(body)).replace(/^(?:[ \t]*\n)+/, '').trimEnd() + '\n';
}

/** The body without its first `# heading` (the page shows it as the title, above the rest). */
function withoutFirstH1(body: string): string {
  const fences = new FenceLines();
  const lines = body.split('\n');
  const at = lines.findIndex((line) => !fences.next(line) && /^ {0,3}#[ \t]/.test(line));
  if (at >= 0) lines.splice(at, 1);
  return lines.join('\n');
}

/**
 * llms.txt's sections: per sidebar its top-level docs under the sidebar's name and each top-level category under
 * its label (nested categories as nested lists); listed docs no sidebar holds come last. `order` gets the docs in
 * the order listed, each once.
 */
function docSections(site: SiteConfig, sidebars: Sidebars, listed: ReadonlyMap<string, DocEntry>, order: Set<DocEntry>): RootContent[] {
  const entry = (href: string): ListItem[] => {
    const text = listed.get(routeKey(href.split('#')[0]!));
    if (!text) return [];
    order.add(text);
    const url = pageUrl(site, `/${markdownFile(text.route.path)}`);
    const line: PhrasingContent[] = [{ type: 'link', url, children: [{ type: 'text', value: text.title }] }];
    const description = text.route.description.replace(/\s+/g, ' ').trim();
    if (description) line.push({ type: 'text', value: `: ${description}` });
    return [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: line }] }];
  };
  const items = (list: SidebarItem[]): ListItem[] => list.flatMap((item) => {
    if (item.type === 'doc') return entry(item.href);
    if (item.type !== 'category') return [];
    const children = [...(item.href ? entry(item.href) : []), ...items(item.items)];
    return children.length ? [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: item.label }] }, bullets(children)] }] : [];
  });
  const bySidebar = [...sidebars].map(([name, sidebar]) => {
    const loose = items(sidebar.filter((i) => i.type !== 'category'));
    const categories = sidebar.flatMap((category): RootContent[] => {
      if (category.type !== 'category') return [];
      const inside = [...(category.href ? entry(category.href) : []), ...items(category.items)];
      return inside.length ? [heading(2, category.label), bullets(inside)] : [];
    });
    return { name, loose, categories };
  });
  // The loose docs of the site's one sidebar are its docs; with several, each sidebar's are named after it.
  const several = bySidebar.filter((s) => s.loose.length || s.categories.length).length > 1;
  const sections = bySidebar.flatMap(({ name, loose, categories }) => [...(loose.length ? [heading(2, several ? sidebarTitle(name) : 'Docs'), bullets(loose)] : []), ...categories]);
  const others = [...listed.values()].filter((t) => !order.has(t)).flatMap((t) => entry(t.route.path));
  if (others.length) sections.push(heading(2, 'Other pages'), bullets(others));
  return sections;
}

function quote(text: string): RootContent {
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: text }] }] };
}

function bullets(children: ListItem[]): List {
  return { type: 'list', ordered: false, spread: false, children };
}

/** `tutorialSidebar` → `Tutorial`, `api-docs` → `Api docs`. */
function sidebarTitle(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').replace(/(.) sidebar$/i, '$1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
