// A site's parts of Docusaurus's mobile sidebar (`Navbar/MobileSidebar/*`) and `Navbar/Layout`, wrapping docsgen's,
// in real Chromium at 390 px: the menu opens and closes from the (wrapped) button, by keyboard too, with what each part
// adds in it and the docs sidebar below; a part with state works in it (Docusaurus's menu helpers drive and follow the
// menu, lock the page's scroll); without JavaScript the menu still opens with the parts in it.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, islandHydrated, withSiteAndBrowser } from './setup.ts';

const wrapper = (part: string, before: string, after = '') => `import Original from '@theme-original/${part}';
export default function Wrapper(props) { return <>${before}<Original {...props} />${after}</>; }
`;

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ type: 'doc', docId: 'intro', label: 'Guide', position: 'left' }, { to: '/docs/pears', label: 'Pears page', position: 'right' }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'docs/intro.md': `# Intro\n\nPick the apples.\n${'\nRows of trees, one after another.\n'.repeat(60)}`,
  'docs/pears.md': '# Pears\n\nPears ripen off the tree.\n',
  'src/theme/Navbar/Layout.js': wrapper('Navbar/Layout', '<div className="orchard-ribbon">Harvest week</div>'),
  'src/theme/Navbar/MobileSidebar/Toggle.js': wrapper('Navbar/MobileSidebar/Toggle', '', '<span className="orchard-badge">new</span>'),
  'src/theme/Navbar/MobileSidebar/Header.js': wrapper('Navbar/MobileSidebar/Header', '', '<a className="orchard-shop" href="/docs/pears">Shop</a>'),
  'src/theme/Navbar/MobileSidebar/SecondaryMenu.js': wrapper('Navbar/MobileSidebar/SecondaryMenu', '<p className="orchard-more">More below</p>'),
  'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.js': `import { useState } from 'react';
import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import { useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
export default function Wrapper(props) {
  const { shown, toggle } = useNavbarMobileSidebar();
  const secondary = useNavbarSecondaryMenu();
  const [n, setN] = useState(0);
  useLockBodyScroll(shown);
  return <>
    <button type="button" className="orchard-count" data-secondary={String(secondary.shown)} onClick={() => setN(n + 1)}>Picked {n}</button>
    <PrimaryMenu {...props} />
    <button type="button" className="orchard-close" onClick={toggle}>{shown ? 'Done' : 'Closed'}</button>
  </>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-mobile-menu');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
});

const isOpen = (p: Page) => p.evaluate(() => document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);

test('at 390 px the wrapped button opens the menu by keyboard, with each part in it; the parts drive and follow it', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  assert.ok(await page.locator('.orchard-ribbon').isVisible(), 'the Navbar/Layout wrapper\'s part');
  assert.ok(await page.locator('.navbar-menu-slot .orchard-badge').isVisible(), 'the Toggle wrapper\'s part beside the button');
  assert.ok(await page.locator('#mobile-menu').isHidden());
  await page.locator('header [data-menu-toggle]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  const menu = page.locator('#mobile-menu');
  // Its island mounts once shown.
  await islandHydrated(page, '#mobile-menu button.orchard-count');
  for (const part of ['.orchard-shop', 'button.orchard-count', '.orchard-more']) assert.ok(await menu.locator(part).isVisible(), part);
  assert.ok(await menu.getByRole('link', { name: 'Pears page' }).isVisible());
  assert.ok(await page.locator('.sidebar').getByRole('link', { name: 'Pears' }).isVisible(), 'the docs sidebar, under the menu');
  // The part's helpers: the menu shown, a docs sidebar as its second panel, the page behind locked.
  await page.waitForFunction(() => document.querySelector('.orchard-close')?.textContent === 'Done' && document.body.style.overflow === 'hidden');
  assert.is(await menu.locator('.orchard-count').getAttribute('data-secondary'), 'true');
  // The part's own state, by keyboard: focus reaches it from the button.
  await menu.locator('button.orchard-count').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.orchard-count')?.textContent === 'Picked 1');
  // useNavbarMobileSidebar().toggle() closes it; the button opens it again, Escape closes it.
  await menu.locator('button.orchard-close').click();
  await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open && document.body.style.overflow !== 'hidden');
  assert.ok(await menu.isHidden());
  await page.locator('header [data-menu-toggle]').click();
  await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  assert.is(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle')), true, 'focus back on the button');
  assert.equal(errors, []);
});

test('without JavaScript the menu opens with the parts in it and the sidebar, and closes', async () => {
  const ctx = await started.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  try {
    const p = await ctx.newPage();
    await p.goto(`${started.site.url}/docs/intro`);
    await p.locator('header [data-menu-toggle]').click();
    assert.ok(await isOpen(p));
    for (const part of ['.orchard-shop', 'button.orchard-count', '.orchard-more']) assert.ok(await p.locator(`#mobile-menu ${part}`).isVisible(), part);
    assert.ok(await p.locator('#mobile-menu').getByRole('link', { name: 'Pears page' }).isVisible());
    assert.ok(await p.locator('.sidebar').getByRole('link', { name: 'Pears' }).isVisible());
    assert.ok(await p.locator('.orchard-ribbon').isVisible(), 'the Navbar/Layout wrapper\'s part stays');
    await p.locator('header [data-menu-toggle]').click();
    assert.ok(await p.locator('#mobile-menu').isHidden());
  } finally {
    await ctx.close();
  }
});

test('at 1280 px the menu and its button are hidden, the Toggle wrapper\'s part stays on the navbar\'s line', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  assert.ok(await page.locator('header [data-menu-toggle]').isHidden());
  assert.ok(await page.locator('#mobile-menu').isHidden());
  const [badge, header] = await Promise.all([page.locator('.orchard-badge').boundingBox(), page.locator('header.navbar').boundingBox()]);
  assert.ok(badge && header && badge.y >= header.y && badge.y + badge.height <= header.y + header.height, 'in the navbar');
  assert.equal(errors, []);
});

test.run();
