// The names a site's own MDXComponents (src/theme/MDXComponents) gives `@docusaurus/Link`: MDX files use them without
// an import (`<Link to>`), and Docusaurus's broken-link checker collects every Link rendered. Read from the file's
// source, as siteMarkdownTags reads its keys: the local name of its `@docusaurus/Link` import, then each key of an
// object mapped to it (`Link,` or `Anchor: Link`).
import { readFileSync } from 'node:fs';

const IMPORT = /import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*['"]@docusaurus\/Link['"]/g;
const escape = (name: string) => name.replace(/\$/g, '\\$');

/**
 * The component names under which the site's MDXComponents provides Link (`file`: that override's path, if any).
 * Only capitalised ones: MDX maps a lowercase tag written as JSX to nothing, and Markdown's own links (`a`) already
 * count.
 */
export function providedLinkNames(file: string | undefined): string[] {
  if (!file) return [];
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const [, local] of source.matchAll(IMPORT)) {
    const name = escape(local!);
    for (const m of source.matchAll(new RegExp(`(?:^|[{,\\s])([A-Za-z_$][\\w$]*)\\s*:\\s*${name}\\s*(?=[,}\\n])`, 'gm'))) names.add(m[1]!);
    if (new RegExp(`[{,]\\s*${name}\\s*(?=[,}])`).test(source.replace(IMPORT, ''))) names.add(local!);
  }
  return [...names].filter((n) => /^[A-Z]/.test(n)).sort();
}
