// A Docusaurus config's `i18n`: its locales, each one's label, `<html lang>`, direction and translation folder, as
// Docusaurus's core fills them in (server/i18n.ts): unset values follow from the locale's name.
import path from 'node:path';
import { fail } from '../errors.ts';
import { arr, obj, str } from '../values.ts';

export interface LocaleInfo {
  name: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Absolute folder of its translations (`i18n/fr`). */
  dir: string;
}

export interface SiteLocales {
  defaultLocale: string;
  /** In the config's order (Docusaurus builds them so, the default first). */
  locales: LocaleInfo[];
}

/** The config's locales; `i18n.locales` must list the default one, as Docusaurus checks. */
export function siteLocalesOf(i18n: Record<string, unknown>, file: string): SiteLocales {
  const defaultLocale = str(i18n.defaultLocale) ?? 'en';
  const names = arr(i18n.locales).filter((l): l is string => typeof l === 'string');
  const listed = names.length ? names : [defaultLocale];
  if (!listed.includes(defaultLocale)) fail({ file }, `i18n.defaultLocale "${defaultLocale}" is not in i18n.locales (${listed.join(', ')})`, `add "${defaultLocale}" to i18n.locales, as Docusaurus requires`);
  const root = path.resolve(path.dirname(file), str(i18n.path) ?? 'i18n');
  const ordered = [defaultLocale, ...listed.filter((l) => l !== defaultLocale)];
  return {
    defaultLocale,
    locales: ordered.map((name) => {
      const own = obj(obj(i18n.localeConfigs)[name]);
      return {
        name, label: str(own.label) ?? defaultLabel(name), htmlLang: str(own.htmlLang) ?? name,
        direction: own.direction === 'rtl' || own.direction === 'ltr' ? own.direction : localeDirection(name),
        dir: path.resolve(root, str(own.path) ?? name),
      };
    }),
  };
}

/** The locale's name for itself, capitalised (`fr`: Français), as Docusaurus labels a locale without a `label`. */
function defaultLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The route prefixes of the locales other than the one being built: Docusaurus builds each locale on its own, so a
 * link into another (`/fr/docs/intro` from the English docs) is left unchecked.
 */
export function otherLocales(locales: SiteLocales, building: LocaleInfo | undefined): string[] {
  const current = building?.name ?? locales.defaultLocale;
  return locales.locales.filter((l) => l.name !== current && l.name !== locales.defaultLocale).map((l) => `/${l.name}`);
}

/** The base URL of a locale: the site's for the default one, `<baseUrl><locale>/` for the others. */
export function localeBaseUrl(baseUrl: string, locales: SiteLocales, name: string): string {
  return name === locales.defaultLocale ? baseUrl : `${baseUrl}${name}/`;
}

/** The direction a locale's script is written in (`ar`, `he`, `fa`: right to left); `ltr` for a tag Intl does not know. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  try {
    // `textInfo` until V8 12, `getTextInfo()` after.
    const l = new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
    return (l.getTextInfo?.() ?? l.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * Where a build of `opts.locale` (undefined: the default one) writes, `root` being `--out`: another locale into
 * `<root>/<locale>`, as Docusaurus writes it, staged beside `root` (`stem`: `build.fr`) so nothing but the site is
 * ever in the deployed folder. The default locale built alone (`--locale en`) keeps (`keep`) the other locales'
 * folders of the current output. A shard is of one locale: its folder is `root` itself, which `merge` puts at
 * `<out>/<locale>` (the locale is in its manifest); a site with several locales must say which.
 */
export function localeOutput(root: string, site: { file: string; locales?: SiteLocales; locale?: LocaleInfo }, opts: { shard?: unknown; locale?: string }): { out: string; stem?: string; keep?: string[] } {
  if (opts.shard && site.locales && opts.locale === undefined) {
    const names = site.locales.locales.map((l) => l.name).join(', ');
    fail({ file: site.file }, `--shard renders a slice of one locale, and this site has several (${names})`, `add --locale to each shard's build (e.g. --locale ${site.locales.defaultLocale}), then merge each locale's shards`);
  }
  if (opts.shard) return { out: root };
  if (!site.locale) return opts.locale !== undefined && site.locales ? { out: root, keep: otherLocaleNames(site.locales) } : { out: root };
  return { out: path.join(root, site.locale.name), stem: `${root}.${site.locale.name}` };
}

/** What a shard's manifest says of its locale: its name (not the default one), or the other locales' (the default one). */
export function shardLocales(site: { locales?: SiteLocales; locale?: LocaleInfo }): { locale?: string; otherLocales?: string[] } {
  if (site.locale) return { locale: site.locale.name };
  return site.locales ? { otherLocales: otherLocaleNames(site.locales) } : {};
}

function otherLocaleNames(locales: SiteLocales): string[] {
  return locales.locales.filter((l) => l.name !== locales.defaultLocale).map((l) => l.name);
}
