// Mermaid's browser build, for sites with `markdown.mermaid` or `mermaid.components`: the site's own `mermaid` package when it has one (a
// Docusaurus site's, through @docusaurus/theme-mermaid), else docsgen's. Its ES module and the chunks it loads on
// demand (one per kind of diagram) are copied under a versioned folder, and only when a page has a diagram.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BuildError } from '../errors.ts';
import type { MermaidSetup } from '../markdown/setup.ts';
import { PACKAGE_ROOT } from '../package-paths.ts';
import type { Doc, SiteConfig } from '../types.ts';
import { ATTR } from '../../client/inlined-constants.ts';
import type { OutputSink } from './write.ts';

const ENTRY = 'mermaid.esm.min.mjs';
const CHUNKS = 'chunks/mermaid.esm.min';

export interface MermaidLibrary {
  /** The package's dist folder. */
  dist: string;
  /** The output folder (`assets/mermaid-<version>`). */
  folder: string;
}

/** Where the library is, when the site turns diagrams on; an error naming the fix when it is not installed. */
export function findMermaid(site: SiteConfig, siteDir: string, configFile: string): MermaidLibrary | undefined {
  if (!site.markdown.mermaid && !site.mermaid.components) return undefined;
  for (const from of [siteDir, PACKAGE_ROOT]) {
    try {
      const manifest = createRequire(path.join(from, 'package.json')).resolve('mermaid/package.json');
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      return { dist: path.join(path.dirname(manifest), 'dist'), folder: `assets/mermaid-${version}` };
    } catch {
      // Not installed there.
    }
  }
  throw new BuildError([{ pos: { file: configFile }, message: `${site.markdown.mermaid ? 'markdown.mermaid is on' : 'the config lists @docusaurus/theme-mermaid'}, but the mermaid package is not installed`, hint: `npm install mermaid (in the site folder), or ${site.markdown.mermaid ? 'turn markdown.mermaid off' : 'remove the theme'}` }]);
}

/** What each diagram is given: the library's URL (`url` adds the base URL) and the site's Mermaid settings. */
export function mermaidSetup(library: MermaidLibrary, site: SiteConfig, url: (p: string) => string): MermaidSetup {
  return { src: url(`/${library.folder}/${ENTRY}`), light: site.mermaid.theme.light, dark: site.mermaid.theme.dark, options: site.mermaid.options, ...(site.markdown.mermaid ? {} : { blocks: false as const }) };
}

/** Copies the library into `files` when a doc has a diagram. */
export function writeMermaid(library: MermaidLibrary | undefined, docs: readonly Doc[], files: OutputSink): void {
  if (!library || !docs.some((d) => d.html.text().includes(`${ATTR.mermaid}=`))) return;
  files.set(`${library.folder}/${ENTRY}`, readFileSync(path.join(library.dist, ENTRY)));
  for (const name of readdirSync(path.join(library.dist, CHUNKS))) {
    if (name.endsWith('.mjs')) files.set(`${library.folder}/${CHUNKS}/${name}`, readFileSync(path.join(library.dist, CHUNKS, name)));
  }
}
