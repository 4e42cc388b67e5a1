// A site's ejected `Navbar/MobileSidebar/PrimaryMenu` (inside its ejected whole `Navbar/MobileSidebar` and layout, whose
// panel not shown is inert) in real Chromium at 390 px: its list hydrates with the config's
// items in it drawn as docsgen's (the dropdown's links, the current page marked), its own button works, the menu
// opens by keyboard and a link in it goes to its page; without JavaScript the menu opens with the same list.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, islandHydrated, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [
    { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
    { label: 'Fruit', position: 'left', items: [{ to: '/docs/pears', label: 'Pears' }] },
    { href: 'https://git.example.org', label: 'Git', position: 'right', className: 'social' },
  ] } },
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
  // The docs have a sidebar: the menu's second panel is \`shown\` on Docusaurus, which would make the links inert.
  'sidebars.js': "module.exports = { main: ['intro', 'pears'] };\n",
  'docs/intro.md': '# Intro\n\nPick the apples.\n',
  'docs/pears.md': '# Pears\n\nPears ripen off the tree.\n',
  'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.js': `import { useState } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
export default function PrimaryMenu() {
  const menu = useNavbarMobileSidebar();
  const [open, setOpen] = useState(false);
  const items = useThemeConfig().navbar.items.filter((item) => item.className !== 'social');
  return <ul className="menu__list">
    {items.map((item, i) => <NavbarItem mobile {...item} onClick={() => menu.toggle()} key={i} />)}
    <li><button type="button" className="menu__link orchard-more" onClick={() => setOpen(!open)}>{open ? 'Less' : 'More'}</button></li>
    {open ? <li className="orchard-extra"><a className="menu__link" href="/docs/pears">Extra pears</a></li> : null}
  </ul>;
}
`,
  // The whole menu ejected with a breakpoint of its own (useWindowSize: it hydrates), around the original's layout.
  'src/theme/Navbar/MobileSidebar/index.js': `import { useWindowSize } from '@docusaurus/theme-common';
import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
export default function NavbarMobileSidebar() {
  const mobileSidebar = useNavbarMobileSidebar();
  const windowSize = useWindowSize({ desktopBreakpoint: 1200 });
  useLockBodyScroll(mobileSidebar.shown);
  if (mobileSidebar.disabled || windowSize === 'desktop') return null;
  return <div className="orchard-own-menu">
    <NavbarMobileSidebarLayout header={<NavbarMobileSidebarHeader />} primaryMenu={<NavbarMobileSidebarPrimaryMenu />} secondaryMenu={<NavbarMobileSidebarSecondaryMenu />} />
  </div>;
}
`,
  // Its layout ejected as Docusaurus 3 writes it: the panel not shown is inert.
  'src/theme/Navbar/MobileSidebar/Layout/index.js': `import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import { ThemeClassNames } from '@docusaurus/theme-common';
const Panel = ({ inert, children }) => <div className={ThemeClassNames.layout.navbar.mobileSidebar.panel + ' navbar-sidebar__item menu'} inert={inert}>{children}</div>;
export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }) {
  const { shown } = useNavbarSecondaryMenu();
  return <div className={ThemeClassNames.layout.navbar.mobileSidebar.container}>{header}<div className="navbar-sidebar__items">
    <Panel inert={shown}>{primaryMenu}</Panel><Panel inert={!shown}>{secondaryMenu}</Panel>
  </div></div>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-mobile-menu-ejected');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
});

test('at 390 px the ejected list opens by keyboard, hydrates, keeps docsgen\'s items, and its links go to their pages', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  await page.locator('header [data-menu-toggle]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  const menu = page.locator('#mobile-menu');
  await islandHydrated(page, '#mobile-menu .orchard-more');
  assert.ok(await menu.locator('.orchard-own-menu .orchard-more').isVisible(), 'the list in the site\'s whole menu');
  await islandHydrated(page, '#mobile-menu .orchard-own-menu');
  await page.waitForTimeout(200);
  assert.equal(await menu.locator('.navbar-sidebar__item').evaluateAll((panels) => panels.map((p) => (p as HTMLElement).inert)), [false, true], 'the links\' panel is not inert');
  assert.is(await menu.getByRole('link', { name: 'Guide' }).getAttribute('aria-current'), 'page');
  // The dropdown (no link of it leads here) is drawn closed, as Docusaurus's mobile dropdowns: opened, its link shows.
  await menu.locator('summary', { hasText: 'Fruit' }).click();
  assert.ok(await menu.getByRole('link', { name: 'Pears' }).isVisible(), 'the dropdown\'s link, as docsgen draws it');
  assert.is(await menu.getByRole('link', { name: 'Git' }).count(), 0, 'the item the site leaves out');
  await menu.locator('.orchard-more').click();
  await menu.locator('.orchard-extra').waitFor();
  assert.ok(await menu.getByRole('link', { name: 'Guide' }).isVisible(), 'docsgen\'s items kept as the list redraws');
  await menu.getByRole('link', { name: 'Pears', exact: true }).click();
  await page.waitForURL(/\/docs\/pears\/?$/);
  await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  assert.equal(errors, []);
});

test('without JavaScript the menu opens with the ejected list', async () => {
  const ctx = await started.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  try {
    const p = await ctx.newPage();
    await p.goto(`${started.site.url}/docs/intro`);
    await p.locator('header [data-menu-toggle]').click();
    const menu = p.locator('#mobile-menu');
    await menu.locator('summary', { hasText: 'Fruit' }).click();
    for (const name of ['Guide', 'Pears']) assert.ok(await menu.getByRole('link', { name }).isVisible(), name);
    assert.ok(await menu.locator('.orchard-own-menu .orchard-more').isVisible(), 'in the site\'s whole menu');
  } finally {
    await ctx.close();
  }
});

test.run();
