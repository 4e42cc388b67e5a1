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

/** Runs `load` with reads of the variable noted (process.env seen through a proxy meanwhile). */
async function watchingLocale(load: () => Promise<DocusaurusSite>): Promise<LocaleLoad> {
  const env = process.env;
  let read = false;
  process.env = new Proxy(env, {
    get: (target, key) => {
      if (key === LOCALE_VAR) read = true;
      return Reflect.get(target, key);
    },
    has: (target, key) => {
      if (key === LOCALE_VAR) read = true;
      return Reflect.has(target, key);
    },
  });
  try {
    return { site: await load(), perLocale: read };
  } finally {
    process.env = env;
  }
}
