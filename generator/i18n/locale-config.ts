// A Docusaurus site's config for one of its locales: another one served under `<baseUrl><locale>/`, with that locale's
// `<html lang dir>`; any one with the theme's and blog's labels from its JSON files (theme-classic's navbar.json and
// footer.json, the blog's options.json, code.json), as Docusaurus's plugins translate their options.
import path from 'node:path';
import type { UserConfig } from '../config/schema.ts';
import { obj } from '../values.ts';
import type { LocaleInfo, SiteLocales } from './locales.ts';
import { localeBaseUrl } from './locales.ts';
import { pluginFolder, readMessages, type Messages } from './translations.ts';

type Obj = Record<string, unknown>;

export function localizedConfig(config: UserConfig, locales: SiteLocales, locale: LocaleInfo): UserConfig {
  return {
    ...translatedConfig(config, locale.dir),
    baseUrl: localeBaseUrl(config.baseUrl ?? '/', locales, locale.name), locale: locale.name, htmlLang: locale.htmlLang, direction: locale.direction,
  };
}

/** The config with the words of a locale's translations folder (`i18n/<locale>`; the default locale's too, as on Docusaurus). */
export function translatedConfig(config: UserConfig, dir: string): UserConfig {
  const theme = path.join(dir, 'docusaurus-theme-classic');
  const navbarMessages = readMessages(path.join(theme, 'navbar.json'));
  const footerMessages = readMessages(path.join(theme, 'footer.json'));
  const code = readMessages(path.join(dir, 'code.json'));
  const themeConfig = obj(config.themeConfig);
  const out: UserConfig = {
    ...config,
    ...(code.size ? { codeTranslations: Object.fromEntries(code) } : {}),
    navbar: translatedNavbar(config.navbar as Obj | undefined, navbarMessages) as UserConfig['navbar'],
    footer: translatedFooter(config.footer as Obj | undefined, footerMessages) as UserConfig['footer'],
    // The theme config the site's own components read says the same.
    themeConfig: { ...themeConfig, navbar: translatedNavbar(obj(themeConfig.navbar), navbarMessages), footer: translatedFooter(obj(themeConfig.footer), footerMessages) },
  };
  // Each blog instance's words from its own folder (`docusaurus-plugin-content-blog-<id>`).
  const blogWords = (id: string | undefined) => pickMessages(readMessages(path.join(pluginFolder(dir, 'blog', id), 'options.json')), { title: 'blogTitle', description: 'blogDescription', 'sidebar.title': 'blogSidebarTitle' });
  if (config.blog) out.blog = { ...config.blog, ...blogWords(undefined) };
  if (config.blogInstances) out.blogInstances = config.blogInstances.map((b) => ({ ...b, ...blogWords(b.id) }));
  return out;
}

/** navbar.json: `title`, `logo.alt`, `item.label.<label>` for each item, a dropdown's items too. */
function translatedNavbar(navbar: Obj | undefined, messages: Messages): Obj | undefined {
  if (!navbar || !messages.size) return navbar;
  const item = (i: unknown): unknown => {
    const o = obj(i);
    const label = typeof o.label === 'string' ? messages.get(`item.label.${o.label}`) : undefined;
    return { ...o, ...(label !== undefined ? { label } : {}), ...(Array.isArray(o.items) ? { items: o.items.map(item) } : {}) };
  };
  return { ...navbar, ...own(navbar, messages, 'title'), ...logoOf(navbar, messages), ...(Array.isArray(navbar.items) ? { items: navbar.items.map(item) } : {}) };
}

/** footer.json: `link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`. */
function translatedFooter(footer: Obj | undefined, messages: Messages): Obj | undefined {
  if (!footer || !messages.size) return footer;
  const link = (i: unknown) => {
    const o = obj(i);
    const label = typeof o.label === 'string' ? messages.get(`link.item.label.${o.label}`) : undefined;
    return label === undefined ? o : { ...o, label };
  };
  const links = Array.isArray(footer.links) ? footer.links.map((c) => {
    const column = obj(c);
    if (!Array.isArray(column.items)) return link(c);
    const title = typeof column.title === 'string' ? messages.get(`link.title.${column.title}`) : undefined;
    return { ...column, ...(title !== undefined ? { title } : {}), items: column.items.map(link) };
  }) : footer.links;
  return { ...footer, ...own(footer, messages, 'copyright'), ...logoOf(footer, messages), links };
}

function own(o: Obj, messages: Messages, key: string): Obj {
  return typeof o[key] === 'string' && messages.has(key) ? { [key]: messages.get(key) } : {};
}

function logoOf(o: Obj, messages: Messages): Obj {
  const logo = obj(o.logo);
  return o.logo && messages.has('logo.alt') ? { logo: { ...logo, alt: messages.get('logo.alt') } } : {};
}

/** The options named by message keys that the file has. */
function pickMessages(messages: Messages, keys: Record<string, string>): Obj {
  return Object.fromEntries(Object.entries(keys).flatMap(([key, option]) => (messages.has(key) ? [[option, messages.get(key)]] : [])));
}
