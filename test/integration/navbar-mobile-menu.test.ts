// A site's parts of Docusaurus's mobile sidebar (`Navbar/MobileSidebar/*`) and its `Navbar/Layout` that wrap
// docsgen's (issue 23): each is drawn around its piece of docsgen's mobile menu (or navbar), on every page; an
// ejected one is left out with a warning, docsgen's drawn.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }, { href: 'https://git.example.org', label: 'Git', position: 'right' }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;
const DOCS = { 'docs/intro.md': '# Intro\n\nPick apples.\n', 'docs/more.md': '# More\n\nPick pears.\n' };

async function build(files: Record<string, string>, config = CONFIG) {
  const dir = tmpSite({ 'docusaurus.config.js': config, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (p: string) => String(built.files.get(p)) };
}

/** A wrapper of `part` that draws `before` and `after` around the original. */
const wrapper = (part: string, before: string, after = '') => `import Original from '@theme-original/${part}';
export default function Wrapper(props) { return <>${before}<Original {...props} />${after}</>; }
`;

/** The mobile menu's HTML on `html`'s page. */
const menu = (html: string) => html.slice(html.indexOf('<div id="mobile-menu"'), html.indexOf('</header>'));

test('the mobile menu\'s parts that wrap the original are drawn around docsgen\'s, in Docusaurus\'s order, on every page', async () => {
  const { built, page } = await build({
    'src/theme/Navbar/MobileSidebar/index.js': wrapper('Navbar/MobileSidebar', '<p className="orchard-whole">Whole</p>'),
    'src/theme/Navbar/MobileSidebar/Layout.js': wrapper('Navbar/MobileSidebar/Layout', '', '<p className="orchard-layout">Layout</p>'),
    'src/theme/Navbar/MobileSidebar/Header/index.js': wrapper('Navbar/MobileSidebar/Header', '', '<a className="orchard-header" href="/shop">Shop</a>'),
    'src/theme/Navbar/MobileSidebar/PrimaryMenu.js': wrapper('Navbar/MobileSidebar/PrimaryMenu', '<p className="orchard-before-links">Links</p>'),
    'src/theme/Navbar/MobileSidebar/SecondaryMenu.tsx': wrapper('Navbar/MobileSidebar/SecondaryMenu', '<p className="orchard-secondary">More</p>'),
  });
  for (const file of ['docs/intro/index.html', 'docs/more/index.html', '404.html']) {
    const html = menu(page(file));
    const order = ['orchard-whole', 'orchard-header', 'orchard-before-links', 'class="mobile-menu-links"', 'orchard-secondary', 'orchard-layout'].map((s) => html.indexOf(s));
    assert.ok(order.every((at) => at > 0), `each part in the menu of ${file}`);
    assert.equal(order, [...order].sort((a, b) => a - b), `in order on ${file}`);
    assert.match(html, /<ul class="mobile-menu-links"><li><a class="mobile-menu-link[^"]*" href="\/docs\/intro\/?"[^>]*>Guide<\/a><\/li>/);
    assert.not.match(html, /data-docsgen-original/);
  }
  assert.not.ok(built.warnings.some((w) => /MobileSidebar/.test(w.message)), 'no warning for a slot');
});

test('a PrimaryMenu wrapper that draws @theme/SearchBar gets docsgen\'s search box there, an input of its own', async () => {
  const { page } = await build({ 'src/theme/Navbar/MobileSidebar/PrimaryMenu.js': wrapper('Navbar/MobileSidebar/PrimaryMenu', '<div className="orchard-search"><SearchBar /></div>').replace("import Original", "import SearchBar from '@theme/SearchBar';\nimport Original") });
  const html = menu(page('docs/intro/index.html'));
  assert.match(html, /<div class="orchard-search"><div class="navbar-search page-search" role="search" data-island="SearchBar"[^>]*>.*?<input id="search-input-navbar-1"/);
  assert.ok(html.indexOf('orchard-search') < html.indexOf('class="mobile-menu-links"'));
});

test('a Toggle wrapper is drawn around the menu button, which still opens the menu (a disclosure)', async () => {
  const { page } = await build({ 'src/theme/Navbar/MobileSidebar/Toggle.js': wrapper('Navbar/MobileSidebar/Toggle', '', '<span className="orchard-badge">3</span>') });
  const html = page('docs/intro/index.html');
  assert.match(html, /<div class="navbar-menu-slot"[^>]*><details class="navbar-menu"><summary class="navbar-menu-toggle" data-menu-toggle="" aria-label="Navigation menu" aria-controls="mobile-menu">.*?<\/summary><\/details><span class="orchard-badge">3<\/span><\/div>/);
  assert.is(html.match(/data-menu-toggle/g)?.length, 1, 'one button');
});

test('a Navbar/Layout that wraps the original draws docsgen\'s whole navbar inside it, a Navbar wrapper around both', async () => {
  const { built, page } = await build({
    'src/theme/Navbar/Layout/index.js': wrapper('Navbar/Layout', '<div className="orchard-ribbon">Sale</div>'),
    'src/theme/Navbar/index.js': wrapper('Navbar', '<div className="orchard-notice">Notice</div>'),
  });
  const html = page('docs/intro/index.html');
  assert.match(html, /<div class="navbar-slot" style="display:contents"><style>[^<]*<\/style><div class="orchard-notice">Notice<\/div><div class="navbar-slot" style="display:contents"><style>[^<]*<\/style><div class="orchard-ribbon">Sale<\/div><header class="navbar navbar--fixed-top"/);
  assert.is(html.match(/<header class="navbar/g)?.length, 1, 'one navbar');
  assert.not.ok(built.warnings.some((w) => /Navbar\/Layout/.test(w.message)));
});

test('the mobile menu\'s helpers: the menu, its second panel, the navbar hidden on scroll, the scroll lock', async () => {
  const primary = `import { useState } from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import { useHideableNavbar, useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
export default function Wrapper(props) {
  const { shown } = useNavbarMobileSidebar();
  const [picked] = useState('');
  const secondary = useNavbarSecondaryMenu();
  const { isNavbarVisible, navbarRef } = useHideableNavbar(false);
  useLockBodyScroll(shown);
  return <><p className="orchard-state" ref={navbarRef}>{String(shown)}/{String(secondary.shown)}/{String(isNavbarVisible)}/{typeof secondary.hide}{picked}</p><PrimaryMenu {...props} /></>;
}
`;
  const { built, page } = await build({ 'src/theme/Navbar/MobileSidebar/PrimaryMenu.js': primary });
  assert.not.ok(built.warnings.length, built.warnings.map((w) => w.message).join('\n'));
  // As Docusaurus renders them on the server: closed, no second panel yet, the navbar visible. (An island, with state.)
  const html = menu(page('docs/intro/index.html')).replaceAll('<!-- -->', '');
  assert.match(html, /<p class="orchard-state">false\/false\/true\/function<\/p><div data-docsgen-original="[^"]*" class="docsgen-original" style="display:contents"><ul class="mobile-menu-links">/);
  assert.is(html.match(/class="mobile-menu-links"/g)?.length, 1, 'the links once, in the island\'s kept container');
});

test('an ejected part of the mobile menu is left out with a warning, docsgen\'s menu drawn', async () => {
  const ejected = 'export default function Toggle() { return <button className="orchard-own-toggle">Menu</button>; }\n';
  const { built, page } = await build({ 'src/theme/Navbar/MobileSidebar/Toggle.js': ejected });
  const html = page('docs/intro/index.html');
  assert.not.match(html, /orchard-own-toggle/);
  assert.match(menu(html), /<ul class="mobile-menu-links">/);
  const warning = built.warnings.find((w) => /src\/theme\/Navbar\/MobileSidebar\/Toggle draws/.test(w.message));
  assert.ok(warning, 'a warning names it');
  assert.match(warning!.message, /a menu button of its own \(it does not import @theme-original\/Navbar\/MobileSidebar\/Toggle\)/);
});

test('an ejected Navbar/MobileSidebar/Header draws only what it adds: the brand and toggle are the navbar\'s, the close button hidden', async () => {
  const header = `import { useNavbarMobileSidebar } from '@docusaurus/theme-common';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import IconClose from '@theme/IconClose';
import NavbarLogo from '@theme/Navbar/Logo';
function CloseButton() {
  const mobileSidebar = useNavbarMobileSidebar();
  return <button type="button" className="clean-btn navbar-sidebar__close" onClick={() => mobileSidebar.toggle()}><IconClose color="gray" /></button>;
}
export default function Header() {
  return <div className="navbar-sidebar__brand"><NavbarLogo /><a className="orchard-shop" href="/shop">Shop</a><NavbarColorModeToggle className="margin-right--md" /><CloseButton /></div>;
}
`;
  const { built, page } = await build({ 'src/theme/Navbar/MobileSidebar/Header/index.js': header });
  const m = menu(page('docs/intro/index.html'));
  assert.match(m, /<style>\.mobile-menu-header-slot \.navbar-sidebar__close\{display:none\}/);
  // With a handler it hydrates as an island: docsgen's brand and toggle are empty markers there.
  assert.match(m, /<div class="navbar-sidebar__brand"><div data-docsgen-original="Navbar\/Logo"[^>]*><\/div><a class="orchard-shop" href="\/shop">Shop<\/a><div data-docsgen-original="Navbar\/ColorModeToggle"[^>]*><\/div><button type="button" class="clean-btn navbar-sidebar__close"><svg[^>]*><path stroke="gray"/);
  assert.not.match(m, /navbar-brand|navbar-title|data-theme-toggle/, 'no second brand or toggle');
  assert.equal(built.warnings.filter((w) => /MobileSidebar\/Header/.test(w.message)), []);
});

test('an ejected Navbar/MobileSidebar that places the original\'s pieces (Docusaurus\'s own, shouldRender first) draws docsgen\'s menu in it', async () => {
  const { built, page } = await build({
    'src/theme/Navbar/MobileSidebar/index.js': `import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
export default function NavbarMobileSidebar() {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  if (!mobileSidebar.shouldRender) return null;
  return <div className="orchard-own-menu"><NavbarMobileSidebarLayout header={<NavbarMobileSidebarHeader />} primaryMenu={<NavbarMobileSidebarPrimaryMenu />} secondaryMenu={<NavbarMobileSidebarSecondaryMenu />} /></div>;
}
`,
    'src/theme/Navbar/MobileSidebar/PrimaryMenu.js': wrapper('Navbar/MobileSidebar/PrimaryMenu', '<p className="orchard-before-links">Links</p>'),
  });
  const html = menu(page('docs/more/index.html'));
  assert.match(html, /<div class="orchard-own-menu">[^]*<p class="orchard-before-links">Links<\/p>[^]*<ul class="mobile-menu-links"><li><a class="mobile-menu-link[^"]*" href="\/docs\/intro\/?"[^>]*>Guide<\/a>/);
  assert.not.match(html, /data-docsgen-original="Navbar/);
  assert.not.ok(built.warnings.some((w) => /MobileSidebar/.test(w.message)), 'no warning');
});

test('an ejected Navbar/MobileSidebar/Layout that places the pieces it is given draws docsgen\'s links in its primary menu', async () => {
  const { built, page } = await build({
    'src/theme/Navbar/MobileSidebar/Layout/index.js': `import clsx from 'clsx';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }) {
  const { shown: secondaryMenuShown } = useNavbarSecondaryMenu();
  return <div className="navbar-sidebar">{header}<div className={clsx('navbar-sidebar__items', { 'navbar-sidebar__items--show-secondary': secondaryMenuShown })}>
    <div className="navbar-sidebar__item menu">{primaryMenu}</div><div className="navbar-sidebar__item menu">{secondaryMenu}</div>
  </div></div>;
}
`,
    'src/theme/Navbar/MobileSidebar/Header/index.js': wrapper('Navbar/MobileSidebar/Header', '', '<a className="orchard-header" href="/shop">Shop</a>'),
  });
  const html = menu(page('docs/more/index.html'));
  assert.match(html, /<div class="navbar-sidebar"><a class="orchard-header" href="\/shop">Shop<\/a><div class="navbar-sidebar__items"><div class="navbar-sidebar__item menu"><ul class="mobile-menu-links"><li><a class="mobile-menu-link[^"]*" href="\/docs\/intro\/?"[^>]*>Guide<\/a>[^]*<\/ul><\/div><div class="navbar-sidebar__item menu"><\/div><\/div><\/div>/);
  assert.not.match(html, /data-docsgen-original/);
  assert.not.ok(built.warnings.some((w) => /MobileSidebar/.test(w.message)), 'no warning');
});

test('an ejected PrimaryMenu is drawn, the config\'s items it gives NavbarItem drawn as docsgen\'s, each page\'s', async () => {
  const ejected = `import { useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
export default function PrimaryMenu() {
  const menu = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items.filter((item) => item.label !== 'Git');
  return <ul className="menu__list">
    <li className="orchard-own-item"><a className="menu__link" href="/shop">Shop</a></li>
    {items.map((item, i) => <NavbarItem mobile {...item} onClick={() => menu.toggle()} key={i} />)}
  </ul>;
}
`;
  // An item docsgen leaves out (no label) before the others: the menu still finds each by its place in the config.
  const config = CONFIG.replace("items: [", "items: [{ to: '/docs/more', label: '' }, { type: 'doc', docId: 'more', label: 'More', position: 'right' }, ");
  const { built, page } = await build({ 'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.js': ejected }, config);
  assert.not.ok(built.warnings.some((w) => /PrimaryMenu/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
  // As docsgen marks them: a doc item is current on every doc of its sidebar, a link on its own page.
  for (const [file, marks] of [['docs/intro/index.html', ['More /docs/more current', 'Guide /docs/intro current']], ['docs/more/index.html', ['More /docs/more current', 'Guide /docs/intro']]] as const) {
    const html = menu(page(file));
    assert.match(html, /<ul class="menu__list"><li class="orchard-own-item"><a class="menu__link" href="\/shop">Shop<\/a><\/li>/);
    const links = [...html.matchAll(/<a class="mobile-menu-link[^"]*" href="([^"]*)"([^>]*)>([^<]*)</g)].map((m) => `${m[3]} ${m[1]}${m[2].includes('aria-current') ? ' current' : ''}`);
    assert.equal(links, marks, file);
    assert.not.match(html, /mobile-menu-links"|Git/);
  }
});

test.run();
