// What some pages load in the browser and the docs' Markdown names: Mermaid for diagrams, the playground for live code
// blocks. Found or made before the docs are parsed, with the rest of the site's Markdown setup; written only when a
// page has what needs them.
import { siteMarkdownTags, type ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import { providedLinkNames } from '../docusaurus/mdx-link-names.ts';
import { PRISM_LANGUAGES, sitePrism } from '../docusaurus/prism-languages-file.ts';
import { markdownSetup, type MarkdownSetup } from '../markdown/setup.ts';
import type { Doc, SiteConfig } from '../types.ts';
import type { LiveCode } from './live-code.ts';
import { findMermaid, mermaidSetup, writeMermaid, type MermaidLibrary } from './mermaid-library.ts';
import type { OutputSink } from './write.ts';

export interface PageLibraries {
  mermaid?: MermaidLibrary;
  liveCode?: LiveCode;
}

export async function pageLibraries(site: SiteConfig, siteDir: string, configFile: string, overrides: ThemeOverrides, url: (p: string) => string): Promise<PageLibraries & { setup: MarkdownSetup }> {
  const mermaid = findMermaid(site, siteDir, configFile);
  // The playground's bundling brings the MDX compiler and acorn: loaded only for a site that has one (most never do).
  const liveCode = site.liveCodeBlock ? await (await import('./live-code.ts')).bundleLiveCode(site, siteDir, configFile, overrides, url) : undefined;
  // Languages only the site's Prism setup has: highlighted with its grammars (its problems are warned of with the theme's).
  const { grammars } = sitePrism(site, overrides.get(PRISM_LANGUAGES));
  // MDX files check the Links the site's MDXComponents provides (markdown/plugins/jsx-links.ts).
  const linkComponents = providedLinkNames(overrides.get('MDXComponents'));
  const setup = markdownSetup(site, mermaid && { ...mermaidSetup(mermaid, site, url), ...(overrides.has('Mermaid') ? { site: true as const } : {}) }, liveCode?.setup, siteMarkdownTags(overrides), overrides.has('CodeBlock'), grammars, overrides.has('Heading'));
  return { mermaid, liveCode, setup: { ...setup, ...(linkComponents.length ? { linkComponents } : {}) } };
}

export function writePageLibraries(libraries: PageLibraries, docs: readonly Doc[], files: OutputSink): void {
  writeMermaid(libraries.mermaid, docs, files);
  writeLiveCode(libraries.liveCode, docs, files);
}

/** The playground's files, when a doc has a live block. */
function writeLiveCode(live: LiveCode | undefined, docs: readonly Doc[], files: OutputSink): void {
  if (!live || !docs.some((d) => d.html.text().includes(live.setup.src))) return;
  for (const [f, data] of live.files) files.set(f, data);
}
