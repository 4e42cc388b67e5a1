// A site's `Admonition/Icon/*` (src/theme), drawn in the boxes of its types as Docusaurus's do: its Note icon in note
// (and secondary) boxes, Tip in tip and success, Info in info and important, Warning in warning and caution, Danger
// in danger. The `./Admonition/Icon/…` imports resolve to the site's component where it has one (mdx/resolve.ts).
import type { ComponentType } from 'react';
import { OWN_ICONS, type AdmonitionIconProps } from './admonition-icons.tsx';
import Danger from './Admonition/Icon/Danger.tsx';
import Info from './Admonition/Icon/Info.tsx';
import Note from './Admonition/Icon/Note.tsx';
import Tip from './Admonition/Icon/Tip.tsx';
import Warning from './Admonition/Icon/Warning.tsx';

const BY_TYPE: Record<string, ComponentType<AdmonitionIconProps>> = {
  note: Note, secondary: Note, tip: Tip, success: Tip, info: Info, important: Info, warning: Warning, caution: Warning, danger: Danger,
};

/** The icon component of the site's for a box of `type`, if it has one (docsgen's own are drawn by the stylesheet). */
export function siteTypeIcon(type: string): ComponentType<AdmonitionIconProps> | undefined {
  const Icon = BY_TYPE[type];
  return Icon && !OWN_ICONS.has(Icon) ? Icon : undefined;
}
