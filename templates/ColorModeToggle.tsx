import { ATTR } from '../client/constants.ts';

/**
 * Switches light/dark; the boot script wires it up. The sun or moon is drawn by the stylesheet for the current
 * mode (two inline SVGs cost ~1.1 KB on every page).
 */
export function ColorModeToggle({ className }: { className?: string | undefined }) {
  return (
    <button type="button" className={className ? `color-mode-toggle ${className}` : 'color-mode-toggle'} {...{ [ATTR.themeToggle]: '' }}
      aria-label="Switch between dark and light mode" title="Switch between dark and light mode">
      <span className="color-mode-icon" aria-hidden="true" />
    </button>
  );
}
