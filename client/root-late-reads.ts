// Root's own island names the docs' view of the config, and no global data, when Root read no more as it rendered on
// the server (templates/theme/island.tsx). A Root that reads more only after its state changes (a panel opened)
// still gets it: what the page holds at the time of the read — the whole config's script, a global-data script (the
// first page's, or one client navigation brought) — rather than an empty value.
import { DOCS_VIEW_KEYS } from '../templates/theme/config-reads.ts';
import type { DocsgenSiteConfig } from '../templates/theme/context.ts';
import { GLOBAL_SCRIPT_ATTR, SITE_SCRIPT_ATTR } from '../templates/theme/site-config-views.ts';

let warned = false;
const parsed = new WeakMap<Element, Record<string, unknown>>();

/** The JSON a page script holds, parsed once. */
export function scriptJson<T>(el: Element): T {
  let value = parsed.get(el);
  if (!value) parsed.set(el, (value = JSON.parse(el.textContent!) as Record<string, unknown>));
  return value as T;
}

/** `docs` (the docs' view), whose other keys are the whole config's when the page has it as they are read. */
export function laterSite(docs: DocsgenSiteConfig): DocsgenSiteConfig {
  const whole = (key: string | symbol) => {
    if (typeof key !== 'string' || DOCS_VIEW_KEYS.has(key)) return undefined;
    const el = document.querySelector(`script[${SITE_SCRIPT_ATTR}="whole"]`);
    if (!el && !warned) warned = true, console.warn(`[docsgen] Root read siteConfig.${key} after it rendered on the server; the page has only the docs' view of the config`);
    return el ? scriptJson<DocsgenSiteConfig>(el) : undefined;
  };
  return new Proxy(docs, {
    get: (target, key, receiver) => {
      const all = whole(key);
      return all ? all[key as string] : Reflect.get(target, key, receiver);
    },
    has: (target, key) => whole(key)?.[key as string] !== undefined || Reflect.has(target, key),
  });
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
