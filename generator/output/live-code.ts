// The playground of live code blocks (`liveCodeBlock`), bundled for the site: client/live-code.tsx with the site's
// own `react-live` and `@theme/ReactLiveScope` (its `src/theme` override, else docsgen's), and its stylesheet. Made
// before the docs are parsed, which name its files; written only when a page has a live block.
import { staticRoots } from '../mdx/resolve-roots.ts';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { build, type Message } from 'esbuild';
import { BuildError } from '../errors.ts';
import { sha1 } from '../hash.ts';
import { siteReactLive } from '../docusaurus/live-codeblock.ts';
import type { ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import type { LiveCodeSetup } from '../markdown/setup.ts';
import { namedByContent } from '../mdx/content-names.ts';
import { siteBrowserBuild, siteBrowserPlugins } from '../mdx/islands.ts';
import { resolvePlugin } from '../mdx/resolve.ts';
import { siteAliases } from '../docusaurus/webpack-aliases.ts';
import { svgComponents } from '../mdx/svg-components.ts';
import { PACKAGE_ROOT } from '../package-paths.ts';
import type { OutputMap, SiteConfig } from '../types.ts';
import { bundleMemo } from './reuse-bundle.ts';
import { generatedModules } from '../docusaurus/generated-config.ts';
import { sassKey } from '../docusaurus/sass-options.ts';

export interface LiveCode {
  setup: LiveCodeSetup;
  files: OutputMap;
}

/** The playground for a site with `liveCodeBlock`; an error naming the fix when `react-live` is not installed. */
export async function bundleLiveCode(site: SiteConfig, siteDir: string, configFile: string, overrides: ThemeOverrides, url: (p: string) => string): Promise<LiveCode | undefined> {
  if (!site.liveCodeBlock) return undefined;
  const reactLive = siteReactLive(siteDir);
  if (!reactLive) throw new BuildError([{ pos: { file: configFile }, message: 'liveCodeBlock is on, but the react-live package is not installed', hint: 'npm install react-live (in the site folder), or remove liveCodeBlock' }]);
  const aliases = siteAliases(site, siteDir);
  // Not the base URL: a site's locales share the files, each naming them under its own.
  const key = JSON.stringify([siteDir, reactLive, site.svgrConfig ?? null, [...overrides], aliases, sassKey(siteDir)]);
  const made = playgrounds.get(key) ?? await bundlePlayground(site, siteDir, reactLive, overrides, aliases, key);
  return { setup: { src: url(`/${made.js}`), css: url(`/${made.css}`), position: site.liveCodeBlock.playgroundPosition }, files: made.files };
}

/**
 * The playground this process made last: a site's locales and `serve`'s rebuilds reuse it until a file it was made
 * from changes (bundling react-live takes longer than the rest of a rebuild).
 */
const playgrounds = bundleMemo<{ js: string; css: string; files: OutputMap }>();

async function bundlePlayground(site: SiteConfig, siteDir: string, reactLive: string, overrides: ThemeOverrides, aliases: ReturnType<typeof siteAliases>, key: string) {
  const workDir = realpathSync(siteDir);
  let result;
  try {
    const base = siteBrowserBuild(siteDir, workDir);
    result = await build({
      ...base,
      entryPoints: { 'live-code': path.join(PACKAGE_ROOT, 'client', 'live-code.tsx'), 'live-code-style': path.join(PACKAGE_ROOT, 'client', 'live-code.css') },
      // The site's react-live, with docsgen's React as the site's islands have it.
      alias: { ...base.alias, 'react-live': reactLive },
      plugins: [svgComponents(site.svgrConfig), ...siteBrowserPlugins(siteDir), resolvePlugin({ siteDir, overrides, aliases, staticDirs: staticRoots(siteDir, site.staticDir), ...generatedModules(site) })],
    });
  } catch (err) {
    const errors = (err as { errors?: Message[] }).errors;
    if (!errors?.length) throw err;
    throw new BuildError(errors.map((m) => ({
      pos: m.location ? { file: path.resolve(workDir, m.location.file), line: m.location.line, column: m.location.column + 1 } : { file: workDir },
      message: `cannot bundle the live code playground: ${m.text}`,
      hint: 'live code runs in the browser: src/theme/ReactLiveScope may import only what a browser has (no node: modules)',
    })));
  }
  const { files, names } = namedByContent(result.metafile.outputs, result.outputFiles, workDir);
  // One stylesheet, under a name of its content too: the playground's, then what the scope's components import
  // (esbuild's stylesheet of the script's entry), which the page links with it.
  const style = 'assets/live-code-style.css';
  const imported = files.get('assets/live-code.css');
  const data = imported ? Buffer.concat([files.get(style)!, imported]) : files.get(style)!;
  const css = style.replace(/\.css$/, `.${sha1(data).slice(0, 8)}.css`);
  files.set(css, data);
  files.delete(style);
  files.delete('assets/live-code.css');
  return playgrounds.set(key, result.metafile, workDir, { js: names.get('assets/live-code.js')!, css, files });
}
