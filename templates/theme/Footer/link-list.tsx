// The list of a footer column or row: markup links (`html`) as they are, the others through `Footer/LinkItem`.
import FooterLinkItem from './LinkItem.tsx';
import { useFooterPart, type FooterLinkItem as Item } from './props.ts';

export function FooterItems({ items }: { items: Item[] }) {
  const LinkItem = useFooterPart('Footer/LinkItem', FooterLinkItem);
  return (
    <ul>
      {items.map((item, i) => item.html !== undefined
        ? <li key={i} className="footer-link-html" dangerouslySetInnerHTML={{ __html: item.html }} />
        : <li key={i}><LinkItem item={item} /></li>)}
    </ul>
  );
}
