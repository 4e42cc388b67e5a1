// `@docusaurus/plugin-pwa`'s `pwaHead`: the tags its plugin puts in every page's <head> — the web app manifest,
// `theme-color`, Apple touch icons — read as Docusaurus's plugin writes them: each `{tagName, ...attributes}` a tag,
// an `href` or `content` that names a file (it has an extension) given the base URL unless it starts with it. Its
// service worker and offline mode are not built (the plugin stays in the not-built warning).
import path from 'node:path';
import type { HeadTag } from '../config/schema.ts';
import { arr, obj, str } from '../values.ts';
import { pluginName } from './plugins.ts';

const PWA_PLUGIN = /(^|[/@-])plugin-pwa(\/lib(\/index\.js)?)?$/;

export function pwaHeadTags(plugins: unknown, baseUrl = '/'): HeadTag[] {
  const entry = arr(plugins).find((p) => PWA_PLUGIN.test(pluginName(p) ?? ''));
  const options = obj(Array.isArray(entry) ? entry[1] : undefined);
  return arr(options.pwaHead).map(obj).filter((t) => str(t.tagName)).map(({ tagName, ...rest }) => {
    const attributes = Object.fromEntries(Object.entries(rest).filter(([, v]) => typeof v === 'string' || typeof v === 'boolean')) as Record<string, string | boolean>;
    for (const key of ['href', 'content']) {
      const value = attributes[key];
      if (typeof value === 'string' && path.extname(value) && !/^[a-z][\w+.-]*:/i.test(value) && !value.startsWith(baseUrl)) attributes[key] = `${baseUrl.replace(/\/$/, '')}/${value.replace(/^\//, '')}`;
    }
    return { tagName: tagName as string, attributes };
  });
}
