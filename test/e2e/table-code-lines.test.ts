// A code block in a table cell (raw `<pre><code>` in Markdown, as READMEs write side-by-side snippets) keeps its
// lines, as on Docusaurus, while inline code in a cell stays on one line, in real Chromium.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const DOC = '# Snippets\n\n| Before | After |\n|---|---|\n| <pre lang="csharp"><code>int a;&#10;int b;&#10;int c;</code></pre> | `one two three` |\n';
const s = withSiteAndBrowser(test, path.join(tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'Cells', url: 'https://cells.example.org', presets: [['classic', { blog: false }]] };\n",
  'docs/snippets.md': DOC,
}), 'docusaurus.config.js'), 'table-code-lines');

test('a <pre><code> block in a table cell shows its three lines; inline code in a cell stays unbroken', () => withContext(s.browser, { viewport: { width: 390, height: 800 } }, async (page) => {
  await page.goto(`${s.site.url}/docs/snippets`);
  const lines = await page.evaluate(() => {
    const code = document.querySelector('.markdown td pre code')!;
    const height = parseFloat(getComputedStyle(code).lineHeight);
    return Math.round(code.getBoundingClientRect().height / height);
  });
  assert.is(lines, 3);
  const inline = await page.locator('.markdown td > code').evaluate((c) => c.getClientRects().length);
  assert.is(inline, 1);
}));

test.run();
