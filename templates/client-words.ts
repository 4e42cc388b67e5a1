// Which translations the scripts need (client/words.ts): Docusaurus's theme ids for the words its theme has, and
// docsgen's own (`docsgen.*`) for the rest; a site's code.json may set any of them (docs/content/docusaurus/i18n.md).
import type { SiteConfig } from '../generator/types.ts';

export const CLIENT_WORD_IDS = [
  'theme.colorToggle.ariaLabel', 'theme.colorToggle.ariaLabel.mode.dark', 'theme.colorToggle.ariaLabel.mode.light',
  'theme.DocSidebarItem.expandCategoryAriaLabel', 'theme.DocSidebarItem.collapseCategoryAriaLabel',
  'theme.CodeBlock.copy', 'theme.CodeBlock.copied', 'theme.CodeBlock.copyButtonAriaLabel',
  'docsgen.copyPage.failed', 'docsgen.code.copyFailed', 'docsgen.page.loading',
] as const;

/** The `<html>` attribute's value: the translated ones as JSON; none when the locale translates none of them. */
export function clientWords(site: Pick<SiteConfig, 'codeTranslations'>): string | undefined {
  const messages = site.codeTranslations ?? {};
  const found = CLIENT_WORD_IDS.filter((id) => id in messages);
  return found.length ? JSON.stringify(Object.fromEntries(found.map((id) => [id, messages[id]]))) : undefined;
}
