// A Docusaurus site's navbar and footer (`themeConfig.navbar`, `themeConfig.footer`) as docsgen's: every item
// type docsgen builds, the others named in the not-built warning.
import type { NavItem, UserConfig } from '../config/schema.ts';
import { isExternalUrl } from '../url.ts';
import { arr, obj, pick, str, type Obj } from '../values.ts';

type ItemInput = NonNullable<NonNullable<UserConfig['navbar']>['items']>[number];
type LinkInput = Exclude<ItemInput, { type: string }>;

/** The fields of an item Docusaurus reads itself (or its components take as props), not attributes of its link. */
const ITEM_KEYS = new Set(['type', 'label', 'to', 'href', 'html', 'value', 'position', 'docId', 'sidebarId', 'docsPluginId', 'activeBasePath', 'activeBaseRegex',
  'className', 'aria-label', 'target', 'items', 'prependBaseUrlToHref', 'exact', 'isDropdownLink', 'isDropdownItem', 'mobile', 'dropdownItemsBefore', 'dropdownItemsAfter',
  'dropdownActiveClassDisabled', 'customProps', 'onClick', 'style', 'key', 'ref', 'children', 'dangerouslySetInnerHTML']);

/** A navbar or footer item as a docsgen link, or undefined (named in `notBuilt`) for kinds docsgen does not build. */
function link(item: Obj, notBuilt: string[], where: string): LinkInput | undefined {
  const type = str(item.type) ?? 'default';
  const label = str(item.label) ?? '';
  const position = item.position === 'left' || item.position === 'right' ? { position: item.position as 'left' | 'right' } : {};
  // Markup as given: a navbar `type: 'html'` item's `value`, a footer item's `html`.
  if (type === 'html' && str(item.value) !== undefined) return { label: '', html: str(item.value)!, ...position };
  if (where === 'footer' && str(item.html) !== undefined) return { label: '', html: str(item.html)! };
  // A navbar link whose content is HTML (`html` instead of `label`): not built yet.
  if (str(item.html) !== undefined && !label) {
    notBuilt.push(`${where} link with HTML content (${str(item.to) ?? str(item.href) ?? type})`);
    return undefined;
  }
  const plugin = str(item.docsPluginId) ? { docsPluginId: str(item.docsPluginId)! } : {};
  // As theme-classic passes them on to the link: an icon-only item is a `className` the site's CSS draws.
  // Its other fields too (`rel`, `title`, `aria-*`, a `class` joining `className`), as Docusaurus's Link spreads them.
  const scalar = Object.entries(item).filter(([k, v]) => !ITEM_KEYS.has(k) && /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/.test(k) && ['string', 'number', 'boolean'].includes(typeof v));
  const data = scalar.filter(([k]) => /^data-[a-z0-9-]+$/.test(k));
  const other = scalar.filter(([k]) => !/^data-/.test(k) && k !== 'class');
  const className = [str(item.className), str(item.class)].filter(Boolean).join(' ');
  const attrs = {
    ...(pick(item, ['aria-label', 'target']) as Pick<LinkInput, 'aria-label' | 'target'>),
    ...(className ? { className } : {}),
    ...(data.length ? { dataset: Object.fromEntries(data.map(([k, v]) => [k, String(v)])) } : {}),
    ...(other.length ? { attributes: Object.fromEntries(other.map(([k, v]) => [k, String(v)])) } : {}),
  };
  if (type === 'doc' && str(item.docId)) return { label, docId: str(item.docId)!, ...plugin, ...attrs, ...position };
  if (type === 'docSidebar' && str(item.sidebarId)) return { label, sidebarId: str(item.sidebarId)!, ...plugin, ...attrs, ...position };
  if (['default', 'doc'].includes(type) && (str(item.href) || str(item.to))) {
    // Docusaurus's useBaseUrl leaves an absolute URL as it is, so a `to` may name another site as `href` does.
    const href = str(item.href) ?? (str(item.to) && isExternalUrl(str(item.to)!) ? str(item.to) : undefined);
    // A `pathname://` link leaves the client router (a file of the site, not a page): kept as written.
    const pathname = [href, str(item.to)].find((l) => l?.startsWith('pathname://'));
    if (pathname) return { label, href: pathname, ...attrs, ...position };
    // `to` is site-relative with or without its leading slash.
    if (href && isExternalUrl(href)) return { label, href, ...attrs, ...position };
    // `#…` stays on the page (useBaseUrl leaves it as written): a placeholder the site's script handles, often.
    if (href?.startsWith('#')) return { label, href, ...attrs, ...position };
    // An `href` to a page of the site is a plain link on Docusaurus (its NavbarNavLink makes a NavLink of `to` only):
    // never current, whatever its `activeBasePath`/`activeBaseRegex` say.
    const active = href ? { current: false as const } : pick(item, ['activeBasePath', 'activeBaseRegex', 'exact']) as Pick<LinkInput, 'activeBasePath' | 'activeBaseRegex' | 'exact'>;
    return { label, to: `/${(str(item.to) ?? href!).replace(/^\/+/, '')}`, ...active, ...attrs, ...position };
  }
  notBuilt.push(`${where} item ${label ? `"${label}" ` : ''}(${type})`);
  return undefined;
}

/** A link with no label is shown only as an icon the site's CSS draws (its `className`), as Docusaurus shows it. */
const shown = (l: LinkInput | undefined): l is LinkInput => l !== undefined && (l.label !== '' || l.html !== undefined || l.className !== undefined);

/** `customTypes`: the site has its own `NavbarItem/ComponentTypes`, which draws its `custom-<name>` items. */
export function navbar(n: Obj, notBuilt: string[], customTypes = false): UserConfig['navbar'] {
  const logo = obj(n.logo);
  const kept = arr(n.items).map((i, at) => [navItem(obj(i), notBuilt, customTypes), at] as const)
    .filter((k): k is readonly [ItemInput, number] => k[0] !== undefined && ('type' in k[0] || shown(k[0])));
  const items = kept.map(([i]) => i);
  return {
    title: str(n.title) ?? '',
    ...(n.style === 'dark' || n.style === 'primary' ? { style: n.style } : {}),
    ...(str(logo.src) ? { logo: { ...logoOf(logo), ...pick(logo, ['href', 'target']) } } : {}),
    items,
    // Each link current by its own target, as Docusaurus's NavbarNavLink marks it (client/nav-current.ts).
    currentLinks: 'each',
    ...(kept.some(([, at], k) => at !== k) ? { itemSources: kept.map(([, at]) => at) } : {}),
    ...(typeof n.hideOnScroll === 'boolean' ? { hideOnScroll: n.hideOnScroll } : {}),
  };
}

/** A navbar item: a link, or one of the item types docsgen builds. */
function navItem(item: Obj, notBuilt: string[], customTypes: boolean): ItemInput | undefined {
  const position = item.position === 'left' || item.position === 'right' ? { position: item.position as 'left' | 'right' } : {};
  const plugin = str(item.docsPluginId) ? { docsPluginId: str(item.docsPluginId)! } : {};
  const links = (v: unknown) => arr(v).map((i) => link(obj(i), notBuilt, 'navbar dropdown')).filter(shown);
  // As theme-classic's NavbarItem: an item of the default type that has `items` is a dropdown.
  const type = (item.type ?? 'default') === 'default' && Array.isArray(item.items) ? 'dropdown' : item.type;
  switch (type) {
    case 'dropdown':
      // Its `to` (site-relative with or without its leading slash) makes its label a link, as theme-classic draws it.
      return { type: 'dropdown', label: str(item.label) ?? '', ...(str(item.to) ? { to: `/${str(item.to)!.replace(/^\/+/, '')}` } : {}), items: links(item.items), ...position };
    case 'docsVersionDropdown':
      return { type: 'docsVersionDropdown', ...plugin, ...position, dropdownItemsBefore: links(item.dropdownItemsBefore), dropdownItemsAfter: links(item.dropdownItemsAfter) };
    case 'docsVersion':
      return { type: 'docsVersion', ...(str(item.label) ? { label: str(item.label) } : {}), ...plugin, ...position };
    case 'search':
      return { type: 'search', ...position };
    case 'localeDropdown':
      return { type: 'localeDropdown', ...position, dropdownItemsBefore: links(item.dropdownItemsBefore), dropdownItemsAfter: links(item.dropdownItemsAfter) };
    default:
      // Docusaurus's NavbarItem gives the component every field of the item but its type (JSON: it may hydrate).
      if (customTypes && typeof type === 'string' && type.startsWith('custom-')) {
        const { type: _, ...props } = item;
        return { type: 'custom', name: type, props: JSON.parse(JSON.stringify(props)) as Obj, ...position };
      }
      return link(item, notBuilt, 'navbar');
  }
}

export function footer(f: Obj, notBuilt: string[]): UserConfig['footer'] {
  const logo = obj(f.logo);
  const entries = arr(f.links).map(obj);
  // As Docusaurus's theme config: entries shaped as columns (a `title`, `items`; a column's title may be left out)
  // make a multi-column footer, else a simple footer (one row of links).
  const links = entries.length && !('title' in entries[0]! || Array.isArray(entries[0]!.items))
    ? [{ title: '', row: true as const, items: entries.map((i) => link(i, notBuilt, 'footer')).filter(shown) }].filter((row) => row.items.length)
    : entries.filter((col) => Array.isArray(col.items)).map((col) => ({
      title: str(col.title) ?? '',
      items: arr(col.items).map((i) => link(obj(i), notBuilt, 'footer')).filter(shown),
    })).filter((col) => col.items.length);
  return {
    links,
    ...(str(logo.src) ? { logo: { ...logoOf(logo), ...pick(logo, ['href', 'target']) } } : {}),
    copyright: str(f.copyright) ?? '',
    // Docusaurus's default style is `light`.
    style: f.style === 'dark' ? 'dark' : 'light',
  } as UserConfig['footer'];
}

/** A navbar or footer logo: paths in the static folder (with or without a leading slash) or absolute URLs. */
function logoOf(logo: Obj): { alt: string; src: string; srcDark?: string; width?: number; height?: number } {
  return {
    alt: str(logo.alt) ?? '', src: sitePath(str(logo.src)!), ...(str(logo.srcDark) ? { srcDark: sitePath(str(logo.srcDark)!) } : {}),
    // Docusaurus gives them to the <img> as written: pixels (`135`, `'135px'`) size it; a percentage (`'100%'`) fills
    // the logo's box, as no size given does here (the navbar's 32 px high, the width following the image).
    ...Object.fromEntries((['width', 'height'] as const).flatMap((k) => (/^\s*\d+(\.\d+)?\s*(px)?\s*$/i.test(String(logo[k])) ? [[k, parseFloat(String(logo[k]))]] : []))),
  };
}

/** Docusaurus's useBaseUrl: a site path gets its leading slash, an absolute URL stays as it is. */
export function sitePath(p: string): string {
  return isExternalUrl(p) ? p : `/${p.replace(/^\/+/, '')}`;
}

/**
 * One navbar item as Docusaurus's NavbarItem gets it (its fields, `type` among them), as docsgen's navbar draws it, or
 * undefined for kinds docsgen does not build: an item a site's `NavbarItem` wrapper changed (templates/navbar-item-place.tsx).
 */
export function navbarItem(item: Obj): NavItem | undefined {
  const it = navItem(item, [], false);
  return it && ('type' in it || shown(it)) ? ({ ...it, ...('type' in it ? {} : { label: it.label ?? '' }) } as NavItem) : undefined;
}
