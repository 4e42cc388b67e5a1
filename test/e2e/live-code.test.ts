// Live code blocks in real Chromium (the build's side: test/integration/live-code.test.ts): the playground starts
// without moving the page, an edit changes the result, a `noInline` block renders what it passes to `render`, and an
// error in the reader's code shows in the result as a message while the page goes on working.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { linkModules, npmPackage } from '../helpers/npm-package.ts';
import { testWith } from '../helpers/shared.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser, type SiteAndBrowser } from './setup.ts';

const reactLive = npmPackage('react-live@5.0.1', 'live code blocks in Chromium');
const withReactLive = testWith(reactLive);

let s: SiteAndBrowser | undefined;
if (reactLive) {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Forge', url: 'https://forge.example.org', themes: ['@docusaurus/theme-live-codeblock'], presets: [['classic', { blog: false, pages: false }]] };\n",
    'docs/bellows.md': '# Bellows\n\nPump it:\n\n```jsx live\nfunction Bellows() {\n  const [puffs, setPuffs] = useState(0);\n  return <button onClick={() => setPuffs(puffs + 1)}>{puffs} puffs</button>;\n}\n```\n\nAnd one that renders itself:\n\n```jsx live noInline\nconst Ember = ({ heat }) => <i className="ember">glowing at {heat}</i>;\nrender(<Ember heat={900} />);\n```\n',
    'docs/other.md': '# Other\n\nNo live code.\n',
    'docs/gauge.md': '# Gauge\n\n```jsx live\n<Gauge />\n```\n',
    // A scope component written for React 18: its own JSX leans on a function component's defaultProps.
    'src/theme/ReactLiveScope/index.js': "import base from '@theme-original/ReactLiveScope';\n\nfunction Needle({ unit }) {\n  return <span className=\"needle\">reads in {unit}</span>;\n}\nNeedle.defaultProps = { unit: 'bar' };\n\nconst Gauge = () => <Needle />;\n\nexport default { ...base, Gauge };\n",
  });
  linkModules(dir, reactLive);
  s = withSiteAndBrowser(test, path.join(dir, 'docusaurus.config.js'), 'live-code');
}

const preview = (page: Page, n: number) => page.locator('.playground-preview').nth(n);
/** Replaces the focused editor's code: selected, deleted, then typed (react-live's editor keeps the caret that way). */
async function replaceAll(page: Page, code: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(code);
}
const heights = (page: Page) => page.locator('.playground').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));

withReactLive('the playground starts in the server\'s frame without moving it; clicks and edits change the result', async () => {
  await withContext(s!.browser, {}, async (page) => {
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
    await page.goto(`${s!.site.url}/docs/other`);
    assert.not.ok(scripts.some((p) => p.includes('live-code')), 'a page without a live block loads none of it');
    await page.goto(`${s!.site.url}/docs/bellows`);
    const before = await heights(page);
    await preview(page, 0).getByRole('button', { name: '0 puffs' }).waitFor();
    assert.equal(await heights(page), before, 'the editor and the result keep the frame\'s boxes');
    await preview(page, 0).getByRole('button').click();
    await preview(page, 0).getByRole('button', { name: '1 puffs' }).waitFor();
    const editor = page.locator('.playground-editor pre').first();
    assert.is(await editor.getAttribute('contenteditable'), 'plaintext-only');
    await editor.click();
    await replaceAll(page, '<strong>Anvil ready</strong>');
    await preview(page, 0).locator('strong', { hasText: 'Anvil ready' }).waitFor();
    assert.is(await preview(page, 1).locator('i.ember').textContent(), 'glowing at 900', 'noInline: what the code passes to render');
  });
});

withReactLive('an error in the reader\'s code shows in the result, and fixing it brings the result back', async () => {
  await withContext(s!.browser, {}, async (page) => {
    await page.goto(`${s!.site.url}/docs/bellows`);
    await preview(page, 0).getByRole('button').waitFor();
    await page.locator('.playground-editor pre').first().click();
    await replaceAll(page, '<Kettle />');
    const error = preview(page, 0).getByRole('alert');
    await error.waitFor();
    assert.match(await error.textContent() ?? '', /Kettle is not defined/);
    assert.ok(await preview(page, 1).locator('i.ember').isVisible(), 'the other playground goes on');
    await replaceAll(page, '<p>mended</p>');
    await preview(page, 0).locator('p', { hasText: 'mended' }).waitFor();
    assert.is(await preview(page, 0).getByRole('alert').count(), 0);
  });
});

withReactLive('the scope\'s components get their function components\' defaultProps, as islands do', async () => {
  await withContext(s!.browser, {}, async (page) => {
    await page.goto(`${s!.site.url}/docs/gauge`);
    await preview(page, 0).locator('.needle').waitFor();
    assert.is(await preview(page, 0).locator('.needle').textContent(), 'reads in bar');
  });
});

withReactLive('reached by client navigation, the page\'s playgrounds start too, styled', async () => {
  await withContext(s!.browser, {}, async (page) => {
    await page.goto(`${s!.site.url}/docs/other`);
    await page.locator('#docs-sidebar').getByRole('link', { name: 'Bellows' }).click();
    await preview(page, 0).getByRole('button', { name: '0 puffs' }).waitFor();
    assert.is(await page.evaluate(() => location.pathname), '/docs/bellows');
    assert.is(await page.locator('.playground').first().evaluate((e) => getComputedStyle(e).borderTopStyle), 'solid', 'its stylesheet came with the page');
  });
});

test.run();
