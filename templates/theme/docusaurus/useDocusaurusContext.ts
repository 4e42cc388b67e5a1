// `@docusaurus/useDocusaurusContext`: the site's config as Docusaurus components read it.
import { useContext } from 'react';
import { SiteContext } from '../context.ts';

export default function useDocusaurusContext() {
  const { siteConfig, locale } = useContext(SiteContext);
  return { siteConfig, siteMetadata: {}, globalData: {}, i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale] }, codeTranslations: {} };
}
