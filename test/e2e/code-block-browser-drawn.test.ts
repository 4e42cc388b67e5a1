// A CodeBlock of code only the browser has (fetched by a site component) is drawn as the build draws the same code
// and meta: its title, `{1,3}` ranges, magic comments (the site's too) and line numbers, and its tokens in the site's
// Prism theme, light and dark: the same markup as the server's block of that code. In real Chromium.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const THEMES = `const light = { plain: { color: '#222222', backgroundColor: '#f6f6f6' }, styles: [
  { types: ['keyword'], style: { color: '#aa0055', fontStyle: 'italic' } }, { types: ['string'], style: { color: '#117700' } }, { types: ['comment'], style: { color: '#777777' } }] };
const dark = { plain: { color: '#eeeeee', backgroundColor: '#1a1a1a' }, styles: [
  { types: ['keyword'], style: { color: '#ff77aa' } }, { types: ['string'], style: { color: '#99dd66' } }, { types: ['comment'], style: { color: '#999999' } }] };
`;

/** Each case: a snippet's code, and its meta as a fence writes it and as the CodeBlock's props give it. */
const CASES = [
  { file: 'greet.re', code: 'let greet = (name) => {\n  // highlight-next-line\n  Js.log("hi " ++ name);\n  /* error-next-line */\n  raise(Not_found);\n};', fence: 'title="greet.re" showLineNumbers=3', props: 'title="greet.re" showLineNumbers={3}' },
  { file: 'ranged.re', code: 'let a = 1;\nlet b = "two";\n// highlight-next-line\nlet c = a;', fence: '{1,3}', props: 'metastring="{1,3}"' },
  { file: 'block.re', code: '/* highlight-start */\nlet x = 1;\nlet y = 2;\n/* highlight-end */\nlet z = 3;', fence: 'showLineNumbers', props: 'showLineNumbers' },
];

const SITE = {
  'docusaurus.config.js': `${THEMES}module.exports = { title: 'Fetched', url: 'https://fetched.example.org', presets: [['classic', { blog: false, pages: false }]],
  themeConfig: { prism: { theme: light, darkTheme: dark, magicComments: [
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'error-next-line' }] } } };\n`,
  'src/components/Fetched.js': `import { useEffect, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
export default function Fetched({ src, ...props }) {
  const [code, setCode] = useState(null);
  useEffect(() => { fetch(src).then((r) => r.text()).then(setCode); }, [src]);
  return <div className="fetched">{code === null ? 'Loading' : <CodeBlock language="reason" {...props}>{code}</CodeBlock>}</div>;
}
`,
  ...Object.fromEntries(CASES.map((c) => [`static/snippets/${c.file}`, c.code])),
  'docs/intro.mdx': `import Fetched from '@site/src/components/Fetched';\n\n# Intro\n\n${CASES.map((c) => `\`\`\`reason ${c.fence}\n${c.code}\n\`\`\`\n\n<Fetched src="/snippets/${c.file}" ${c.props} />\n`).join('\n')}`,
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'code-block-browser-drawn');

/** A block's markup, without the copy button the page's script adds. */
const markup = (block: Locator) => block.evaluate((el) => {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.copy-button').forEach((b) => b.remove());
  return copy.innerHTML;
});

async function fetchedBlocks(page: Page): Promise<Locator> {
  await page.goto(`${served.site.url}/docs/intro`);
  const drawn = page.locator('.fetched .code-block pre span[style]');
  await page.waitForFunction((n) => document.querySelectorAll('.fetched .code-block pre span[style*="--shiki"]').length > 0 && document.querySelectorAll('.fetched .code-block').length === n, CASES.length, { timeout: 10_000 });
  await drawn.first().waitFor();
  return page.locator('.fetched .code-block');
}

test('a fetched block has the markup of the server\'s block of the same code and meta', () => withContext(served.browser, {}, async (page) => {
  const fetched = await fetchedBlocks(page);
  const server = page.locator('.code-block:not(.fetched .code-block)');
  assert.is(await server.count(), CASES.length);
  for (let i = 0; i < CASES.length; i++) assert.is(await markup(fetched.nth(i)), await markup(server.nth(i)), CASES[i]!.file);
  const first = fetched.first();
  assert.is(await first.locator('.code-title').textContent(), 'greet.re');
  assert.is(await first.locator('pre').evaluate((p) => [p.classList.contains('line-numbers'), p.style.getPropertyValue('counter-reset')].join(' ')), 'true line 2');
  assert.equal(await first.locator('.line').evaluateAll((ls) => ls.map((l) => l.className)), ['line', 'line highlighted theme-code-block-highlighted-line', 'line code-block-error-line', 'line']);
  // A range: the code's magic comment stays, as on Docusaurus.
  assert.equal(await fetched.nth(1).locator('.line').evaluateAll((ls) => ls.map((l) => [l.className, l.textContent])), [
    ['line highlighted theme-code-block-highlighted-line', 'let a = 1;'], ['line', 'let b = "two";'], ['line highlighted theme-code-block-highlighted-line', '// highlight-next-line'], ['line', 'let c = a;'],
  ]);
  assert.is(await fetched.nth(2).locator('.line.highlighted').count(), 2);
}));

for (const mode of ['light', 'dark'] as const) {
  test(`the fetched block's keyword and string take the site's ${mode} theme`, () => withContext(served.browser, { colorScheme: mode }, async (page) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const fetched = await fetchedBlocks(page);
    const styleOf = (text: string) => fetched.first().locator('pre span[style]', { hasText: new RegExp(`^\\s*${text}$`) }).first().evaluate((s) => ({ color: getComputedStyle(s).color, fontStyle: getComputedStyle(s).fontStyle }));
    const colourOf = async (text: string) => (await styleOf(text)).color;
    assert.is(await colourOf('let'), mode === 'light' ? 'rgb(170, 0, 85)' : 'rgb(255, 119, 170)');
    // The theme's font style too: the light theme's keywords are italic, the dark one's are not.
    assert.is((await styleOf('let')).fontStyle, mode === 'light' ? 'italic' : 'normal');
    assert.is(await colourOf('"hi "'), mode === 'light' ? 'rgb(17, 119, 0)' : 'rgb(153, 221, 102)');
  }));
}

test.run();
