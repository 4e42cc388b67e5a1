// The Docusaurus themes docsgen draws itself, told by the names a config lists them under; the Mermaid theme's options.
import type { UserConfig } from '../config/schema.ts';
import { obj, str } from '../values.ts';
import { pluginName } from './plugins.ts';

/** Whether a plugin or theme name (a package, its shorthand, or the path `require.resolve` gives) is that theme. */
export function isBuiltTheme(name: string | undefined, theme: string): boolean {
  return name !== undefined && new RegExp(`(^|[/@-])theme-${theme}(/lib(/index\\.js)?)?$|^${theme}$`).test(name);
}

/**
 * `@docusaurus/theme-mermaid`'s options (`themeConfig.mermaid`), when the site sets them or lists the theme (under
 * `themes` or `plugins`, `entries`): listed, its `<Mermaid value>` draws wherever a page uses it, with or without
 * `markdown.mermaid`.
 */
export function mermaidOf(given: unknown, entries: unknown[]): Pick<UserConfig, 'mermaid'> {
  const listed = entries.some((t) => isBuiltTheme(pluginName(t), 'mermaid'));
  if (!given && !listed) return {};
  const m = obj(given);
  const theme = obj(m.theme);
  return { mermaid: { theme: { ...(str(theme.light) ? { light: str(theme.light) } : {}), ...(str(theme.dark) ? { dark: str(theme.dark) } : {}) }, options: obj(m.options), components: listed } };
}
