// `@theme/Icon/Close` (Docusaurus 2's `@theme/IconClose`): the cross a close button draws, in the colour it is given
// (the text's by default; props go on the `<svg>`). In a site's mobile menu header, docsgen's menu closes by the
// navbar's own button: the header's close button is hidden there (templates/mobile-menu.tsx).
import type { SVGProps } from 'react';

export default function IconClose({ width = 21, height = 21, color = 'currentColor', strokeWidth = 1.2, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 15 15" width={width} height={height} aria-hidden="true" {...props}>
      <path stroke={color} strokeWidth={strokeWidth} d="M1 1l13 13M14 1L1 14" />
    </svg>
  );
}
