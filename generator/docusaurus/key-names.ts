// docsgen's config keys as a Docusaurus config spells them: a value mapped from `themeConfig.navbar` that docsgen's
// schema refuses is named where the author wrote it.
const THEME_CONFIG_KEYS = new Set(['navbar', 'footer', 'colorMode', 'tableOfContents', 'announcementBar', 'mermaid', 'prism', 'liveCodeBlock']);

/** A key path of docsgen's config (`tableOfContents.minHeadingLevel`) as the Docusaurus config has it. */
export function docusaurusKeyPath(keyPath: string): string {
  const top = /^[^.[]+/.exec(keyPath)?.[0];
  return top && THEME_CONFIG_KEYS.has(top) ? `themeConfig.${keyPath}` : keyPath;
}
