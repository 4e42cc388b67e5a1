// `@theme/Icon/ExternalLink`: the arrow Docusaurus draws after a link that leaves the site, which a site's own
// navbar items and links draw with it (13.5 px, in the text's colour; props go on the `<svg>`).
import type { SVGProps } from 'react';

export default function IconExternalLink({ width = 13.5, height = 13.5, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={width} height={height} aria-hidden="true" viewBox="0 0 24 24" style={{ marginLeft: '0.3rem' }} {...props}>
      <path fill="currentColor" d="M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3h-7zm5 16H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2v7z" />
    </svg>
  );
}
