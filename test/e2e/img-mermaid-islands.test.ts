// A site's MDXComponents/Img and Mermaid wrappers with state (a zoom on click, as sites add) are islands around
// docsgen's image and diagram: in real Chromium they hydrate with no mismatch, the diagram the page's script drew stays
// drawn as the wrapper hydrates and draws again, and it follows the colour mode; no console errors (withContext).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Zoom', url: 'https://zoom.example.org', markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'], presets: [['classic', { blog: false, pages: false }]] };\n",
  'static/img/pot.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="teal"/></svg>',
  'src/theme/MDXComponents/Img/index.js': `import { useState } from 'react';
import Img from '@theme-original/MDXComponents/Img';
export default function Zoom(props) {
  const [open, setOpen] = useState(false);
  return <span className="zoom" data-open={String(open)} onClick={() => setOpen(!open)}><Img {...props} /></span>;
}
`,
  'src/theme/Mermaid/index.js': `import { useState } from 'react';
import Mermaid from '@theme-original/Mermaid';
export default function Zoomable(props) {
  const [clicks, setClicks] = useState(0);
  return <div className="zoomable" data-clicks={clicks} onClick={() => setClicks(clicks + 1)}><Mermaid {...props} /></div>;
}
`,
  // The diagram far down: drawn by the page's script before its island hydrates, as it scrolls into view.
  'docs/intro.md': `# Intro\n\nThe ![pot](/img/pot.svg) boils.\n\n${'Wait for the water.\n\n'.repeat(80)}\`\`\`mermaid\ngraph LR;\n  A[Fill] --> B[Boil];\n\`\`\`\n`,
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'img-mermaid-islands');

const hydrated = (page: Page, selector: string) => page.waitForFunction((s) => Object.keys(document.querySelector(s)!).some((k) => k.startsWith('__reactProps')), selector, { timeout: 10000 });

const isHydrated = (page: Page, selector: string) => page.evaluate((s) => Object.keys(document.querySelector(s)!).some((k) => k.startsWith('__reactProps')), selector);

test('the wrappers hydrate; the drawn diagram stays through their renders and follows the colour mode', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  await hydrated(page, '.zoom');
  await page.locator('.zoomable .mermaid-svg svg').waitFor({ state: 'attached', timeout: 15000 });
  assert.is(await isHydrated(page, '.zoomable'), false, 'drawn before its island hydrates');
  await page.locator('.zoomable').scrollIntoViewIfNeeded();
  await hydrated(page, '.zoomable');
  // The image stays in its paragraph, on the line of its words.
  assert.is(await page.locator('article p:has(.zoom)').textContent(), 'The  boils.');
  await page.locator('.zoom img').click();
  assert.is(await page.getAttribute('.zoom', 'data-open'), 'true');
  await page.locator('.zoomable').click();
  await page.locator('.zoomable').click();
  assert.is(await page.getAttribute('.zoomable', 'data-clicks'), '2');
  assert.is(await page.locator('.zoomable .mermaid-svg svg').count(), 1, 'still drawn after the wrapper drew again');
  assert.ok(await page.locator('.zoomable .mermaid-source').isHidden(), 'its source hidden once drawn');
  const light = await page.locator('.zoomable .mermaid-svg').innerHTML();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.waitForFunction(() => document.querySelector('.mermaid-diagram')!.getAttribute('data-drawn') === 'dark', undefined, { timeout: 10000 });
  assert.is.not(await page.locator('.zoomable .mermaid-svg').innerHTML(), light, 'drawn again in the dark theme');
}));

test.run();
