// The images the config itself names (navbar and footer logos, the favicon) must be files of the static
// folder: a missing one would be a broken image on every page, which no link check sees.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_CONFIG } from '../docusaurus/config.ts';
import type { Problem } from '../errors.ts';
import { isExternalUrl, safeDecode } from '../url.ts';
import type { SiteConfig } from '../types.ts';

/**
 * A warning per configured image that is not in the static folder, naming its config key and path.
 * `staticFiles`: the static folder's files as site paths (`/img/logo.svg`).
 */
export function missingConfigAssets(site: SiteConfig, staticFiles: ReadonlySet<string>, configFile: string, staticDirs: readonly string[]): Problem[] {
  // In a Docusaurus config the navbar and footer live under `themeConfig`.
  const theme = DOCUSAURUS_CONFIG.test(path.basename(configFile)) ? 'themeConfig.' : '';
  const named: [key: string, src: string | undefined][] = [
    ['favicon', site.favicon],
    [`${theme}navbar.logo.src`, site.navbar.logo?.src],
    [`${theme}navbar.logo.srcDark`, site.navbar.logo?.srcDark],
    [`${theme}footer.logo.src`, site.footer.logo?.src],
    [`${theme}footer.logo.srcDark`, site.footer.logo?.srcDark],
  ];
  const missing = named.filter((entry): entry is [string, string] => entry[1] !== undefined && !isExternalUrl(entry[1]) && !staticFiles.has(sitePath(entry[1])));
  if (!missing.length) return [];
  // One warning per missing file: a logo shared by the navbar, its dark variant and the footer is named once, with every key.
  const byFile = new Map<string, [keys: string[], src: string]>();
  for (const [key, src] of missing) {
    const entry = byFile.get(sitePath(src));
    if (entry) entry[0].push(key);
    else byFile.set(sitePath(src), [[key], src]);
  }
  const source = readSource(configFile);
  const folders = staticDirs.map((d) => `${path.relative(path.dirname(configFile), d) || '.'}/`);
  const folder = folders[0];
  // A Docusaurus config always has static folders (`static` unless staticDirectories says otherwise); none exists here.
  const where = folders.length > 1 ? `a static folder (${folders.join(', ')})` : folder ? `the static folder (${folder})` : theme ? 'a static folder (no folder of staticDirectories, `static` by default, exists)' : 'a static folder (the config names none)';
  return [...byFile.values()].map(([keys, src]) => ({
    pos: { file: configFile, line: lineOfOnly(source, src.replace(/^\//, '')) },
    message: `${keys.join(', ')}: ${src} is not in ${where}; it would be a broken image on every page`,
    hint: folder ? `add the file as ${folder}${src.replace(/^\//, '')}, or fix the path (relative to the static folder)`
      : theme ? `add the file as static/${sitePath(src).slice(1)} (or in the folder staticDirectories names), or fix the path` : 'set staticDir (staticDirectories in a Docusaurus config) to the folder that holds it',
  }));
}

/**
 * The static file a configured image names: a site path may omit its leading slash (withBase adds it) or start
 * with `./` (the browser resolves `/./img` to `/img`), and a query or hash does not change which file it is.
 */
function sitePath(src: string): string {
  return safeDecode(`/${src.replace(/^(\.?\/)+/, '').replace(/[?#].*$/, '')}`);
}

function readSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The line of `text` in `source` when it occurs exactly once (a path named twice gets no line rather than a wrong one). */
function lineOfOnly(source: string, text: string): number | undefined {
  const at = source.indexOf(text);
  if (at < 0 || source.indexOf(text, at + 1) >= 0) return undefined;
  return source.slice(0, at).split('\n').length;
}
