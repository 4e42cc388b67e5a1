// `@docusaurus/useDocusaurusContext`: the site's config as Docusaurus components read it.
import { useContext } from 'react';
import { SiteContext } from '../context.ts';
import { globalDataOf } from './useGlobalData.ts';

export default function useDocusaurusContext() {
  const ctx = useContext(SiteContext);
  const { siteConfig, locale } = ctx;
  return {
    siteConfig, siteMetadata: {},
    // Read when asked for: a Root that does not read it leaves it off its island's data.
    get globalData() {
      return globalDataOf(ctx) ?? {};
    },
    // The config's `i18n` reaches the site's theme components; a doc's components know the locale it is in. Read when
    // asked for too: a Root that reads only the docs' view of the config leaves the page with that view.
    get i18n() {
      const i18n = (siteConfig.i18n ?? {}) as { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, unknown> };
      return { currentLocale: locale, defaultLocale: i18n.defaultLocale ?? locale, locales: i18n.locales ?? [locale], localeConfigs: i18n.localeConfigs ?? {} };
    },
    codeTranslations: (siteConfig.codeTranslations ?? {}) as Record<string, string>,
  };
}
