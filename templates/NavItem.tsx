// A navbar item of any kind, in the navbar (`mobile` false) or the mobile menu: a link, a dropdown (opening on
// hover and keyboard focus, with no script), a docs version dropdown, the version being read, the locale.
import { ATTR, DEFAULT_DOCS_ID } from '../client/constants.ts';
import type { DocsVersion, NavItem, NavLink as Link } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { activeVersion, mainDocPath, navPage, navTarget, sameDocIn } from './navbar-docs.ts';
import { dropdownOpen, linkCurrent, type NavTarget } from '../client/nav-current.ts';
import { NavListItem } from './NavLink.tsx';
import { languageName } from './dates.ts';
import { localeUrl } from './locale-url.ts';
import { infimaActive, infimaClass, withInfima } from './infima-layout.ts';

export function NavItemView({ ctx, item, mobile, current }: { ctx: PageContext; item: NavItem; mobile: boolean; current: boolean | undefined }) {
  // A Docusaurus config's navbar row (not its mobile menu) adds Infima's link classes (templates/infima-layout.ts).
  const linkClass = mobile ? 'mobile-menu-link' : 'navbar-link';
  const [linkInfima, dropInfima] = mobile ? [] : [infimaClass(ctx.site, 'link'), infimaClass(ctx.site, 'dropdownLink')];
  const dropClass = dropInfima ? `dropdown-link ${dropInfima}` : 'dropdown-link';
  const drop = { mobile, toggle: withInfima(ctx.site, 'toggle', 'navbar-link navbar-dropdown-toggle') };
  // The links a version or locale dropdown lists before and after its own (`dropdownItemsBefore`/`After`).
  // A dropdown's link is current by its own target, as Docusaurus marks each (client/nav-current.ts).
  const inDropdown = (l: Link, key: string) => <NavListItem key={key} ctx={ctx} link={l} className="dropdown-link" infima={dropInfima} current={linkCurrent(navTarget(ctx, l), navPage(ctx))} />;
  const extra = (links: Link[]) => links.map((l, i) => inDropdown(l, `x${i}`));
  // In the mobile menu a dropdown is open where one of its links leads to the page (client/reader.ts after navigation).
  const open = (links: Link[], more: NavTarget[] = []) => mobile && dropdownOpen([...more, ...links.map((l) => navTarget(ctx, l))], navPage(ctx));
  if (!('type' in item)) return <NavListItem ctx={ctx} link={item} className={linkClass} infima={linkInfima} current={current} />;
  switch (item.type) {
    case 'dropdown':
      return <Dropdown {...drop} label={item.label} open={open(item.items, item.to === undefined ? [] : [{ path: ctx.url(item.to) }])} href={item.to === undefined ? undefined : ctx.url(item.to)}>{item.items.map((l, i) => inDropdown(l, String(i)))}</Dropdown>;
    case 'docsVersionDropdown': {
      const versions = ctx.instances.get(item.docsPluginId ?? DEFAULT_DOCS_ID) ?? [];
      const active = activeVersion(ctx, item.docsPluginId);
      return (
        <Dropdown {...drop} label={active?.label ?? ''} versions={active?.pluginId}
          open={open([...item.dropdownItemsBefore, ...item.dropdownItemsAfter], versions.map((v) => ({ path: ctx.url(sameDocIn(ctx, v)) })))}>
          {extra(item.dropdownItemsBefore)}
          {versions.map((v) => <li key={v.name}><VersionLink ctx={ctx} version={v} href={sameDocIn(ctx, v)} className={dropClass} active={v === active} /></li>)}
          {extra(item.dropdownItemsAfter)}
        </Dropdown>
      );
    }
    case 'docsVersion': {
      const active = activeVersion(ctx, item.docsPluginId);
      if (!active) return null;
      return <li {...{ [ATTR.versions]: active.pluginId }}><VersionLink ctx={ctx} version={active} href={mainDocPath(active)} className={linkInfima ? `${linkClass} ${linkInfima}` : linkClass} label={item.label} /></li>;
    }
    case 'localeDropdown': {
      // Each locale's copy of this page (one locale: the page itself), labelled as the config labels the locale.
      const locales = ctx.site.locales ?? [{ locale: ctx.site.locale, label: languageName(ctx.site.locale), htmlLang: ctx.site.htmlLang, baseUrl: ctx.site.baseUrl }];
      const current = locales.find((l) => l.locale === ctx.site.locale) ?? locales[0]!;
      return (
        <Dropdown {...drop} label={current.label} open={open([...item.dropdownItemsBefore, ...item.dropdownItemsAfter])}>
          {extra(item.dropdownItemsBefore)}
          {locales.map((l) => <li key={l.locale}><a className={infimaActive(dropClass, l === current)} href={localeUrl(l.baseUrl, ctx.path)} lang={l.htmlLang} aria-current={l === current ? 'true' : undefined}>{l.label}</a></li>)}
          {extra(item.dropdownItemsAfter)}
        </Dropdown>
      );
    }
    default:
      return null;
  }
}

/** A link to a version's page; choosing it makes the version the reader's preferred one (client/versions.ts). */
function VersionLink({ ctx, version, href, className, active, label }: { ctx: PageContext; version: DocsVersion; href: string; className: string; active?: boolean; label?: string }) {
  return <a className={infimaActive(className, active)} href={ctx.url(href)} {...{ [ATTR.version]: version.name }} aria-current={active ? 'true' : undefined}>{label ?? version.label}</a>;
}

/**
 * A labelled group of links. In the navbar it opens while hovered or while focus is inside it (CSS), so it
 * works without JavaScript; in the mobile menu it is a `<details>` under its label, `open` where one of its links leads
 * to the page (Docusaurus's collapsible, also without JavaScript). With `href`, the label is a
 * link there too, never marked current (client/reader.ts leaves it out): Docusaurus's is a NavLink with react-router's
 * bare `active` class, which Infima does not style.
 */
function Dropdown({ label, mobile, toggle, open, versions, href, children }: { label: string; mobile: boolean; toggle: string; open?: boolean; versions?: string; href?: string | undefined; children: React.ReactNode }) {
  const group = versions === undefined ? {} : { [ATTR.versions]: versions };
  if (mobile) {
    const title = href === undefined ? <span className="mobile-menu-group-label">{label}</span> : <a className="mobile-menu-group-label" href={href}>{label}</a>;
    return <li className="mobile-menu-group" {...group}><details open={open}><summary>{title}</summary><ul>{children}</ul></details></li>;
  }
  return (
    <li className="navbar-dropdown" {...group}>
      {href === undefined ? <button type="button" className={toggle} aria-haspopup="true">{label}</button>
        : <a className={toggle} href={href} aria-haspopup="true">{label}</a>}
      <ul className="dropdown-menu">{children}</ul>
    </li>
  );
}

