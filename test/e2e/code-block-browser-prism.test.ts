// A CodeBlock of code only the browser has, as Docusaurus's Prism draws it: a tagged template's CSS in its language
// (Prism's js-templates hooks), a theme style limited to one language only in that language's blocks, and, until the
// highlighter's chunk has loaded, the block's lines already as they will be (magic comments, numbers). In real Chromium.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const theme = (plain: string, property: string, markupTag: string) => `{ plain: { color: '${plain}', backgroundColor: '#f6f6f6' }, styles: [
  { types: ['property'], style: { color: '${property}' } }, { types: ['tag'], style: { color: '#aa0000' } },
  { types: ['tag'], languages: ['markup'], style: { color: '${markupTag}' } }] }`;

const SNIPPETS = { 'styled.js': 'const Box = styled.div`\n  color: red;\n`;', 'page.xml': '<b>x</b>', 'marked.txt': 'one\n// error-next-line\ntwo' };

const SITE = {
  'docusaurus.config.js': `module.exports = { title: 'Prism', url: 'https://prism.example.org', presets: [['classic', { blog: false, pages: false }]],
  themeConfig: { prism: { theme: ${theme('#222222', '#0055aa', '#008800')}, darkTheme: ${theme('#eeeeee', '#66aaff', '#88ee88')},
    magicComments: [{ className: 'code-block-error-line', line: 'error-next-line' }] } } };\n`,
  'src/components/Fetched.js': `import { useEffect, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
export default function Fetched({ src, ...props }) {
  const [code, setCode] = useState(null);
  useEffect(() => { fetch(src).then((r) => r.text()).then(setCode); }, [src]);
  return <div className="fetched">{code === null ? 'Loading' : <CodeBlock {...props}>{code}</CodeBlock>}</div>;
}
`,
  ...Object.fromEntries(Object.entries(SNIPPETS).map(([file, code]) => [`static/snippets/${file}`, code])),
  'docs/intro.mdx': `import Fetched from '@site/src/components/Fetched';\n\n# Intro\n\n<Fetched src="/snippets/styled.js" language="jsx" />\n\n<Fetched src="/snippets/page.xml" language="markup" />\n\n<Fetched src="/snippets/page.xml" language="html" />\n\n<Fetched src="/snippets/marked.txt" language="text" title="marked.txt" showLineNumbers={3} />\n`,
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'code-block-browser-prism');

async function drawn(page: Page, highlighted: boolean) {
  await page.goto(`${served.site.url}/docs/intro`);
  await page.waitForFunction((h) => document.querySelectorAll('.fetched .code-block').length === 4 && (!h || document.querySelector('.fetched .code-block pre span[style*="--shiki"]')), highlighted, { timeout: 10_000 });
  return page.locator('.fetched .code-block');
}

const colourOf = (page: Page, block: number, text: string) => page.locator('.fetched .code-block').nth(block).locator('pre span[style]', { hasText: new RegExp(`^\\s*${text}$`) }).first().evaluate((s) => getComputedStyle(s).color);

for (const mode of ['light', 'dark'] as const) {
  test(`a tagged template's CSS and a markup-only tag style, in the ${mode} theme`, () => withContext(served.browser, { colorScheme: mode }, async (page) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await drawn(page, true);
    assert.is(await colourOf(page, 0, 'color'), mode === 'light' ? 'rgb(0, 85, 170)' : 'rgb(102, 170, 255)', 'the CSS property inside styled.div`…`');
    assert.is(await colourOf(page, 1, '<b>'), mode === 'light' ? 'rgb(0, 136, 0)' : 'rgb(136, 238, 136)', 'markup\'s own tag style');
    assert.is(await colourOf(page, 2, '<b>'), 'rgb(170, 0, 0)', 'not in an html block: the style for all languages');
  }));
}

test('until the highlighter has loaded, the block\'s lines are those it will have: magic comments, title, numbers', () => withContext(served.browser, {}, async (page) => {
  // The highlighter's chunk (its Prism core's manual switch names it) is held back until the end.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('disableWorkerMessageHandler')) await held;
    return route.fulfill({ response });
  });
  const blocks = await drawn(page, false);
  const marked = blocks.nth(3);
  assert.is(await marked.locator('.code-title').textContent(), 'marked.txt');
  assert.equal(await marked.locator('.line').evaluateAll((ls) => ls.map((l) => [l.className, l.textContent])), [['line', 'one'], ['line code-block-error-line', 'two']]);
  assert.is(await marked.locator('pre').evaluate((p) => [p.classList.contains('line-numbers'), p.style.getPropertyValue('counter-reset')].join(' ')), 'true line 2');
  assert.is(await page.locator('.fetched pre span[style*="--shiki"]').count(), 0, 'not highlighted');
  release();
  await page.locator('.fetched pre span[style*="--shiki"]').first().waitFor();
  assert.equal(await marked.locator('.line').evaluateAll((ls) => ls.map((l) => [l.className, l.textContent])), [['line', 'one'], ['line code-block-error-line', 'two']], 'the same lines, highlighted');
}));

test.run();
