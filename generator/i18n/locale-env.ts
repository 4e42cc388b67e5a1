// `process.env.DOCUSAURUS_CURRENT_LOCALE`, which Docusaurus sets to the locale it builds before it loads the config
// (and leaves set for the build: sidebars files read it too). A config that reads it while it loads is loaded again
// for each locale; any other is loaded once and each locale's view derived from it (i18n/locale-config.ts).
import { loadDocusaurusConfig, type DocusaurusSite } from '../docusaurus/config.ts';

const LOCALE_VAR = 'DOCUSAURUS_CURRENT_LOCALE';

/** The site as loaded: `perLocale` when the config read the locale as it loaded (its result differs by locale). */
export interface LocaleLoad {
  site: DocusaurusSite;
  perLocale: boolean;
}

/**
 * Loads `file` for locale `name` (undefined: the default one, known once loaded), or takes `loaded` over when it
 * does not depend on the locale.
 */
export async function loadForLocale(file: string, name: string | undefined, loaded?: LocaleLoad): Promise<LocaleLoad> {
  if (loaded && !loaded.perLocale) {
    setLocale(name ?? loaded.site.locales.defaultLocale);
    return loaded;
  }
  setLocale(name);
  const first = await watchingLocale(() => loadDocusaurusConfig(file));
  if (name !== undefined || !first.perLocale) {
    setLocale(name ?? first.site.locales.defaultLocale);
    return first;
  }
  // Docusaurus reads the locales with the variable unset, then loads the default locale's config with it set.
  setLocale(first.site.locales.defaultLocale);
  return { site: await loadDocusaurusConfig(file), perLocale: true };
}

function setLocale(name: string | undefined): void {
  if (name === undefined) delete process.env[LOCALE_VAR];
  else process.env[LOCALE_VAR] = name;
}

/** The loads watching the variable now, and the environment their proxy stands for. */
const watchers = new Set<{ read: boolean }>();
let plainEnv: NodeJS.ProcessEnv | undefined;

/**
 * Runs `load` with reads of the variable noted: process.env is seen through a proxy meanwhile, one for all loads in
 * flight (a read during two overlapping loads counts for both: each is then loaded per locale, which is always right).
 */
async function watchingLocale(load: () => Promise<DocusaurusSite>): Promise<LocaleLoad> {
  const me = { read: false };
  if (!watchers.size) {
    const env = (plainEnv = process.env);
    const noteRead = (key: string | symbol) => {
      if (key === LOCALE_VAR) for (const w of watchers) w.read = true;
    };
    process.env = new Proxy(env, {
      get: (target, key) => (noteRead(key), Reflect.get(target, key)),
      has: (target, key) => (noteRead(key), Reflect.has(target, key)),
      // Writes go to the environment itself: through the proxy, Node's env object refuses the descriptor they make.
      set: (target, key, value) => Reflect.set(target, key, value),
      deleteProperty: (target, key) => Reflect.deleteProperty(target, key),
    });
  }
  watchers.add(me);
  try {
    return { site: await load(), perLocale: me.read };
  } finally {
    watchers.delete(me);
    if (!watchers.size) process.env = plainEnv!;
  }
}
