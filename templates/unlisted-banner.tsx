// The banner Docusaurus's ContentVisibility draws on an unlisted doc (`unlisted: true` front matter), in production
// too: a caution admonition with the theme's words, classed `theme-unlisted-banner`. (A docs version's `noIndex`
// hides its pages from search engines without it.)
import Admonition from './theme/Admonition.tsx';
import { themeText } from './theme-text.ts';
import type { SiteConfig } from '../generator/types.ts';

export function UnlistedBanner({ site }: { site: SiteConfig }) {
  return (
    <Admonition type="caution" title={themeText(site, 'theme.contentVisibility.unlistedBanner.title', 'Unlisted page')} className="theme-unlisted-banner">
      {themeText(site, 'theme.contentVisibility.unlistedBanner.message', 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.')}
    </Admonition>
  );
}
