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
export function missingConfigAssets(site: SiteConfig, staticFiles: ReadonlySet<string>, configFile: string, staticDir: string | undefined): Problem[] {
  // In a Docusaurus config the navbar and footer live under `themeConfig`.
  const theme = DOCUSAURUS_CONFIG.test(path.basename(configFile)) ? 'themeConfig.' : '';
  const named: [key: string, src: string | undefined][] = [
    ['favicon', site.favicon],
    [`${theme}navbar.logo.src`, site.navbar.logo?.src],
    [`${theme}navbar.logo.srcDark`, site.navbar.logo?.srcDark],
    [`${theme}footer.logo.src`, site.footer.logo?.src],
    [`${theme}footer.logo.srcDark`, site.footer.logo?.srcDark],
  ];
  const missing = named.filter((entry): entry is [string, string] => {
    const src = entry[1];
    // External images are the host's business; a site path may omit its leading slash (withBase adds it), and
    // a query or hash does not change which file it is.
    return src !== undefined && !isExternalUrl(src) && !staticFiles.has(safeDecode(`/${src.replace(/^\/+/, '').replace(/[?#].*$/, '')}`));
  });
  if (!missing.length) return [];
  const source = readSource(configFile);
  const folder = staticDir ? `${path.relative(path.dirname(configFile), staticDir) || '.'}/` : undefined;
  return missing.map(([key, src]) => ({
    pos: { file: configFile, line: lineOfOnly(source, src.replace(/^\//, '')) },
    message: `${key}: ${src} is not in ${folder ? `the static folder (${folder})` : 'a static folder (the config names none)'}; it would be a broken image on every page`,
    hint: folder ? `add the file as ${folder}${src.replace(/^\//, '')}, or fix the path (relative to the static folder)` : 'set staticDir (staticDirectories in a Docusaurus config) to the folder that holds it',
  }));
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
