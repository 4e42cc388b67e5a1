// `@docusaurus/useDocusaurusContext`: the site's config as Docusaurus components read it.
import { useContext } from 'react';
import { SiteContext } from '../context.ts';

export default function useDocusaurusContext() {
  const { siteConfig, locale, globalData } = useContext(SiteContext);
  return { siteConfig, siteMetadata: {}, globalData: globalData ?? {}, i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale] }, codeTranslations: {} };
}
