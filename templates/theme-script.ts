// The inline <head> script: applies the stored colour mode before first paint, so the page never flashes the wrong theme.
import { ANNOUNCEMENT_DISMISSED_ATTR, ANNOUNCEMENT_KEY, ATTR, DOCUSAURUS_ANNOUNCEMENT_ATTR, SIDEBAR_HIDDEN, THEME_KEY } from '../client/constants.ts';
import { docsSidebarOptions } from './sidebar-options.ts';
import type { SiteConfig } from '../generator/types.ts';

/**
 * Also hides a closed announcement bar before paint, when the site has one (and sets Docusaurus's attribute, to
 * `true` or `false`, as its head script does: a Docusaurus site's CSS reads it); and on the not-found page reached at
 * a `.html` path, hides the page while the boot module checks whether the path without the suffix is a route
 * (client/navigation.ts), so the not-found text never flashes. Shown anyway after 3 s, should the check never end.
 */
export function headScript(site: Pick<SiteConfig, 'colorMode' | 'announcementBar' | 'baseUrl'> & Partial<Pick<SiteConfig, 'themeConfig'>>, notFound = false): string {
  const parts = [themeScript(site.colorMode)];
  // A docs sidebar the reader hid (`themeConfig.docs.sidebar.hideable`) stays hidden from the first paint.
  if (docsSidebarOptions(site).hideable) parts.push(`try{localStorage.getItem(${JSON.stringify(SIDEBAR_HIDDEN.key)})&&document.documentElement.setAttribute(${JSON.stringify(ATTR.sidebarHidden)},'')}catch(e){}`);
  const bar = site.announcementBar;
  // `<` escaped: an id holding `</script>` must not end the inline script.
  if (bar) parts.push(`(function(){var r=document.documentElement,d=false;try{d=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_KEY)})===${JSON.stringify(bar.id).replace(/</g, '\\u003c')}}catch(e){}if(d)r.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTR)},'');r.setAttribute(${JSON.stringify(DOCUSAURUS_ANNOUNCEMENT_ATTR)},String(d))})()`);
  // Not at the not-found page's own file: `404` is no route to look for.
  if (notFound) parts.push(`var p=location.pathname;if(/\\.html$/.test(p)&&p!==${JSON.stringify(`${site.baseUrl}404.html`).replace(/</g, '\\u003c')}){var r=document.documentElement,a=${JSON.stringify(ATTR.resolving)};r.setAttribute(a,'');setTimeout(function(){r.removeAttribute(a)},3000)}`);
  return parts.join(';');
}

export function themeScript(colorMode: SiteConfig['colorMode']): string {
  const fallback = colorMode.respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'`
    : JSON.stringify(colorMode.defaultMode);
  const stored = colorMode.disableSwitch ? 'null' : `localStorage.getItem(${JSON.stringify(THEME_KEY)})`;
  return `(function(){var t;try{t=${stored}}catch(e){}if(t!=='light'&&t!=='dark')t=${fallback};document.documentElement.setAttribute('${ATTR.theme}',t)})()`;
}
