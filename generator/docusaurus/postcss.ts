// The site's PostCSS, when its plugins configure it (`configurePostCss(postcssOptions)`, as Tailwind sites do):
// Docusaurus runs every stylesheet through PostCSS with autoprefixer, each plugin's `configurePostCss` in turn given
// the options (`{ident, plugins}`) to change or replace; then the plugins of a `postcss-loader` a plugin's
// `configureWebpack` adds (webpack-postcss.ts). docsgen does the same for the site's `customCss` and the CSS
// its components import, with the site's own `postcss` package; a site whose plugins do not configure PostCSS keeps its CSS as written.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadedConfig } from '../config/load.ts';
import type { Problem } from '../errors.ts';
import { quotedPosition } from '../content/key-position.ts';
import { stubbedModule, stubsUsedBy } from './stubs.ts';
import { webpackAnswer } from './webpack-aliases.ts';
import { webpackPostCssPlugins } from './webpack-postcss.ts';

/** A stylesheet's text, run through the site's PostCSS plugins. */
export type PostCss = (css: string, file: string) => Promise<string>;

type Configure = (options: { ident: string; plugins: unknown[] }) => unknown;

/** The site's PostCSS; undefined when no plugin configures it, or (with a warning in `loaded.warnings`) when it cannot run here. */
export async function sitePostCss(loaded: LoadedConfig): Promise<PostCss | undefined> {
  const configurers = loaded.config.plugins.filter((p) => typeof (p as { configurePostCss?: unknown }).configurePostCss === 'function');
  const fromWebpack = loaded.config.plugins.map((p) => ({ plugin: p, plugins: webpackPostCssPlugins(webpackAnswer(p)) })).filter((w) => w.plugins.length);
  if (!configurers.length && !fromWebpack.length) return undefined;
  const require = createRequire(loaded.file);
  const load = (id: string): unknown => { try { return require(id); } catch { return undefined; } };
  const autoprefixer = load('autoprefixer');
  let options = { ident: 'postcss', plugins: autoprefixer ? [autoprefixer] : [] as unknown[] };
  const missing = new Set<string>();
  for (const p of configurers) {
    const [answer, stubs] = await stubsUsedBy(() => (p as unknown as { configurePostCss: Configure }).configurePostCss(options));
    for (const id of stubs) missing.add(id);
    const given = answer && typeof answer === 'object' ? answer as typeof options : options;
    options = { ...given, plugins: Array.isArray(given.plugins) ? given.plugins : [] };
  }
  options.plugins = [...options.plugins, ...fromWebpack.flatMap((w) => w.plugins)];
  for (const plugin of options.plugins) if (stubbedModule(plugin)) missing.add(stubbedModule(plugin)!);
  const postcss = load('postcss') as ((plugins: unknown[]) => { process(css: string, opts: object): Promise<{ css: string }> }) | undefined;
  if (!postcss) missing.add('postcss');
  if (missing.size) {
    const named = [...configurers.map((p) => `${p.name}: configurePostCss`), ...fromWebpack.map((w) => `${w.plugin.name}: configureWebpack`)];
    warn(loaded, {
      pos: quotedPosition(loaded.file, [...configurers, ...fromWebpack.map((w) => w.plugin)].map((p) => p.name)),
      message: `the site's PostCSS (plugin ${named.join(', ')}) did not run: ${[...missing].sort().join(', ')} not installed here, so its stylesheets are as written`,
      hint: `npm install (in the site folder), then build again`,
    });
    return undefined;
  }
  const processor = postcss!(options.plugins);
  return async (css, file) => (await processor.process(css, { from: file, to: file })).css;
}

/**
 * The site's PostCSS by its folder, for the CSS its components import (css-modules.ts): esbuild's plugins are made in
 * many places from the folder alone, so the build sets it here once per config load (siteCustomCss), as it is known.
 */
const bySite = new Map<string, PostCss | undefined>();

export function setSitePostCss(siteDir: string, postCss: PostCss | undefined): void {
  bySite.set(path.resolve(siteDir), postCss);
}

export function postCssOf(siteDir: string): PostCss | undefined {
  return bySite.get(path.resolve(siteDir));
}

/** Told once per config, however many builds `docsgen serve` runs with it. */
function warn(loaded: LoadedConfig, problem: Problem): void {
  const warnings = (loaded.warnings ??= []);
  if (!warnings.some((w) => w.message === problem.message)) warnings.push(problem);
}
