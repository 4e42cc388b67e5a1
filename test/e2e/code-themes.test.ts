// A Docusaurus site's Prism themes in real Chromium: code blocks take the theme's background in each colour mode,
// and a site's own `code` rule (an inline code look) stays off code blocks, as Infima's `pre code` keeps it off.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const prismTheme = (bg: string) => `{ plain: { color: '#333333', backgroundColor: '${bg}' }, styles: [{ types: ['keyword'], style: { color: '#aa0011' } }] }`;
const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Kilns', url: 'https://kilns.example.org',
  presets: [['classic', { blog: false, pages: false, theme: { customCss: require.resolve('./src/css/custom.css') } }]],
  themeConfig: { prism: { theme: ${prismTheme('#fdf6e3')}, darkTheme: ${prismTheme('#002b36')} } },
};
`,
  'src/css/custom.css': 'code { background-color: rgb(255, 0, 0); padding: 5px; }\n',
  'docs/intro.md': "# Intro\n\nFire at `cone 6`.\n\n```js\nconst glaze = 'celadon';\n```\n",
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'code-themes');

const styles = (page: Page) => page.evaluate(() => {
  const block = document.querySelector('main .code-block pre')!;
  const inline = document.querySelector('main p code')!;
  return { pre: getComputedStyle(block).backgroundColor, code: getComputedStyle(block.querySelector('code')!).backgroundColor, codePadding: getComputedStyle(block.querySelector('code')!).paddingTop, inline: getComputedStyle(inline).backgroundColor };
});

test("code blocks show the theme's background in each mode; the site's `code` rule reaches inline code only", async () => {
  for (const [mode, pre] of [['light', 'rgb(253, 246, 227)'], ['dark', 'rgb(0, 43, 54)']] as const) {
    const context = await started.browser.newContext({ viewport: { width: 1024, height: 700 } });
    const page = await context.newPage();
    // The reader's choice, as the toggle stores it.
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const errors = collectErrors(page);
    try {
      await page.goto(`${started.site.url}/docs/intro`);
      assert.equal(await styles(page), { pre, code: 'rgba(0, 0, 0, 0)', codePadding: '0px', inline: 'rgb(255, 0, 0)' }, mode);
      assert.equal(errors, []);
    } finally {
      await context.close();
    }
  }
});

test.run();
