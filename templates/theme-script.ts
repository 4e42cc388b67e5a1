// The inline <head> script: applies the stored colour mode before first paint, so the page never flashes the wrong theme.
import { ANNOUNCEMENT_DISMISSED_ATTR, ANNOUNCEMENT_KEY, THEME_KEY } from '../client/constants.ts';
import type { SiteConfig } from '../generator/types.ts';

/** Also hides a closed announcement bar before paint, when the site has one. */
export function headScript(site: Pick<SiteConfig, 'colorMode' | 'announcementBar'>): string {
  const bar = site.announcementBar;
  if (!bar) return themeScript(site.colorMode);
  const dismissed = `try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_KEY)})===${JSON.stringify(bar.id)})document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTR)},'')}catch(e){}`;
  return `${themeScript(site.colorMode)};${dismissed}`;
}

export function themeScript(colorMode: SiteConfig['colorMode']): string {
  const fallback = colorMode.respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'`
    : JSON.stringify(colorMode.defaultMode);
  const stored = colorMode.disableSwitch ? 'null' : `localStorage.getItem(${JSON.stringify(THEME_KEY)})`;
  return `(function(){var t;try{t=${stored}}catch(e){}if(t!=='light'&&t!=='dark')t=${fallback};document.documentElement.setAttribute('data-theme',t)})()`;
}
