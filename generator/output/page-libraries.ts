// What some pages load in the browser and the docs' Markdown names: Mermaid for diagrams, the playground for live code
// blocks. Found or made before the docs are parsed, with the rest of the site's Markdown setup; written only when a
// page has what needs them.
import { siteMarkdownTags, type ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import { markdownSetup, type MarkdownSetup } from '../markdown/setup.ts';
import type { Doc, SiteConfig } from '../types.ts';
import { bundleLiveCode, writeLiveCode, type LiveCode } from './live-code.ts';
import { findMermaid, mermaidSetup, writeMermaid, type MermaidLibrary } from './mermaid-library.ts';
import type { OutputSink } from './write.ts';

export interface PageLibraries {
  mermaid?: MermaidLibrary;
  liveCode?: LiveCode;
}

export async function pageLibraries(site: SiteConfig, siteDir: string, configFile: string, overrides: ThemeOverrides, url: (p: string) => string): Promise<PageLibraries & { setup: MarkdownSetup }> {
  const mermaid = findMermaid(site, siteDir, configFile);
  const liveCode = await bundleLiveCode(site, siteDir, configFile, overrides, url);
  return { mermaid, liveCode, setup: markdownSetup(site, mermaid && mermaidSetup(mermaid, site, url), liveCode?.setup, siteMarkdownTags(overrides), overrides.has('CodeBlock')) };
}

export function writePageLibraries(libraries: PageLibraries, docs: readonly Doc[], files: OutputSink): void {
  writeMermaid(libraries.mermaid, docs, files);
  writeLiveCode(libraries.liveCode, docs, files);
}
