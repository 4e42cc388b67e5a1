// The navbar logo's size: the config's `width`/`height`, else the image's own shape at the navbar's logo height,
// read from the file (image-size), so the browser keeps its room before it loads (no layout shift).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { SiteConfig } from '../types.ts';
import { isExternalUrl, safeDecode } from '../url.ts';

/** The navbar's logo height (px) when the config gives none. */
const LOGO_HEIGHT = 32;

export function withLogoSize(site: SiteConfig, staticDirs: readonly string[]): SiteConfig {
  const logo = site.navbar.logo;
  if (!logo || logo.width !== undefined || isExternalUrl(logo.src)) return site;
  const rel = safeDecode(logo.src.replace(/^\/+/, '').replace(/[?#].*$/, ''));
  const file = staticDirs.map((d) => path.join(d, rel)).find((f) => existsSync(f));
  if (!file) return site; // reported by missingConfigAssets
  const height = logo.height ?? LOGO_HEIGHT;
  try {
    const size = imageSize(readFileSync(file));
    if (!size.width || !size.height) return site;
    return { ...site, navbar: { ...site.navbar, logo: { ...logo, width: Math.round((height * size.width) / size.height), height } } };
  } catch {
    // Not an image it reads: the browser sizes it.
    return site;
  }
}
