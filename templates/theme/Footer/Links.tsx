// `@theme/Footer/Links`: columns when the first entry has a title (or items), else one row, as Docusaurus tells them
// apart. Unless the site draws links itself, a marker that each page fills with docsgen's links (templates/Layout.tsx).
import FooterLinksMultiColumn from './Links/MultiColumn.tsx';
import FooterLinksSimple from './Links/Simple.tsx';
import { ORIGINAL } from '../originals.ts';
import { useFooterPart, useLinkParts, type FooterColumn, type FooterLinkItem } from './props.ts';

export default function FooterLinks({ links }: { links: (FooterColumn | FooterLinkItem)[] }) {
  const MultiColumn = useFooterPart('Footer/Links/MultiColumn', FooterLinksMultiColumn);
  const Simple = useFooterPart('Footer/Links/Simple', FooterLinksSimple);
  if (!useLinkParts()) return <div {...{ [ORIGINAL]: 'Footer/Links' }} />;
  const first = links[0];
  return first && ('title' in first || 'items' in first)
    ? <MultiColumn columns={links as FooterColumn[]} />
    : <Simple links={links as FooterLinkItem[]} />;
}
