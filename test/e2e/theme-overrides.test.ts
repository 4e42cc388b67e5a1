// A Docusaurus site's theme overrides in real Chromium: its Root with state hydrates as an island around the page,
// keeps the page as the server wrote it, runs its effect and keeps its state across a client navigation, as
// Docusaurus's Root lives across routes; its whole NotFound is the not-found page; a footer part with state
// (`Footer/Copyright`) hydrates inside docsgen's footer; a custom navbar item with state (`NavbarItem/ComponentTypes`)
// hydrates in the navbar and in the mobile menu; a doc-page part with state (`DocItem/Footer`) hydrates on each doc
// page with that page's doc, docsgen's own footer kept inside it; a wrapped TOC with state keeps docsgen's highlight on
// the site's list; a DocCard with state hydrates with its page's sidebar; a blog item part with state
// (`BlogPostItem/Footer`) hydrates with its post, on its page and in the lists, the site's ReadMoreLink inside
// docsgen's footer in it.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { buildAndServeConfig, collectErrors, launchChromium, startAll, type ServedSite } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  themeConfig: { navbar: { items: [{ type: 'custom-timer', position: 'right', minutes: 3 }] }, footer: { links: [{ title: 'Tea', items: [{ label: 'Steeping', to: '/docs/steep' }] }], copyright: 'Kettle folk' } },
  presets: [['classic', { blog: { postsPerPage: 2 }, pages: false, docs: { editUrl: 'https://code.example.org/kettle/edit/main/' } }]],
};
`,
  'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Intro\n\nBoil the water.\n',
  'docs/steep.md': `---\nsidebar_position: 2\n---\n\n# Steep\n\nWait four minutes.\n\n## Leaves\n\n${'Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. '.repeat(4)}\n\n## Cups\n\n${'Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. Leaves unfurl slowly in the pot. '.repeat(4)}\n`,
  'docs/brews/_category_.json': '{"position": 3}',
  'docs/brews/index.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Brews\n\n<DocCardList />\n",
  'docs/brews/green.md': '---\ndescription: Grassy and light.\n---\n\n# Green\n\nCooler water.\n',
  'src/theme/DocCard/index.js': `import { useEffect, useState } from 'react';
import DocCard from '@theme-original/DocCard';
import { useDocById } from '@docusaurus/plugin-content-docs/client';
export default function CardWithStar({ item }) {
  const [starred, setStarred] = useState(false);
  const doc = useDocById(item.docId);
  useEffect(() => { document.documentElement.dataset.kettleCard = 'ready'; }, []);
  return <div className="kettle-card"><DocCard item={item} /><button className="kettle-star" onClick={() => setStarred(!starred)}>{starred ? 'Starred' : 'Star'} {doc.title}</button></div>;
}
`,
  'src/theme/TOC/index.js': `import { useEffect, useState } from 'react';
import TOC from '@theme-original/TOC';
export default function TOCWithToggle(props) {
  const [open, setOpen] = useState(true);
  useEffect(() => { document.documentElement.dataset.kettleToc = 'ready'; }, []);
  return <div className="kettle-toc"><button className="kettle-toc-toggle" onClick={() => setOpen(!open)}>{open ? 'Hide' : 'Show'}</button><TOC {...props} /></div>;
}
`,
  'src/theme/TOCItems/Tree.js': `export default function Tree({ toc, className, linkClassName }) {
  return <ul className={className}>{toc.map((h) => <li key={h.id}><a href={'#' + h.id} className={linkClassName}>{h.value}</a></li>)}</ul>;
}
`,
  'src/theme/Root.js': `import { useEffect, useState } from 'react';
export default function Root({ children }) {
  const [lit, setLit] = useState(false);
  useEffect(() => { document.documentElement.dataset.kettleRoot = 'ready'; }, []);
  return <>
    <button className="kettle-switch" onClick={() => setLit(!lit)}>{lit ? 'Lit' : 'Unlit'}</button>
    {children}
  </>;
}
`,
  'src/theme/Footer/Copyright.js': `import { useState } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
export default function CopyrightWithCups(props) {
  const [cups, setCups] = useState(0);
  return <><Copyright {...props} /><button className="kettle-cups" onClick={() => setCups(cups + 1)}>{cups} cups</button></>;
}
`,
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import Timer from '@site/src/components/Timer';
export default { ...ComponentTypes, 'custom-timer': Timer };
`,
  'src/components/Timer.js': `import { useState } from 'react';
export default function Timer({ minutes, mobile }) {
  const [left, setLeft] = useState(minutes);
  return <button className={mobile ? 'kettle-timer-mobile' : 'kettle-timer'} onClick={() => setLeft(left - 1)}>{left} min</button>;
}
`,
  'src/theme/DocItem/Footer/index.js': `import { useState } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function FooterWithVote() {
  const { metadata } = useDoc();
  const [votes, setVotes] = useState(0);
  return <>
    <Footer />
    <button className="kettle-vote" onClick={() => setVotes(votes + 1)}>{votes} for {metadata.title}</button>
  </>;
}
`,
  'blog/2024-01-01-green.md': '---\ntitle: Green tea\ntags: [leaf]\n---\n\nCooler water.\n\n<!-- truncate -->\n\nTwo minutes.\n',
  'blog/2024-02-01-black.md': '---\ntitle: Black tea\n---\n\nBoiling water.\n\n<!-- truncate -->\n\nFour minutes.\n',
  'src/theme/BlogPostItem/Footer/index.js': `import { useState } from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function FooterWithLikes() {
  const { metadata, isBlogPostPage } = useBlogPost();
  const [likes, setLikes] = useState(0);
  return <>
    <Footer />
    <button className="kettle-like" onClick={() => setLikes(likes + 1)}>{likes} {isBlogPostPage ? 'likes' : 'in list'} for {metadata.title}</button>
  </>;
}
`,
  'src/theme/BlogPostItem/Footer/ReadMoreLink.js': `export default function ReadMore({ to, blogPostTitle }) {
  return <a className="kettle-more" href={to}>More on {blogPostTitle}</a>;
}
`,
  'src/theme/NotFound.js': `import Layout from '@theme/Layout';
export default function NotFound() {
  return <Layout title="Lost"><main className="kettle-lost"><h1>No tea here</h1></main></Layout>;
}
`,
};

let site: ServedSite;
let browser: Browser;
let page: Page;
let errors: string[];

test.before(async () => {
  const dir = tmpSite(SITE);
  [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.join(dir, 'docusaurus.config.js'), 'theme-overrides'), launchChromium());
  page = await browser.newPage();
  errors = collectErrors(page);
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * Clicks `selector` until its text is no longer `from` (a click before its island hydrates does nothing, as before
 * React runs on any site), then gives its text.
 */
async function clickHydrated(selector: string, from: string, nth = 0): Promise<string | null> {
  await page.waitForFunction(([sel, before, at]) => {
    const el = document.querySelectorAll<HTMLElement>(sel)[at];
    // In view, each time: one inside the site's Root mounts when it is, its server HTML replaced.
    el?.scrollIntoView({ block: 'center' });
    if (el?.textContent === before) el.click();
    return el !== undefined && el.textContent !== before;
  }, [selector, from, nth] as const, { polling: 250, timeout: 15_000 });
  return page.locator(selector).nth(nth).textContent();
}

test('a Root with state hydrates around the page: its effect runs, its button responds, the page stays', async () => {
  await page.goto(`${site.url}/docs/intro`);
  await page.waitForFunction(() => document.documentElement.dataset.kettleRoot === 'ready');
  await page.locator('button.kettle-switch').click();
  assert.is(await page.locator('button.kettle-switch').textContent(), 'Lit');
  assert.is(await page.locator('main h1').textContent(), 'Intro');
  assert.is(await page.locator('header.navbar').count(), 1);
  // A client navigation changes the page inside Root; Root and its state stay, as on Docusaurus.
  await page.locator('a[href="/docs/steep"]').first().click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Steep');
  assert.is(await page.locator('button.kettle-switch').textContent(), 'Lit');
  assert.equal(errors, []);
});

test('a Footer/Copyright with state hydrates in docsgen\'s footer, beside its links', async () => {
  await page.goto(`${site.url}/docs/intro`);
  assert.is(await clickHydrated('footer button.kettle-cups', '0 cups'), '1 cups');
  assert.is(await page.locator('footer .footer-copyright').textContent(), 'Kettle folk');
  assert.is(await page.locator('footer a.footer-link[href="/docs/steep"]').textContent(), 'Steeping');
  assert.equal(errors, []);
});

test('a custom navbar item with state hydrates in the navbar, and with `mobile` in the mobile menu', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/docs/intro`);
  assert.is(await clickHydrated('header .navbar-items-right button.kettle-timer', '3 min'), '2 min');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${site.url}/docs/steep`);
  await page.locator('[data-menu-toggle]').click();
  await page.locator('#mobile-menu button.kettle-timer-mobile').waitFor();
  assert.is(await clickHydrated('#mobile-menu button.kettle-timer-mobile', '3 min'), '2 min');
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.equal(errors, []);
});

test('a DocItem/Footer with state hydrates with its page\'s doc, docsgen\'s footer kept inside it', async () => {
  await page.goto(`${site.url}/docs/intro`);
  assert.is(await clickHydrated('button.kettle-vote', '0 for Intro'), '1 for Intro');
  // docsgen's own footer (the wrapper's @theme-original) survives the hydration.
  assert.match(await page.locator('main a.edit-link').getAttribute('href') ?? '', /\/docs\/intro\.md$/);
  // A client navigation: the next doc's footer hydrates with that doc.
  await page.locator('a.pagination-next').click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Steep');
  assert.is(await clickHydrated('button.kettle-vote', '0 for Steep'), '1 for Steep');
  assert.match(await page.locator('main a.edit-link').getAttribute('href') ?? '', /\/docs\/steep\.md$/);
  assert.equal(errors, []);
});

test('a wrapped TOC with state hydrates beside the article; the link of the section being read is marked in the site\'s list', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/docs/steep`);
  await page.waitForFunction(() => document.documentElement.dataset.kettleToc === 'ready');
  const toggle = page.locator('nav.toc button.kettle-toc-toggle');
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('nav.toc button.kettle-toc-toggle')?.textContent === 'Show');
  // The site's tree (Docusaurus's classes) kept inside the hydrated wrapper, and docsgen's highlight on it.
  await page.evaluate(() => document.getElementById('cups')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('nav.toc a.table-of-contents__link[href="#cups"]')?.classList.contains('table-of-contents__link--active'));
  assert.ok(await page.locator('nav.toc a[href="#cups"]').evaluate((a) => a.classList.contains('active')));
  assert.not.ok(await page.locator('nav.toc a[href="#leaves"]').evaluate((a) => a.classList.contains('table-of-contents__link--active')));
  assert.equal(errors, []);
});

test('a DocCard with state hydrates in a doc\'s <DocCardList />, reading its doc (useDocById) in the browser', async () => {
  await page.goto(`${site.url}/docs/brews`);
  const star = page.locator('.kettle-card button.kettle-star');
  // Scrolled to by the page: the card mounts inside the site's Root, its server HTML replaced meanwhile.
  await page.evaluate(() => document.querySelector('.kettle-card')?.scrollIntoView());
  await page.waitForFunction(() => document.documentElement.dataset.kettleCard === 'ready');
  assert.is(await star.textContent(), 'Star Green');
  assert.is(await page.locator('.kettle-card a.category-card-link').getAttribute('href'), '/docs/brews/green');
  await star.click();
  await page.waitForFunction(() => document.querySelector('button.kettle-star')?.textContent === 'Starred Green');
  assert.equal(errors, []);
});

test('a BlogPostItem/Footer with state hydrates with its post on its page and in the lists, docsgen\'s footer kept inside it', async () => {
  await page.goto(`${site.url}/blog/2024/01/01/green`);
  assert.is(await clickHydrated('button.kettle-like', '0 likes for Green tea'), '1 likes for Green tea');
  // docsgen's own footer (its tags) and the post's whole content survive the hydration.
  assert.is(await page.locator('main footer a.tag').textContent(), 'leaf');
  assert.match(await page.locator('main .markdown').textContent() ?? '', /Two minutes\./);
  // In the list, each post's footer hydrates with its own post.
  await page.goto(`${site.url}/blog`);
  assert.is(await clickHydrated('button.kettle-like', '0 in list for Green tea', 1), '1 in list for Green tea');
  assert.is(await page.locator('button.kettle-like').first().textContent(), '0 in list for Black tea');
  // docsgen's footer inside the island draws the site's ReadMoreLink in the browser too (re-rendered by the click).
  assert.is(await page.locator('main a.kettle-more').nth(1).textContent(), 'More on Green tea');
  assert.is(await page.locator('main a.blog-read-more').count(), 0);
  assert.equal(errors, []);
});

test('the site\'s NotFound is the not-found page', async () => {
  const response = await page.goto(`${site.url}/docs/no-such-page`);
  assert.is(response?.status(), 404);
  assert.is(await page.locator('main.kettle-lost h1').textContent(), 'No tea here');
  assert.is(await page.title(), 'Lost | Kettle');
});

test.run();
