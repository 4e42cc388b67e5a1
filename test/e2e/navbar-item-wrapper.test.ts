// A site's `NavbarItem` wrapper in real Chromium: the items it changes (a label and class, another href) show so in the
// row at 1280 px and in the mobile menu at 390 px (opened by keyboard, closed by Escape); one with state hydrates,
// docsgen's item kept inside it; client navigation marks the changed doc item current on its sidebar's pages.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { islandHydrated, withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Quay', url: 'https://quay.example.org',
  themeConfig: { navbar: { title: 'Quay', items: [
    { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
    { to: '/docs/tides', label: 'Tides', position: 'left' },
    { href: 'https://old.example.org', label: 'Forum', position: 'right' },
  ] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'docs/intro.md': '# Intro\n\nAhoy.\n',
  'docs/tides.md': '# Tides\n\nHigh and low.\n',
  'src/theme/NavbarItem.js': `import { useState } from 'react';
import NavbarItem from '@theme-original/NavbarItem';
export default function Wrapped(props) {
  const [seen, setSeen] = useState(0);
  if (props.label === 'Guide') return <NavbarItem {...props} label="Handbook" className="handbook" />;
  if (props.href === 'https://old.example.org') {
    return <><NavbarItem {...props} href="https://new.example.org" /><button type="button" className="seen" onClick={() => setSeen(seen + 1)}>{seen}</button></>;
  }
  return <NavbarItem {...props} />;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-item-wrapper');

test('at 1280 px the row shows the changed items; the one with state hydrates; client navigation marks current', () => withContext(started.browser, {}, async (page) => {
  await page.goto(`${started.site.url}/docs/intro`);
  const row = page.locator('.navbar-inner');
  assert.is(await row.getByRole('link', { name: 'Handbook' }).getAttribute('aria-current'), 'page');
  assert.is(await row.getByRole('link', { name: /Forum/ }).getAttribute('href'), 'https://new.example.org');
  const seen = row.locator('.seen');
  await islandHydrated(page, '.navbar-inner .seen');
  await seen.click();
  await page.waitForFunction(() => document.querySelector('.navbar-inner .seen')?.textContent === '1');
  assert.is(await row.getByRole('link', { name: /Forum/ }).getAttribute('href'), 'https://new.example.org', 'docsgen\'s item kept as the island draws again');
  await row.getByRole('link', { name: 'Tides' }).click();
  await page.waitForURL(/\/docs\/tides\/?$/);
  await page.waitForFunction(() => document.querySelector('.navbar-inner a.handbook')?.getAttribute('aria-current') === 'page');
  assert.is(await row.getByRole('link', { name: 'Tides' }).getAttribute('aria-current'), 'page');
}));

test('at 390 px the menu lists the changed items; it opens by keyboard and closes with Escape', () => withContext(started.browser, { viewport: { width: 390, height: 800 } }, async (page) => {
  await page.goto(`${started.site.url}/docs/intro`);
  await page.locator('header [data-menu-toggle]').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
  const menu = page.locator('#mobile-menu');
  assert.ok(await menu.getByRole('link', { name: 'Handbook' }).isVisible());
  assert.is(await menu.getByRole('link', { name: /Forum/ }).getAttribute('href'), 'https://new.example.org');
  assert.is(await menu.getByRole('link', { name: 'Guide' }).count(), 0);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('.navbar-menu')!.open);
}));

test.run();
