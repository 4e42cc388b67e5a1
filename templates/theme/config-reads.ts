// Whether a render reads more of the config than the docs' view holds (site-config-views.ts): Root's own island then
// names the whole config, else the docs' view, so that a page with a Root that reads little carries little
// (generator/output/island-site.ts). Read through a proxy of the config, whichever hook or component reads it.
import type { DocsgenSiteConfig } from './context.ts';

/** The keys of the docs' view of the config. */
export const DOCS_VIEW_KEYS = new Set(['title', 'tagline', 'titleDelimiter', 'url', 'baseUrl', 'customFields', 'codeTranslations']);

/** `site`, noting in `read` a key read beyond the docs' view (a listing of its keys counts as reading them all). */
export function recordingConfig(site: DocsgenSiteConfig, read: { beyondDocs: boolean }): DocsgenSiteConfig {
  const beyond = (key: string | symbol) => typeof key === 'string' && !DOCS_VIEW_KEYS.has(key);
  return new Proxy(site, {
    get(target, key, receiver) {
      if (beyond(key)) read.beyondDocs = true;
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      if (beyond(key)) read.beyondDocs = true;
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      read.beyondDocs = true;
      return Reflect.ownKeys(target);
    },
  });
}
