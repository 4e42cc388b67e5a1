// A Docusaurus config's presets: the classic preset's options (docs, blog, pages, theme) as docsgen reads them, and
// what any other preset gives. An installed preset runs as Docusaurus runs it (with the site's context) and the
// plugins it returns are read as if the config listed them; one that is not installed but is given
// classic-shaped options (a company's wrapper of the classic preset) is read as the classic preset, with a warning.
import { createRequire } from 'node:module';
import path from 'node:path';
import { arr, obj, str, type Obj } from '../values.ts';
import { shownPath } from './shown-path.ts';

export interface PresetContent {
  /** The classic preset's options, by part (`{}` when the part is on with its defaults; no docs without the preset or with `docs: false`). */
  docs?: Obj;
  blog: unknown;
  pages: unknown;
  theme: Obj;
  /** The classic preset's `svgr` options (its SVGR plugin's). */
  svgr: Obj;
  /** Its `sitemap` options (`false`: none). */
  sitemap: unknown;
  /** What else the presets asked for, for the not-built warning. */
  other: string[];
  /** Plugins the installed presets returned, read as the config's own `plugins` are. */
  plugins: unknown[];
  /** How many of `plugins` come from presets listed before the classic one (Docusaurus loads those first). */
  beforeClassic: number;
}

// Docusaurus's own classic preset, by the names it resolves (`classic`, `@docusaurus/classic`, the package name, a
// `require.resolve`d path into it) — not another package named like it (`@ionic-docs/preset-classic`, a fork).
const CLASSIC = /^(?:classic|@docusaurus\/(?:preset-)?classic|docusaurus-preset-classic)$|[\\/]@docusaurus[\\/]preset-classic(?:[\\/]|$)/;
const CLASSIC_PARTS = ['docs', 'blog', 'pages', 'theme', 'svgr', 'sitemap'];

export async function readPresets(c: Obj, file: string): Promise<PresetContent> {
  const presets = arr(c.presets).map((p) => (Array.isArray(p) ? [p[0], obj(p[1])] as const : [p, {}] as const));
  const other: string[] = [];
  const plugins: unknown[] = [];
  let classic: Obj | undefined;
  let beforeClassic = 0;
  // The classic theme's options (its `customCss`) when a preset returns the theme itself.
  let theme: Obj | undefined;
  for (const [name, options] of presets) {
    const label = typeof name === 'string' ? shownPath(name, path.dirname(file)) : 'an inline preset';
    if (typeof name === 'string' && CLASSIC.test(name)) {
      classic = options;
      beforeClassic = plugins.length;
      continue;
    }
    const { preset, failed } = load(name, file);
    if (typeof preset === 'function') {
      try {
        const given = obj(await (preset as (context: unknown, options: unknown) => unknown)(presetContext(c, file), options));
        plugins.push(...arr(given.plugins));
        for (const t of arr(given.themes)) {
          const [themeName, themeOptions] = Array.isArray(t) ? [t[0], obj(t[1])] : [t, {}];
          if (typeof themeName === 'string' && /theme-classic(\/|$)/.test(themeName)) theme = themeOptions;
          else other.push(`theme ${typeof themeName === 'string' ? themeName : 'an inline theme'} (from preset ${label})`);
        }
        continue;
      } catch (err) {
        other.push(`preset ${label} (it threw: ${(err as Error).message.split('\n')[0]})`);
        continue;
      }
    }
    if (!classic && Object.keys(options).some((k) => CLASSIC_PARTS.includes(k))) {
      classic = options;
      beforeClassic = plugins.length;
      other.push(`preset ${label} (${failed ?? 'not installed'}: its options read as the classic preset's)`);
    } else other.push(`preset ${label}`);
  }
  const options = obj(classic);
  // An option left `undefined` (`gtag: isProd ? {…} : undefined`) is not given, as Docusaurus reads it.
  other.push(...Object.keys(options).filter((k) => !CLASSIC_PARTS.includes(k) && options[k] !== undefined).map((k) => `preset option ${k}`));
  // Without the classic preset, Docusaurus builds only the plugins the config lists: no default blog or pages.
  return { ...(classic && options.docs !== false ? { docs: obj(options.docs) } : {}), blog: classic ? options.blog : false, pages: classic ? options.pages : false, theme: theme ?? obj(options.theme), svgr: obj(options.svgr), sitemap: options.sitemap, other, plugins, beforeClassic: classic ? beforeClassic : plugins.length };
}

/**
 * The preset function, when its package (or file) is installed and loads; else why not, when it is there but does
 * not load (a wrapper of the classic preset whose own `@docusaurus/preset-classic` is not installed).
 */
function load(name: unknown, file: string): { preset?: unknown; failed?: string } {
  if (typeof name === 'function') return { preset: name };
  if (typeof name !== 'string') return {};
  const require = createRequire(file);
  try {
    const mod = require(name) as { default?: unknown };
    return { preset: typeof mod === 'function' ? mod : mod?.default };
  } catch (err) {
    const there = (() => { try { return Boolean(require.resolve(name)); } catch { return false; } })();
    return there ? { failed: `installed, but loading it failed with "${(err as Error).message.split('\n')[0]}"` } : {};
  }
}

/** What a preset or a plugin is called with: the parts of Docusaurus's LoadContext they read. */
export function presetContext(c: Obj, file: string) {
  const siteDir = path.dirname(file);
  const i18n = obj(c.i18n);
  const locale = str(i18n.defaultLocale) ?? 'en';
  return {
    siteDir, siteConfig: c, siteConfigPath: file, baseUrl: str(c.baseUrl) ?? '/', outDir: path.join(siteDir, 'build'),
    generatedFilesDir: path.join(siteDir, '.docusaurus'), localizationDir: path.join(siteDir, 'i18n', locale),
    i18n: { defaultLocale: locale, currentLocale: locale, locales: arr(i18n.locales).length ? i18n.locales : [locale], path: 'i18n', localeConfigs: {} },
  };
}
