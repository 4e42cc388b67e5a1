// docsgen's own words on a page, in the page's locale where its code.json has them under Docusaurus's theme ids
// (`theme.common.editThisPage`…, as `docusaurus write-translations` lists them); else the English of Docusaurus's theme.
import type { SiteConfig } from '../generator/types.ts';

export function themeText(site: Pick<SiteConfig, 'codeTranslations'>, id: string, english: string): string {
  return site.codeTranslations?.[id] ?? english;
}
