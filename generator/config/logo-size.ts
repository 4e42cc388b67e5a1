// The navbar's and the footer's logo sizes: the config's `width` and `height`; else the image's own shape, read from
// the file (image-size), at the one given or at the bar's logo height, so the image keeps its proportions and the
// browser keeps its room before it loads (no layout shift).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { Logo } from './schema.ts';
import type { SiteConfig } from '../types.ts';
import { isExternalUrl, safeDecode } from '../url.ts';

/** The navbar's and the footer's logo heights (px) when the config gives no size. */
const NAVBAR_LOGO_HEIGHT = 32;
const FOOTER_LOGO_HEIGHT = 40;

export function withLogoSize(site: SiteConfig, staticDirs: readonly string[]): SiteConfig {
  const navbar = site.navbar.logo && sized(site.navbar.logo, NAVBAR_LOGO_HEIGHT, staticDirs);
  const footer = site.footer.logo && sized(site.footer.logo, FOOTER_LOGO_HEIGHT, staticDirs);
  return {
    ...site,
    ...(navbar ? { navbar: { ...site.navbar, logo: navbar } } : {}),
    ...(footer ? { footer: { ...site.footer, logo: footer } } : {}),
  };
}

/** The logo with both sides set, or undefined when the config sets both or the file gives no shape. */
function sized(logo: Logo, barHeight: number, staticDirs: readonly string[]): Logo | undefined {
  if ((logo.width !== undefined && logo.height !== undefined) || isExternalUrl(logo.src)) return undefined;
  const rel = safeDecode(logo.src.replace(/^\/+/, '').replace(/[?#].*$/, ''));
  const file = staticDirs.map((d) => path.join(d, rel)).find((f) => existsSync(f));
  if (!file) return undefined; // reported by missingConfigAssets
  try {
    const size = imageSize(readFileSync(file));
    if (!size.width || !size.height) return undefined;
    if (logo.width !== undefined) return { ...logo, height: Math.round((logo.width * size.height) / size.width) };
    const height = logo.height ?? barHeight;
    return { ...logo, width: Math.round((height * size.width) / size.height), height };
  } catch {
    // Not an image it reads: the browser sizes it.
    return undefined;
  }
}
