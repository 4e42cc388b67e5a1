// Load `site.config.ts` (TypeScript, bundled by esbuild) and validate it against the schema.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { configSchema, type UserConfig } from './schema.ts';
import { BuildError, fail, type Problem } from '../errors.ts';
import { DOCUSAURUS_CONFIG, type DocusaurusSite } from '../docusaurus/config.ts';
import { loadForLocale, type LocaleLoad } from '../i18n/locale-env.ts';
import { docusaurusKeyPath } from '../docusaurus/key-names.ts';
import { importModule } from '../import-module.ts';
import type { SiteConfig } from '../types.ts';
import { didYouMean } from '../did-you-mean.ts';
import { issueText, keysAt, valueAt } from './issue-text.ts';
import { configKeyDocs } from '../docs-url.ts';
import { localeDirection, otherLocales, type LocaleInfo, type SiteLocales } from '../i18n/locales.ts';
import { localizedConfig, translatedConfig } from '../i18n/locale-config.ts';
import { themeTranslations } from '../i18n/theme-translations.ts';

export type { UserConfig };

/** The config the CLI looks for when given none. */
export const DEFAULT_CONFIG = 'site.config.ts';
export { defineConfig } from './api.ts';

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  file: string;
  /** Folder the config's relative paths are resolved against. */
  root: string;
  /** Route prefixes of the site's parts built apart (its other locales): links into them are left unchecked. */
  elsewhere?: string[];
  /** Reported with the build's warnings (what a Docusaurus config asks for that is not built). */
  warnings?: Problem[];
  /** A Docusaurus site with several locales: all of them (i18n/build-locales.ts builds each). */
  locales?: SiteLocales;
  /** The locale this config builds, when it is not the default one (at `<baseUrl><locale>/`). */
  locale?: LocaleInfo;
  /** The built locale's translations folder (`i18n/<locale>`), when there is one: its files are read first. */
  translations?: string;
  /** The Docusaurus config as loaded: another locale's build of the same site derives its view from it (loadConfig's `loaded`). */
  docusaurus?: LocaleLoad;
}

/**
 * Loads a docsgen config, or a Docusaurus site's `docusaurus.config.*` (named, or found beside the default
 * `site.config.ts` when there is none).
 */
export async function loadConfig(configPath: string, localeName?: string, loaded?: LocaleLoad): Promise<LoadedConfig> {
  const file = configFileOf(configPath);
  if (DOCUSAURUS_CONFIG.test(path.basename(file))) {
    const docusaurus = await loadForLocale(file, localeName, loaded);
    const { site } = docusaurus;
    const { locale, config, translations } = withLocale(site, localeName, file);
    // Its values are mapped onto docsgen's keys: a refused one is named as the Docusaurus config writes it.
    const source = readFileSync(file, 'utf8');
    return {
      config: validateConfig(config, file, source, docusaurusKeyPath), file, root: path.dirname(file), elsewhere: otherLocales(site.locales, locale), ...(site.warnings.length ? { warnings: [...site.warnings] } : {}), docusaurus,
      ...(site.locales.locales.length > 1 ? { locales: site.locales } : {}), ...(locale ? { locale } : {}), ...(translations ? { translations } : {}),
    };
  }
  if (localeName !== undefined) fail({ file }, `--locale ${localeName}: only a Docusaurus config has locales (i18n.locales)`, 'build without --locale');
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (err) {
    fail({ file }, `cannot read the config file (${(err as NodeJS.ErrnoException).code ?? err})`, 'pass the right path with --config');
  }
  const exported = await importModule(file);
  return { config: validateConfig(exported, file, source), file, root: path.dirname(file) };
}

/** The config of the locale asked for (`--locale`); the default locale's is the config itself. */
function withLocale(site: DocusaurusSite, name: string | undefined, file: string): { config: UserConfig; locale?: LocaleInfo; translations?: string } {
  const locale = site.locales.locales.find((l) => l.name === (name ?? site.locales.defaultLocale));
  if (!locale) fail({ file }, `--locale ${name}: the config's i18n.locales has no such locale (${site.locales.locales.map((l) => l.name).join(', ')})`, 'name one of them, or add it to i18n.locales');
  // A locale without a translations folder (the default one, usually) reads the config as it is.
  const translations = existsSync(locale.dir) ? locale.dir : undefined;
  const config = locale.name !== site.locales.defaultLocale ? localizedConfig(site.config, site.locales, locale) : translations ? translatedConfig(site.config, translations) : site.config;
  // The theme's words in the locale (Docusaurus's translations), under the site's own code.json.
  const theme = themeTranslations(locale.name, path.dirname(file));
  const withTheme = Object.keys(theme).length ? { ...config, codeTranslations: { ...theme, ...config.codeTranslations } } : config;
  return locale.name !== site.locales.defaultLocale ? { config: withTheme, locale, translations } : { config: withTheme, translations };
}

/** The file `loadConfig(configPath)` reads (absolute): the path given, or the Docusaurus config it falls back to. */
export function configFileOf(configPath: string): string {
  const file = path.resolve(configPath);
  return docusaurusFallback(file) ?? file;
}

function docusaurusFallback(file: string): string | undefined {
  if (path.basename(file) !== DEFAULT_CONFIG || existsSync(file)) return undefined;
  return ['ts', 'mts', 'mjs', 'js', 'cjs'].map((ext) => path.join(path.dirname(file), `docusaurus.config.${ext}`)).find((f) => existsSync(f));
}

/** Validate a config object; every problem names the key, what was expected and (roughly) the line. */
export function validateConfig(value: unknown, file: string, source = '', keyName = (keyPath: string) => keyPath): SiteConfig {
  // Parsed once per build: zod's compiled fast path (a `new Function` per object schema, ~50 nested here) cost a
  // cold build more to compile than it saves on one parse.
  const result = configSchema.safeParse(value, { jitless: true });
  if (result.success) return withDefaults(result.data, path.dirname(file));
  const problems: Problem[] = result.error.issues.map((issue) => describeIssue(issue, { file, source, value, keyName }));
  throw new BuildError(problems);
}

/** Defaults that depend on other keys or on the site's folder. */
function withDefaults(config: z.output<typeof configSchema>, root: string): SiteConfig {
  const docsPath = config.docs.path ?? (!existsSync(path.join(root, 'docs')) && existsSync(path.join(root, 'content/docs')) ? 'content/docs' : 'docs');
  return {
    ...config, htmlLang: config.htmlLang ?? config.locale, direction: config.direction ?? localeDirection(config.locale),
    navbar: { ...config.navbar, title: config.navbar.title ?? config.title }, docs: { ...config.docs, path: docsPath },
  };
}

interface ConfigText {
  file: string;
  source: string;
  /** The config as loaded. */
  value: unknown;
  /** A key path as the file spells it. */
  keyName: (keyPath: string) => string;
}

function describeIssue(issue: z.core.$ZodIssue, text: ConfigText): Problem {
  const { file, source, value, keyName } = text;
  // A navbar item matches none of the item kinds: told what is wrong with the kind it names (`type`), else a link.
  if (issue.code === 'invalid_union' && issue.errors.length) {
    const otherKind = (e: z.core.$ZodIssue[]) => e.some((i) => (i.path.length === 1 && i.path[0] === 'type') || (i.code === 'unrecognized_keys' && i.keys.includes('type')));
    const branch = issue.errors.find((e) => !otherKind(e)) ?? issue.errors[0]!;
    if (branch[0]) return describeIssue({ ...branch[0], path: [...issue.path, ...branch[0].path] }, text);
  }
  const keyPath = keyName(formatKeyPath(issue.path));
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => (keyPath ? `${keyPath}.${k}` : k));
    const known = keysAt(configSchema, issue.path);
    const meant = issue.keys.map((k) => [k, didYouMean(k, known)] as const).filter(([, m]) => m);
    return {
      pos: { file, line: lineOf(source, [...issue.path, issue.keys[0]!]) },
      message: `unknown config key ${keys.map((k) => `"${k}"`).join(', ')}${meant.length ? ` — did you mean ${meant.map(([, m]) => `"${m}"`).join(', ')}?` : ''}`,
      hint: meant.length ? `rename it to ${meant.map(([, m]) => `"${m}"`).join(', ')}` : `remove it or check its spelling against the config reference: ${configKeyDocs(issue.path[0])}`,
    };
  }
  return {
    pos: { file, line: lineOf(source, issue.path, valueAt(value, issue.path)) },
    message: `config key "${keyPath || '(root)'}"${issueText(issue, valueAt(value, issue.path))}`,
    hint: `see ${configKeyDocs(issue.path[0])}`,
  };
}

function formatKeyPath(p: PropertyKey[]): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');
}

/**
 * The line that sets the key at `keyPath`, roughly: each key found after the one before it (`navbar:`, then
 * `items:`, then `label:`), the last on a line that also shows `value` when there is one such line.
 */
function lineOf(source: string, keyPath: readonly PropertyKey[], value?: unknown): number | undefined {
  const keys = keyPath.filter((k): k is string => typeof k === 'string');
  if (!keys.length) return undefined;
  let from = 0;
  let at = -1;
  for (const key of keys) {
    const re = new RegExp(keyPattern(key), 'gm');
    re.lastIndex = from;
    const m = re.exec(source);
    if (!m) return at < 0 ? undefined : lineAt(source, at);
    at = m.index + m[1]!.length;
    from = at;
  }
  const shown = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  const key = keys[keys.length - 1]!;
  if (shown) {
    const re = new RegExp(`${keyPattern(key)}\\s*['"\`]?${escaped(shown)}`, 'gm');
    re.lastIndex = at;
    const m = re.exec(source);
    if (m) at = m.index + m[1]!.length;
  }
  return lineAt(source, at);
}

/** `key:`, quoted or not, after a line start, a space, `{` or `,` (group 1). */
function keyPattern(key: string): string {
  return `(^|[\\s{,])['"]?${escaped(key)}['"]?\\s*:`;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}
