// `@theme-original/ColorModeToggle`: docsgen's light/dark button, in a site's ColorModeToggle that wraps it. The
// boot script switches the mode on its click (client/theme.ts), so `value` and `onChange` are not needed here.
import { ColorModeToggle as Toggle } from '../ColorModeToggle.tsx';

export interface ColorModeToggleProps {
  className?: string;
  /** Docusaurus's class for the button itself (docsgen's toggle is the button alone: both classes go on it). */
  buttonClassName?: string;
  value?: 'light' | 'dark';
  onChange?: (mode: 'light' | 'dark') => void;
  respectPrefersColorScheme?: boolean;
}

export default function ColorModeToggle({ className, buttonClassName }: ColorModeToggleProps) {
  return <Toggle className={[className, buttonClassName].filter(Boolean).join(' ') || undefined} />;
}
