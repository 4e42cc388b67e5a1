// `@theme/Footer/LinkItem`: one footer link (`to`: a page of the site, base URL added; `href`: anywhere, the base
// URL put in front with `prependBaseUrlToHref`).
import Link from '../docusaurus/Link.tsx';
import useBaseUrl from '../docusaurus/useBaseUrl.ts';
import type { FooterLinkItem as Item } from './props.ts';

export default function FooterLinkItem({ item }: { item: Item }) {
  const { label, to, href, html: _html, className, prependBaseUrlToHref, ...rest } = item;
  const prefixed = useBaseUrl(href ?? '');
  return <Link {...rest} className={['footer-link', className].filter(Boolean).join(' ')} {...(to !== undefined ? { to } : { href: prependBaseUrlToHref ? prefixed : href })}>{label}</Link>;
}
