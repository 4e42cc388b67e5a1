// The inline <head> script: applies the stored colour mode before first paint, so the page never flashes the wrong theme.
import { THEME_KEY } from '../client/constants.ts';
import type { SiteConfig } from '../generator/types.ts';

export function themeScript(colorMode: SiteConfig['colorMode']): string {
  const fallback = colorMode.respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'`
    : JSON.stringify(colorMode.defaultMode);
  const stored = colorMode.disableSwitch ? 'null' : `localStorage.getItem(${JSON.stringify(THEME_KEY)})`;
  return `(function(){var t;try{t=${stored}}catch(e){}if(t!=='light'&&t!=='dark')t=${fallback};document.documentElement.setAttribute('data-theme',t)})()`;
}
