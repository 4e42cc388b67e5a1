import { ATTR } from '../client/constants.ts';
import type { SiteConfig } from '../generator/types.ts';
import { fill } from './plural-form.ts';

const ENGLISH = 'Switch between dark and light mode';

/**
 * The name before the boot script gives the current mode's (client/theme.ts): in another locale Docusaurus's
 * `theme.colorToggle.ariaLabel`, naming the site's default mode.
 */
export function toggleLabel(site: Pick<SiteConfig, 'codeTranslations' | 'colorMode'>): string {
  const message = site.codeTranslations?.['theme.colorToggle.ariaLabel'];
  const mode = site.colorMode.defaultMode;
  return message === undefined ? ENGLISH : fill(message, { mode: site.codeTranslations?.[`theme.colorToggle.ariaLabel.mode.${mode}`] ?? `${mode} mode` });
}

/**
 * Switches light/dark; the boot script wires it up. The sun or moon is drawn by the stylesheet for the current
 * mode (two inline SVGs cost ~1.1 KB on every page).
 */
export function ColorModeToggle({ className, label = ENGLISH }: { className?: string | undefined; /** In the page's locale (toggleLabel). */ label?: string }) {
  return (
    <button type="button" className={className ? `color-mode-toggle ${className}` : 'color-mode-toggle'} {...{ [ATTR.themeToggle]: '' }}
      aria-label={label} title={label}>
      <span className="color-mode-icon" aria-hidden="true" />
    </button>
  );
}
