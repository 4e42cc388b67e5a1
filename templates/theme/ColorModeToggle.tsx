// `@theme-original/ColorModeToggle`: docsgen's light/dark button, in a site's ColorModeToggle that wraps it. The
// boot script switches the mode on its click (client/theme.ts), so `value` and `onChange` are not needed here.
import { ColorModeToggle as Toggle } from '../ColorModeToggle.tsx';

export interface ColorModeToggleProps {
  className?: string;
  value?: 'light' | 'dark';
  onChange?: (mode: 'light' | 'dark') => void;
  respectPrefersColorScheme?: boolean;
}

export default function ColorModeToggle({ className }: ColorModeToggleProps) {
  return <Toggle className={className} />;
}
