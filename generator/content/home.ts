// The home page: hero and feature cards from frontmatter, plus the Markdown body.
import path from 'node:path';
import * as z from 'zod';
import type { HomeContent } from '../../templates/HomePage.tsx';
import type { PageSource } from './docs/load.ts';
import { BuildError } from '../errors.ts';
import type { MarkdownRenderer } from '../markdown/processor.ts';
import type { AssetCopier } from './doc-assets.ts';
import { routeKey } from '../../client/route-key.ts';
import { DOCUSAURUS_CONFIG } from '../docusaurus/config-file.ts';
import type { Doc, LinkRef, SidebarItem, SiteConfig } from '../types.ts';

const homeSchema = z.looseObject({
  pageTitle: z.string().optional(),
  description: z.string().optional(),
  hero: z.strictObject({
    title: z.string().optional(),
    tagline: z.string().optional(),
    actions: z.array(z.strictObject({ label: z.string(), to: z.string().optional(), href: z.string().optional(), primary: z.boolean().optional() })).default([]),
  }).prefault({}),
  features: z.array(z.strictObject({
    title: z.string(),
    details: z.string(),
    link: z.strictObject({ label: z.string(), to: z.string() }).optional(),
  })).default([]),
});

export interface HomePage {
  file: string;
  title: string;
  description: string;
  content: HomeContent;
  /** Internal links on the page, for the link checker. */
  links: LinkRef[];
}

/** `assets`: copies the files the page names by a relative path (see doc-assets.ts). */
export async function buildHome(source: PageSource, site: SiteConfig, markdown: MarkdownRenderer, routesByPath: ReadonlyMap<string, string>, assets?: AssetCopier): Promise<HomePage> {
  // Once per site: zod's compiled fast path would cost more to compile than it saves (see validateConfig).
  const parsed = homeSchema.safeParse(source.frontmatter, { jitless: true });
  if (!parsed.success) {
    throw new BuildError(parsed.error.issues.map((i) => ({
      pos: { file: source.file },
      message: `home page frontmatter "${i.path.join('.')}": ${i.message}`,
      hint: 'expected hero {title, tagline, actions[{label, to|href, primary}]} and features[{title, details, link {label, to}}]',
    })));
  }
  const fm = parsed.data;
  const render = async (body: string, bodyLine: number) => {
    const page = await markdown.render({ body, file: source.file, relPath: '', bodyLine, routesByPath });
    return assets ? assets.resolve(page, source.file) : page;
  };
  const body = await render(source.body, source.bodyLine);
  const features = await Promise.all(fm.features.map(async (f) => ({ ...f, detailsHtml: (await render(f.details, 1)).html })));
  const links: LinkRef[] = [
    ...body.links,
    ...fm.hero.actions.filter((a) => a.to).map((a) => ({ url: a.to!, line: 0, column: 0 })),
    ...fm.features.flatMap((f) => (f.link ? [{ url: f.link.to, line: 0, column: 0 }] : [])),
  ];
  return {
    file: source.file,
    title: fm.pageTitle ?? site.title,
    description: fm.description ?? site.tagline,
    content: {
      hero: { title: fm.hero.title ?? site.title, tagline: fm.hero.tagline ?? site.tagline, actions: fm.hero.actions },
      features: features.map(({ title, detailsHtml, link }) => ({ title, detailsHtml, link })),
      bodyHtml: body.html,
    },
    links,
  };
}

/**
 * The home page of a site that configures none: the title, the tagline and a link to the first page of the
 * sidebar (or the first doc), so `/` is never a 404. None when a doc is itself routed at `/`, and none for a
 * Docusaurus config: Docusaurus writes no page at `/` that no doc, blog or `src/pages` file claims, and a site
 * built from its config is the same site.
 * `claimed`: the routes the content sources claim (a doc or a page of the site's own at `/` is the home page).
 */
export function generatedHome(site: SiteConfig, configFile: string, sidebar: SidebarItem[], docs: Doc[], claimed: string[]): HomePage | undefined {
  if (DOCUSAURUS_CONFIG.test(path.basename(configFile))) return undefined;
  if (claimed.some((r) => routeKey(r) === routeKey('/'))) return undefined;
  const first = firstHref(sidebar) ?? docs[0]?.route;
  return {
    file: configFile,
    title: site.title,
    description: site.tagline,
    content: {
      hero: { title: site.title, tagline: site.tagline, actions: first ? [{ label: 'Read the docs', to: first, primary: true }] : [] },
      features: [],
      bodyHtml: '',
    },
    links: [],
  };
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc' || (item.type === 'category' && item.href)) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}
