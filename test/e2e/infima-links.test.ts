// On a Docusaurus site, links look as Infima draws them (generator/docusaurus/infima-links.ts): a Markdown link is
// not underlined until hovered and keeps its colour then; one in an admonition is underlined in the box's colour,
// in the text's colour; docsgen's parts that Infima's classes keep plain (navbar, sidebar, TOC, breadcrumbs,
// pagination) stay plain when hovered, even under a site's own `a:hover` rule, as Infima's hover rules keep them; the
// footer's links, the edit link and TOCInline's links underline on hover. The blog's parts as Docusaurus's: its
// recent posts, tags and pagination plain on hover, a post's title in a list a plain link. Links keep their colour
// on hover (docsgen's theme darkens it), the navbar brand takes the navbar links' hover colour. Light and dark.
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
  presets: [['classic', { blog: { postsPerPage: 1, onUntruncatedBlogPosts: 'ignore' }, docs: { editUrl: 'https://example.org/edit/' } }]],
};
`,
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nCut [the stones](stones.md) first.\n\n:::note\n\nMind [the dust](stones.md).\n\n:::\n\n## Tools\n\nChisels.\n',
  'src/pages/index.md': '# Quarry\n',
  'blog/2024-01-02-first.md': '---\ntitle: First cut\ntags: [granite]\n---\n\nWords.\n\n<!-- truncate -->\n\nMore.\n',
  'blog/2024-02-03-second.md': '---\ntitle: Second cut\ntags: [marble]\n---\n\nWords.\n\n<!-- truncate -->\n\nMore.\n',
  'docs/guide/_category_.json': '{ "position": 3, "link": { "type": "generated-index" } }\n',
  'docs/guide/chisel.md': '# Chisel\n\nSharp.\n',
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

test("the blog: its recent posts, tags and pagination plain on hover under a site's `a:hover` underline; a post's title a plain link", async () => {
  await page.goto(`${started.site.url}/blog`);
  const title = '.blog-post-title a';
  assert.is(await line(title), 'none');
  assert.is(await style(title, 'color'), await style('.blog-read-more', 'color'), "the title has the link's colour");
  assert.is((await hovered(title)).line, 'underline');
  await page.addStyleTag({ content: 'a:hover { text-decoration: underline; }' });
  for (const plain of ['.blog-sidebar a', '.tags-inline .tag', '.pagination-link']) assert.is((await hovered(plain)).line, 'none', plain);
  assert.equal(errors, []);
});

for (const mode of ['light', 'dark']) {
  test(`${mode}: links keep their colour on hover; tags and pagination labels are in the link's; the brand takes the primary colour; a heading's # underlines`, async () => {
    await page.goto(`${started.site.url}/blog`);
    await page.evaluate((m) => { localStorage.setItem('theme', m); }, mode);
    await page.reload();
    const link = await style('.blog-read-more', 'color');
    for (const kept of ['.blog-read-more', '.blog-post-title a', '.tags-inline .tag']) assert.is((await hovered(kept)).color, link, kept);
    assert.is(await style('.tags-inline .tag', 'color'), link);
    assert.is((await hovered('.navbar-brand')).color, link, 'the primary colour (the link colour here)');
    assert.is(await style('.blog-sidebar a', 'color'), await style('.blog-post-item .markdown p', 'color'), "the recent posts in the text's colour");
    assert.is((await hovered('.blog-sidebar a')).color, link);
    await page.goto(`${started.site.url}/docs/intro`);
    assert.is((await hovered('.edit-link')).color, await style('.edit-link', 'color'));
    const label = await style('.pagination-label', 'color');
    assert.is(label, link);
    await page.hover('.pagination-link');
    await page.waitForTimeout(300);
    assert.is(await style('.pagination-label', 'color'), label);
    assert.equal(await hovered('h2 .hash-link'), { line: 'underline', color: link });
    // A part with a colour of its own keeps it on hover (a category's card, as on Docusaurus, in the text's).
    await page.goto(`${started.site.url}/docs/category/guide`);
    assert.is((await hovered('a.category-card-link')).color, await style('.markdown, main', 'color'));
    // A site's `--ifm-link-hover-color` (custom-css.ts maps it to --c-link-hover) colours them all on hover.
    await page.goto(`${started.site.url}/blog`);
    await page.addStyleTag({ content: ':root, html[data-theme] { --c-link-hover: rgb(200, 0, 90); }' });
    for (const part of ['.blog-read-more', '.blog-post-title a', '.tags-inline .tag']) assert.is((await hovered(part)).color, 'rgb(200, 0, 90)', part);
    assert.equal(errors, []);
  });
}

test.run();
