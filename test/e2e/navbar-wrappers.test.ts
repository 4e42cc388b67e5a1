// A site's Navbar and NavbarItem wrappers in real Chromium: a Navbar wrapper with state hydrates around docsgen's
// navbar, whose parts still work inside it — the mobile menu opens and closes at 390 px, a dropdown opens from the
// keyboard, the search box searches, it stays at the top as the page scrolls, a Navbar/Content wrapper's
// useNavbarMobileSidebar() drives the menu — and a custom item drawn by a NavbarItem wrapper keeps its state.
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
    { label: 'Fruit', position: 'left', items: [{ to: '/docs/pears', label: 'Pears' }, { href: 'https://apples.example.org', label: 'Apples' }] },
    { type: 'custom-basket', label: 'Basket', position: 'right' },
  ] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'docs/intro.md': `# Intro\n\nPick the apples.\n${'\nRows of trees, one after another.\n'.repeat(60)}`,
  'docs/pears.md': '# Pears\n\nPears ripen off the tree.\n',
  'src/theme/Navbar/index.js': `import { useState } from 'react';
import Navbar from '@theme-original/Navbar';
export default function NavbarWrapper(props) {
  const [seen, setSeen] = useState(false);
  return <>{seen ? null : <button type="button" className="orchard-notice" onClick={() => setSeen(true)}>Harvest week</button>}<Navbar {...props} /></>;
}
`,
  'src/theme/Navbar/Content/index.js': `import NavbarContent from '@theme-original/Navbar/Content';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
export default function ContentWrapper(props) {
  const menu = useNavbarMobileSidebar();
  return <><NavbarContent {...props} />{menu.shouldRender ? <button type="button" className="orchard-menu" onClick={menu.toggle}>{menu.shown ? 'Close' : 'Open'}</button> : null}</>;
}
`,
  'src/theme/Navbar/ColorModeToggle.js': `import { useColorMode } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
export default function NavbarColorModeToggle({ className }) {
  const { colorMode, setColorMode } = useColorMode();
  return <span className="orchard-mode" data-mode={colorMode}><ColorModeToggle className={className} value={colorMode} onChange={setColorMode} /></span>;
}
`,
  'src/theme/NavbarItem/index.js': `import { useState } from 'react';
import NavbarItem from '@theme-original/NavbarItem';
function Basket({ label, mobile }) {
  const [n, setN] = useState(0);
  const button = <button type="button" className="orchard-basket" onClick={() => setN(n + 1)}>{label} {n}</button>;
  return mobile ? <li className="orchard-basket-item">{button}</li> : button;
}
export default function NavbarItemWrapper(props) {
  return props.type === 'custom-basket' ? <Basket {...props} /> : <NavbarItem {...props} />;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-wrappers');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
});

const hydrated = (selector: string) => islandHydrated(page, selector);

test('at 390 px the wrapped navbar\'s menu opens and closes, with the custom item in it', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  await hydrated('.navbar-slot button.orchard-notice');
  const button = page.locator('header [data-menu-toggle]');
  await button.click();
  await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  const menu = page.locator('#mobile-menu');
  assert.ok(await menu.getByRole('link', { name: 'Guide' }).isVisible());
  assert.ok(await page.locator('.sidebar').getByRole('link', { name: 'Pears' }).isVisible(), 'the docs sidebar, under the menu');
  await hydrated('#mobile-menu button.orchard-basket');
  await menu.locator('button.orchard-basket').click();
  await page.waitForFunction(() => document.querySelector('#mobile-menu button.orchard-basket')?.textContent === 'Basket 1');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  assert.ok(await menu.isHidden());
  // A Navbar/Content wrapper's useNavbarMobileSidebar() opens and closes the same menu, and follows it.
  await page.locator('button.orchard-menu', { hasText: 'Open' }).click();
  await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  assert.ok(await page.locator('.sidebar').getByRole('link', { name: 'Pears' }).isVisible());
  await page.locator('button.orchard-menu', { hasText: 'Close' }).click();
  await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  // The wrapper's own state: its notice goes, the navbar stays.
  await page.locator('button.orchard-notice').click();
  await page.waitForFunction(() => !document.querySelector('button.orchard-notice'));
  assert.ok(await page.locator('header.navbar').isVisible());
  assert.equal(errors, []);
});

test('without JavaScript the wrapped navbar\'s menu opens, with the sidebar, the wrapper\'s part staying', async () => {
  const ctx = await started.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  try {
    const p = await ctx.newPage();
    await p.goto(`${started.site.url}/docs/intro`);
    await p.locator('header [data-menu-toggle]').click();
    assert.ok(await p.locator('#mobile-menu').getByRole('link', { name: 'Guide' }).isVisible());
    assert.ok(await p.locator('.sidebar').getByRole('link', { name: 'Pears' }).isVisible());
    assert.ok(await p.locator('button.orchard-notice').isVisible());
  } finally {
    await ctx.close();
  }
});

test('at 1280 px a dropdown opens from the keyboard and the search box inside the wrapper searches', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  // Every island of the navbar's row mounted (one mounting around the focused control would take its focus).
  await page.waitForFunction(() => [...document.querySelectorAll('.navbar-slot [data-island-src]:not(#mobile-menu *)')].every((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer'))));
  // The navbar stays at the top of the page as it scrolls (the wrapper's island is no box of its own).
  await page.evaluate(() => scrollTo(0, 600));
  await page.waitForFunction(() => document.querySelector('header.navbar')!.getBoundingClientRect().top === 0);
  assert.ok(await page.locator('button.orchard-notice').evaluate((b) => b.getBoundingClientRect().bottom < 0), 'what the wrapper adds scrolls away');
  await page.evaluate(() => scrollTo(0, 0));
  const pears = page.locator('.navbar-items-left .dropdown-menu a', { hasText: 'Pears' });
  // Open while focus is in it (it fades in); Tab goes to its first link.
  await page.locator('.navbar-items-left .navbar-dropdown-toggle').focus();
  await pears.waitFor({ state: 'visible', timeout: 2000 });
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Pears');
  assert.ok(await pears.isVisible());
  // The site's Navbar/ColorModeToggle: docsgen's button inside switches the mode, and the part follows it.
  await hydrated('.orchard-mode');
  await page.locator('.orchard-mode button.color-mode-toggle').click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark' && document.querySelector('.orchard-mode')?.getAttribute('data-mode') === 'dark');
  await page.hover('header .navbar-search');
  await page.locator('header input.search-input').first().click();
  await page.locator('header input.search-input').first().fill('ripen');
  await page.waitForSelector('header .search-result a[href$="/docs/pears"]');
  assert.equal(errors, []);
});

test.run();
