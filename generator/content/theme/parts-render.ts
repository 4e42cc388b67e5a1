// Renders a parts module (parts-module.ts) on the MDX path, as a doc's components are: its HTML split by thing.
import path from 'node:path';
import { withBase } from '../../url.ts';
import type { DocSource, SiteConfig } from '../../types.ts';
import type { PartsBuild, RenderedParts, PartsDraws } from '../source.ts';
import { splitParts } from './parts-module.ts';

/** `draws`: what the module's things are (every doc page, or the blog's posts and pages). */
export async function renderParts(module: DocSource, site: SiteConfig, b: PartsBuild, draws: PartsDraws): Promise<RenderedParts> {
  const { renderMdxDocs } = await import('../../mdx/stage.tsx');
  const mdx = await renderMdxDocs([module], {
    site, configFile: b.loaded.file, siteDir: b.loaded.root, docsDir: path.resolve(b.loaded.root, site.docs.path!), routesByPath: b.routesByPath,
    url: (p) => withBase(site.baseUrl, p), overrides: b.overrides, ...draws, ...(b.setup ? { setup: b.setup } : {}), ...(b.globalData ? { globalData: b.globalData } : {}), ...(b.islands ? { islandUrls: b.islands } : {}),
  });
  return { byThing: splitParts(mdx.docs[0]!.html.text()), files: mdx.files, warnings: mdx.warnings };
}
