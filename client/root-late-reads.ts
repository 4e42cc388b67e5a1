// Root's own island names the docs' view of the config, and no global data, when Root read no more as it rendered on
// the server (templates/theme/island.tsx). A Root that reads more only after its state changes (a panel opened)
// still gets it: what the page holds at the time of the read — the whole config's script, a global-data script (the
// first page's, or one client navigation brought) — rather than an empty value. A page with the docs' view only names
// the whole config's file (generator/output/island-site.ts): fetched as Root hydrates, read at once if a read comes
// before it arrived.
import { DOCS_VIEW_KEYS } from '../templates/theme/config-reads.ts';
import type { DocsgenSiteConfig } from '../templates/theme/context.ts';
import { GLOBAL_SCRIPT_ATTR, SITE_SCRIPT_ATTR, WHOLE_FILE_ATTR } from '../templates/theme/site-config-views.ts';

let warned = false;
const parsed = new WeakMap<Element, Record<string, unknown>>();
/** The whole config's file, by URL: fetched (a promise) or read. */
const fetched = new Map<string, Promise<void> | DocsgenSiteConfig>();

/** The JSON a page script holds, parsed once. */
export function scriptJson<T>(el: Element): T {
  let value = parsed.get(el);
  if (!value) parsed.set(el, (value = JSON.parse(el.textContent!) as Record<string, unknown>));
  return value as T;
}

/** `docs` (the docs' view), whose other keys are the whole config's (the page's script, else its file) as they are read. */
export function laterSite(docs: DocsgenSiteConfig): DocsgenSiteConfig {
  const file = () => document.querySelector(`script[${WHOLE_FILE_ATTR}]`)?.getAttribute(WHOLE_FILE_ATTR);
  const at = file();
  if (at && !fetched.has(at)) fetched.set(at, fetch(at).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`)))).then((c: DocsgenSiteConfig) => void fetched.set(at, c), () => void fetched.delete(at)));
  const whole = (key: string | symbol) => {
    if (typeof key !== 'string' || DOCS_VIEW_KEYS.has(key)) return undefined;
    const el = document.querySelector(`script[${SITE_SCRIPT_ATTR}="whole"]`);
    const all = el ? scriptJson<DocsgenSiteConfig>(el) : fileNow(file());
    if (!all && !warned) warned = true, console.warn(`[docsgen] Root read siteConfig.${key} after it rendered on the server; the page has only the docs' view of the config`);
    return all;
  };
  return new Proxy(docs, {
    get: (target, key, receiver) => {
      const all = whole(key);
      return all ? all[key as string] : Reflect.get(target, key, receiver);
    },
    has: (target, key) => whole(key)?.[key as string] !== undefined || Reflect.has(target, key),
  });
}

/**
 * The whole config's file at `url`, fetched already, else read now: the read (a render) needs it at once. The file is
 * small and, fetched as Root hydrated, rarely still on its way.
 */
function fileNow(url: string | null | undefined): DocsgenSiteConfig | undefined {
  if (!url) return undefined;
  const known = fetched.get(url);
  if (known && !(known instanceof Promise)) return known;
  const request = new XMLHttpRequest();
  request.open('GET', url, false);
  try {
    request.send();
  } catch {
    return undefined;
  }
  if (request.status !== 200) return undefined;
  const config = JSON.parse(request.responseText) as DocsgenSiteConfig;
  fetched.set(url, config);
  return config;
}

type GlobalData = Record<string, Record<string, unknown>>;

/** The global data of the page's fullest script, as it is read: none while the page has none. */
export function laterGlobalData(): GlobalData {
  const now = (): GlobalData => {
    const all = [...document.querySelectorAll(`script[${GLOBAL_SCRIPT_ATTR}]`)];
    const fullest = all.sort((a, b) => b.textContent!.length - a.textContent!.length)[0];
    return fullest ? scriptJson<GlobalData>(fullest) : {};
  };
  return new Proxy({} as GlobalData, {
    get: (_, key) => (typeof key === 'string' ? now()[key] : undefined),
    has: (_, key) => key in now(),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (_, key) => {
      const data = now();
      return key in data ? { value: data[key as string], writable: true, enumerable: true, configurable: true } : undefined;
    },
  });
}
