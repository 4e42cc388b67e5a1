// The admonition types' icons as inline SVG (`@theme/Admonition/Icon/*`, for a site's own admonition types): the
// shapes the stylesheet draws in each title (styles.css, `--adm-icon`), here for a component's `icon`.
import type { ComponentProps } from 'react';

const PATHS = {
  note: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  tip: 'M9 21c0 .55.45 1 1 1h4c.55 0 1-.45 1-1v-1H9v1zm3-19C8.14 2 5 5.14 5 9c0 2.38 1.19 4.47 3 5.74V17c0 .55.45 1 1 1h6c.55 0 1-.45 1-1v-2.26c1.81-1.27 3-3.36 3-5.74 0-3.86-3.14-7-7-7z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  danger: 'M15.73 3H8.27L3 8.27v7.46L8.27 21h7.46L21 15.73V8.27L15.73 3zM13 17h-2v-2h2v2zm0-4h-2V7h2v6z',
};

export type AdmonitionIconProps = ComponentProps<'svg'>;

/** docsgen's own `Admonition/Icon/*` components: the stylesheet draws these in the boxes, a site's is drawn as itself (admonition-site-icons.tsx). */
export const OWN_ICONS = new WeakSet<object>();

/** The icon of `kind`, sized to the text and in its colour unless the props say otherwise (they go on the `<svg>`). */
export function AdmonitionIcon({ kind, ...props }: AdmonitionIconProps & { kind: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" {...props}>
      <path d={PATHS[kind]} />
    </svg>
  );
}
