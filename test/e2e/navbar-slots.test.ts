// The navbar's theme slots in real Chromium: a site's ColorModeToggle with a handler hydrates as an island that
// switches the page's mode (as docsgen's own toggle does: remembered, on <html>) and shows the mode it gets as
// `value`; a SearchBar with state that wraps `@theme-original/SearchBar` hydrates around docsgen's search box, which
// still searches, on a wide screen and in the 390 px navbar; an AnnouncementBar closes and stays closed; a doc's own
// search box, reached by client navigation, searches.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, islandHydrated, theme, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { announcementBar: { id: 'blossom', content: 'Blossom week', isCloseable: true }, navbar: { title: 'Orchard', items: [{ type: 'doc', docId: 'intro', label: 'Guide', position: 'left' }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'docs/intro.md': '# Intro\n\nPick the apples.\n',
  'docs/pears.md': '# Pears\n\nPears ripen off the tree. [Find a fruit](./find.mdx).\n',
  'docs/find.mdx': "import SearchBar from '@theme-original/SearchBar';\n\n# Find\n\n<SearchBar />\n",
  'src/theme/ColorModeToggle/index.js': `export default function ColorModeToggle({ value, onChange, className }) {
  return <button type="button" className={['orchard-toggle', className].filter(Boolean).join(' ')} data-value={value}
    onClick={() => onChange(value === 'dark' ? 'light' : 'dark')}>{value === 'dark' ? 'Moon' : 'Sun'}</button>;
}
`,
  'src/theme/AnnouncementBar.js': `import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import CloseButton from '@theme/AnnouncementBar/CloseButton';
import Content from '@theme/AnnouncementBar/Content';
export default function AnnouncementBar() {
  const { isActive, close } = useAnnouncementBar();
  return isActive ? <div className="orchard-bar"><Content className="orchard-news" /><CloseButton onClick={close} /></div> : null;
}
`,
  'src/theme/SearchBar.js': `import { useState } from 'react';
import SearchBar from '@theme-original/SearchBar';
export default function SearchBarWithTips(props) {
  const [tips, setTips] = useState(0);
  return <div className="orchard-search"><SearchBar {...props} /><button type="button" className="orchard-tips" onClick={() => setTips(tips + 1)}>{tips} tips</button></div>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'navbar-slots');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage();
  errors = collectErrors(page);
});

const hydrated = (selector: string) => islandHydrated(page, selector);

test('the site\'s ColorModeToggle switches the mode, remembered across pages, and shows it', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  const toggle = page.locator('header button.orchard-toggle');
  assert.is(await page.locator('header .color-mode-toggle').count(), 0, 'docsgen\'s toggle is replaced');
  await hydrated('header button.orchard-toggle');
  await toggle.click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  await page.waitForFunction(() => document.querySelector('header button.orchard-toggle')?.textContent === 'Moon');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  // A new page load starts dark, and the toggle says so once it runs.
  await page.goto(`${started.site.url}/docs/pears`);
  assert.is(await theme(page), 'dark');
  await page.waitForFunction(() => document.querySelector('header button.orchard-toggle')?.getAttribute('data-value') === 'dark');
  await hydrated('header button.orchard-toggle');
  await page.locator('header button.orchard-toggle').click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  assert.equal(errors, []);
});

for (const width of [1280, 390]) {
  test(`a SearchBar with state wraps docsgen's search box, which still searches (${width} px)`, async () => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${started.site.url}/docs/intro`);
    const tips = page.locator('header .orchard-search button.orchard-tips');
    await hydrated('header button.orchard-tips');
    await tips.click();
    await page.waitForFunction(() => document.querySelector('header button.orchard-tips')?.textContent === '1 tips');
    // docsgen's box inside the wrapper: it loads on hover, its label (the search button on phones) focuses it, and
    // it finds a doc.
    await page.hover('header .orchard-search .navbar-search');
    await page.waitForFunction(() => document.querySelector('header .orchard-search #search-input')?.getAttribute('placeholder') === 'Search');
    await page.locator(`header .orchard-search ${width < 600 ? '.search-label' : 'input.search-input'}`).first().click();
    await page.locator('header .orchard-search input.search-input').fill('ripen');
    await page.waitForSelector('header .orchard-search .search-result a[href$="/docs/pears"]');
    assert.is(await tips.textContent(), '1 tips', 'the wrapper keeps its state');
    assert.equal(errors, []);
  });
}

test('the site\'s AnnouncementBar closes with useAnnouncementBar().close, and stays closed on the next pages', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/intro`);
  assert.is(await page.locator('.orchard-bar .orchard-news').textContent(), 'Blossom week');
  await hydrated('.orchard-bar');
  await page.locator('.orchard-bar button.close').click();
  await page.waitForFunction(() => !document.querySelector('.orchard-bar'));
  assert.is(await page.evaluate(() => localStorage.getItem('docsgen.announcement.dismissed')), 'blossom');
  // The next page hides it before paint, as docsgen's own bar.
  await page.goto(`${started.site.url}/docs/pears`);
  assert.is(await page.locator('.announcement-slot').evaluate((el) => getComputedStyle(el).display), 'none');
  assert.equal(errors, []);
});

test("a doc's search box, on a page reached by client navigation, searches", async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${started.site.url}/docs/pears`);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator('main a[href="/docs/find"]').click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Find');
  assert.ok(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'a client navigation, not a load');
  const input = page.locator('main .page-search input');
  // Its code loads when the pointer comes near it, as the navbar's box.
  await input.hover();
  await input.click();
  await input.pressSequentially('ripen');
  await page.locator('main .page-search .search-result').first().waitFor();
  assert.match(await page.locator('main .page-search .search-result').first().textContent() ?? '', /Pears/);
  assert.equal(errors, []);
});

test.run();
