// `@theme/Footer/LinkItem`: one footer link (`to`: a page of the site, base URL added; `href`: anywhere).
import Link from '../docusaurus/Link.tsx';
import type { FooterLinkItem as Item } from './props.ts';

export default function FooterLinkItem({ item }: { item: Item }) {
  const { label, to, href, html: _html, className, prependBaseUrlToHref: _prepend, ...rest } = item;
  return <Link {...rest} className={['footer-link', className].filter(Boolean).join(' ')} {...(to !== undefined ? { to } : { href })}>{label}</Link>;
}
