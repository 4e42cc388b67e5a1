// `@theme/DocSidebarItem/Link`: a link of the docs sidebar (a doc or a `link` item), with Docusaurus's classes
// (`theme-doc-sidebar-item-link`, `menu__link`) for a site's CSS, and the arrow after a link that leaves the site.
// docsgen's stylesheet styles it as its own entries (`.sidebar-list a`); the current page's is marked after.
import type { PropSidebarItem } from '../context.ts';
import { ThemeClassNames } from '../docusaurus/theme-common.ts';
import { isActiveSidebarItem } from '../docusaurus/sidebar-items.ts';
import Link from '../docusaurus/Link.tsx';
import IconExternalLink from '../Icon/ExternalLink.tsx';

type LinkItem = Extract<PropSidebarItem, { type: 'link' }>;

export default function DocSidebarItemLink({ item, onItemClick, activePath, level, index: _index, ...rest }: { item: LinkItem; activePath: string; level: number; index?: number; onItemClick?: (item: PropSidebarItem) => void }) {
  const active = isActiveSidebarItem(item, activePath);
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(item.href);
  const classes = [ThemeClassNames.docs.docSidebarItemLink, ThemeClassNames.docs.docSidebarItemLinkLevel(level), 'menu__list-item', item.className].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <Link className={active ? 'menu__link menu__link--active' : 'menu__link'} href={item.href} {...(active ? { 'aria-current': 'page' as const } : {})}
        {...(onItemClick && !external ? { onClick: () => onItemClick(item) } : {})} {...rest}>
        {item.label}
        {external ? <IconExternalLink /> : null}
      </Link>
    </li>
  );
}
