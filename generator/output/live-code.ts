// The playground of live code blocks (`liveCodeBlock`), bundled for the site: client/live-code.tsx with the site's
// own `react-live` and `@theme/ReactLiveScope` (its `src/theme` override, else docsgen's), and its stylesheet. Made
// before the docs are parsed, which name its files; written only when a page has a live block.
import { staticRoots } from '../mdx/resolve-roots.ts';
import { realpathSync, statSync } from 'node:fs';
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
  const key = JSON.stringify([siteDir, reactLive, site.svgrConfig ?? null, site.liveCodeBlock.playgroundPosition, url('/'), [...overrides], aliases]);
  if (last?.key === key && unchanged(last.inputs)) return last.live;
  const workDir = realpathSync(siteDir);
  let result;
  try {
    const base = siteBrowserBuild(siteDir, workDir);
    result = await build({
      ...base,
      entryPoints: { 'live-code': path.join(PACKAGE_ROOT, 'client', 'live-code.tsx'), 'live-code-style': path.join(PACKAGE_ROOT, 'client', 'live-code.css') },
      // The site's react-live, with docsgen's React as the site's islands have it.
      alias: { ...base.alias, 'react-live': reactLive },
      plugins: [svgComponents(site.svgrConfig), ...siteBrowserPlugins(siteDir), resolvePlugin({ siteDir, overrides, aliases, staticDirs: staticRoots(siteDir, site.staticDir) })],
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
  const live = { setup: { src: url(`/${names.get('assets/live-code.js')}`), css: url(`/${css}`), position: site.liveCodeBlock.playgroundPosition }, files };
  last = { key, inputs: Object.keys(result.metafile.inputs).flatMap((f) => (/^[\w-]+:/.test(f) ? [] : [path.resolve(workDir, f)])).map((f) => [f, mtimeOf(f)]), live };
  return live;
}

/**
 * The playground this process made last, with the modification time of each file it was made from: `serve`'s
 * rebuilds reuse it until one of them changes (bundling react-live takes longer than the rest of a rebuild).
 */
let last: { key: string; inputs: [string, number][]; live: LiveCode } | undefined;

const mtimeOf = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};
const unchanged = (inputs: [string, number][]) => inputs.every(([f, t]) => mtimeOf(f) === t);
