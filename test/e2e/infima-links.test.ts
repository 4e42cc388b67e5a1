// On a Docusaurus site, links look as Infima draws them (generator/docusaurus/infima-links.ts): a Markdown link is
// not underlined until hovered and keeps its colour then; one in an admonition is underlined in the box's colour,
// in the text's colour; docsgen's parts that Infima's classes keep plain (navbar, sidebar, TOC, breadcrumbs,
// pagination) stay plain when hovered, even under a site's own `a:hover` rule, as Infima's hover rules keep them; the
// footer's links, the edit link and TOCInline's links underline on hover. Light and dark.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Quarry', url: 'https://quarry.example.org',
  themeConfig: { navbar: { title: 'Quarry', items: [{ to: '/docs/intro', label: 'Guide' }] },
    footer: { links: [{ title: 'More', items: [{ to: '/docs/stones', label: 'Stones' }] }] } },
  presets: [['classic', { blog: false, docs: { editUrl: 'https://example.org/edit/' } }]],
};
`,
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nCut [the stones](stones.md) first.\n\n:::note\n\nMind [the dust](stones.md).\n\n:::\n\n## Tools\n\nChisels.\n',
  'src/pages/index.md': '# Quarry\n',
  'docs/stones.md': "---\nsidebar_position: 2\n---\n# Stones\n\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## Granite\n\nHard.\n",
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'infima-links');
let page: Page;
let errors: string[];

test.before(async () => {
  page = await started.browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors = collectErrors(page);
});

const style = (selector: string, property: string) => page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);
const line = (selector: string) => style(selector, 'text-decoration-line');
async function hovered(selector: string): Promise<{ line: string; color: string }> {
  await page.hover(selector);
  // Links change colour with a transition.
  await page.waitForTimeout(300);
  return { line: await line(selector), color: await style(selector, 'color') };
}

for (const mode of ['light', 'dark']) {
  test(`${mode}: a Markdown link underlines on hover only, in its own colour; one in an admonition is underlined in the box's colours`, async () => {
    await page.goto(`${started.site.url}/docs/intro`);
    await page.evaluate((m) => { localStorage.setItem('theme', m); }, mode);
    await page.reload();
    const link = '.markdown p:not(.theme-admonition *) a';
    assert.is(await line(link), 'none');
    const rest = await style(link, 'color');
    assert.equal(await hovered(link), { line: 'underline', color: rest });
    const boxed = '.theme-admonition a';
    assert.is(await line(boxed), 'underline');
    assert.is(await style(boxed, 'color'), await style('.theme-admonition', 'color'));
    assert.is(await style(boxed, 'text-decoration-color'), await style('.theme-admonition', 'border-left-color'));
  });
}

test("docsgen's parts: plain when hovered where Infima's classes keep them plain; the footer's links and the edit link underline on hover", async () => {
  for (const plain of ['.navbar-link', '.sidebar-list a', '.toc a', '.breadcrumb a', '.pagination-link']) {
    assert.is(await line(plain), 'none', plain);
    assert.is((await hovered(plain)).line, 'none', plain);
  }
  for (const underlined of ['.footer-link', '.edit-link']) {
    assert.is(await line(underlined), 'none', underlined);
    assert.is((await hovered(underlined)).line, 'underline', underlined);
  }
  assert.equal(errors, []);
});

test("a site's own `a:hover` underline reaches the links Infima draws plain no more than on Docusaurus; TOCInline's links underline on hover", async () => {
  await page.addStyleTag({ content: 'a:hover { text-decoration: underline; }' });
  for (const plain of ['.navbar-link', '.sidebar-list a', '.toc a', '.breadcrumb a', '.pagination-link']) assert.is((await hovered(plain)).line, 'none', plain);
  assert.is((await hovered('.markdown p:not(.theme-admonition *) a')).line, 'underline');
  await page.goto(`${started.site.url}/docs/stones`);
  const inline = 'div.toc-inline a';
  assert.is(await line(inline), 'none');
  assert.is((await hovered(inline)).line, 'underline');
  assert.equal(errors, []);
});

test.run();
