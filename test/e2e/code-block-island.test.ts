// A site's CodeBlock wrapper with state (a fold button) is an island around docsgen's highlighted block: in the
// browser, where there is no highlighter, it hydrates the server's highlighted HTML with no mismatch (React's error
// #418, which redrew the block as plain code), and draws it highlighted again when the fold opens; a block of code
// the build never saw is highlighted in the browser. In real Chromium.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Fold', url: 'https://fold.example.org', presets: [['classic', { blog: false, pages: false }]] };\n",
  'src/theme/CodeBlock/index.js': `import { useState } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
export default function Folding(props) {
  const [open, setOpen] = useState(true);
  return <div className="fold">
    <button className="fold-toggle" onClick={() => setOpen(!open)}>{open ? 'Hide' : 'Show'}</button>
    {open && <CodeBlock {...props} />}
    {!open && props.metastring === 'extra' && <CodeBlock className="language-js" title="late.js">{'let never = "drawn";\\nnever = 1;'}</CodeBlock>}
  </div>;
}
`,
  'docs/intro.md': '# Intro\n\n```js title="kettle.js"\nconst water = 100;\nconsole.log(water);\n```\n\n```js extra\nlet b = 2;\n```\n',
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'code-block-island');

/** The console's warnings too: a mismatch is only a warning once recovered (the browser's favicon probe left out). */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'warning' || m.type() === 'error') && !m.location().url.endsWith('/favicon.ico')) seen.push(m.text());
  });
  return seen;
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('.fold-toggle >> nth=0').scrollIntoViewIfNeeded();
  for (let tries = 0; tries < 50; tries++) {
    if (await page.locator('.fold-toggle').first().evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactProps')))) return;
    await page.waitForTimeout(100);
  }
  assert.unreachable('the wrapper never hydrated');
}

const keywordColour = (page: Page) => page.locator('.fold .code-block span[style*="--shiki"] >> nth=1').evaluate((s) => getComputedStyle(s).color);

for (const mode of ['light', 'dark']) {
  test(`the wrapper hydrates the highlighted block with no mismatch, and draws it highlighted again (${mode})`, () => withContext(served.browser, { colorScheme: mode as 'light' | 'dark' }, async (page) => {
    const seen = warnings(page);
    await page.goto(`${served.site.url}/docs/intro`);
    await hydrated(page);
    await page.waitForTimeout(300);
    assert.equal(seen, [], 'no hydration mismatch');
    const first = page.locator('.fold').first();
    assert.is(await first.locator('.code-block .code-title').textContent(), 'kettle.js');
    assert.ok(await first.locator('pre.shiki span[style*="--shiki"]').count() > 3, 'highlighted after hydrating');
    const colour = await keywordColour(page);
    await first.locator('.fold-toggle').click();
    assert.is(await first.locator('.code-block').count(), 0);
    await first.locator('.fold-toggle').click();
    assert.ok(await first.locator('pre.shiki span[style*="--shiki"]').count() > 3, 'highlighted when drawn again');
    assert.is(await keywordColour(page), colour);
    assert.is(await first.locator('.copy-button').count(), 1);
    // A block the server never drew (code fetched or made in the browser): a code block with its title, highlighted
    // there by a chunk loaded then, in the build's colours.
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    assert.is(await page.evaluate(() => 'Prism' in window), false, 'no highlighter before a block needs one');
    const second = page.locator('.fold').nth(1);
    await second.locator('.fold-toggle').click();
    assert.is(await second.locator('.code-block[data-lang="js"] > .code-title').textContent(), 'late.js');
    await second.locator('.code-block pre.shiki span[style*="--shiki"]').first().waitFor({ timeout: 5000 });
    assert.ok(loaded.some((u) => /island-chunk\.[\w-]+\.js$/.test(u)), `the highlighter's chunk loaded on demand (${loaded.join(', ')})`);
    assert.equal(await second.locator('.code-block pre > code > .line').allTextContents(), ['let never = "drawn";', 'never = 1;']);
    assert.is(await second.locator('.code-block pre > code').textContent(), 'let never = "drawn";\nnever = 1;');
    const colourOf = (block: ReturnType<Page['locator']>, text: string) => block.locator('pre span[style]', { hasText: new RegExp(`^\\s*${text}$`) }).first().evaluate((s) => getComputedStyle(s).color);
    assert.is(await colourOf(second, 'let'), await colourOf(first, 'const'), 'a keyword as the build colours one');
    assert.is.not(await colourOf(second, '"drawn"'), await colourOf(second, 'let'), 'a string apart from a keyword');
    assert.equal(seen, []);
  }));
}

test('the dark mode colours the block apart from the light one', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  await hydrated(page);
  const light = await keywordColour(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  assert.is.not(await keywordColour(page), light);
}));

test.run();
