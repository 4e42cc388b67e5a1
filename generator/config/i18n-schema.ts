// The config keys of a site with several locales (a Docusaurus config's `i18n`, read by docusaurus/config.ts).
import * as z from 'zod';

/** One locale of the site: its name, the label the locale dropdown shows, its `<html lang>` and where it is served. */
const siteLocale = z.strictObject({ locale: z.string(), label: z.string(), htmlLang: z.string(), baseUrl: z.string() });

export const i18nKeys = {
  /** Every locale of the site, the default first: the locale dropdown and each page's `hreflang` links name them. */
  locales: z.array(siteLocale).optional(),
  /** `<Translate>` and `translate()` messages by id (a Docusaurus locale's `code.json`). */
  codeTranslations: z.record(z.string(), z.string()).optional(),
};

export type SiteLocale = z.output<typeof siteLocale>;
