// A site's custom navbar item drawn with Infima's navbar classes (`navbar__item navbar__link`), in real Chromium:
// it looks as docsgen's own navbar links do (no underline, their padding, on their line), and as a menu link in the
// mobile menu (`menu__link`), as Docusaurus's Infima draws them.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }, { type: 'custom-chat', position: 'left' }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'docs/intro.md': '# Intro\n\nPick the apples.\n',
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
function Chat({ mobile }) {
  return mobile
    ? <li className="menu__list-item"><a className="menu__link orchard-chat" href="https://chat.example.org">Chat</a></li>
    : <a className="navbar__item navbar__link orchard-chat" href="https://chat.example.org">Chat</a>;
}
export default { ...ComponentTypes, 'custom-chat': Chat };
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-item-classes');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
});

/** The computed look of the first element `selector` finds. */
const look = (selector: string) => page.$eval(selector, (el) => {
  const s = getComputedStyle(el);
  const box = el.getBoundingClientRect();
  return { decoration: s.textDecorationLine, padding: s.padding, weight: s.fontWeight, color: s.color, top: Math.round(box.top), height: Math.round(box.height) };
});

test('on a wide screen, an Infima navbar item looks as docsgen\'s links, on their line', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  const ours = await look('.navbar-items a.navbar-link');
  const site = await look('.navbar-items .orchard-chat');
  assert.is(site.decoration, 'none');
  assert.is(site.padding, ours.padding);
  assert.is(site.weight, ours.weight);
  assert.is(site.top, ours.top, 'on the same line');
  assert.is(site.height, ours.height);
  assert.is(await page.$eval('.navbar-items .orchard-chat', (el) => getComputedStyle(el.closest('li')!).paddingLeft), '0px', 'its place adds no padding');
});

test('in the mobile menu, its menu link looks as docsgen\'s menu links', async () => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.click('[data-menu-toggle]');
  await page.waitForFunction(() => document.documentElement.classList.contains('menu-open'));
  const ours = await look('.mobile-menu-links a.mobile-menu-link');
  const site = await look('.mobile-menu-links .orchard-chat');
  assert.is(site.decoration, 'none');
  assert.is(site.weight, ours.weight);
  assert.is(site.color, ours.color);
  assert.is(await page.$eval('.mobile-menu-links .orchard-chat', (el) => getComputedStyle(el.closest('li')!).listStyleType), 'none');
  assert.equal(errors, []);
});

test.run();
