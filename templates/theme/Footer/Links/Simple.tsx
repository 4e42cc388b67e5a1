// `@theme/Footer/Links/Simple`: a flat list of links, shown as one row.
import { FooterItems } from '../link-list.tsx';
import type { FooterLinkItem } from '../props.ts';

export default function FooterLinksSimple({ links }: { links: FooterLinkItem[] }) {
  return <nav className="footer-row" aria-label="Footer"><FooterItems items={links} /></nav>;
}
