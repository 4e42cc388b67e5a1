// docsgen's blog sidebar on a Docusaurus site, in real Chromium, sized and spaced as theme-classic's
// BlogSidebar/Desktop in its BlogLayout: a quarter of the page (Infima's `col col--3`, text at its padding), 2rem below
// the navbar, its title at h3 size and bold, its posts at 0.9rem, 0.7rem apart, in the text's colour; a list of posts
// beside it in BlogLayout's `col col--7`; none of it below the desktop breakpoint, where the posts take the page.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const post = (n: number) => [`blog/2024-0${n}-01-cut${n}.md`, `---\ntitle: Cut number ${n}\n---\n\nStone, cut slowly.\n\n<!-- truncate -->\n\nMore.\n`];
const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Quarry', url: 'https://quarry.example.org', presets: [['classic', { docs: false, pages: false, blog: {} }]] };\n",
  ...Object.fromEntries([1, 2, 3].map(post)),
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'blog-sidebar-infima');

type Box = { left: number; top: number; width: number; bottom: number; fontSize: string; fontWeight: string; color: string };

async function measure(width: number): Promise<Record<'sidebar' | 'title' | 'first' | 'second' | 'navbar' | 'main' | 'body' | 'post', Box | null>> {
  let found: Awaited<ReturnType<typeof measure>> | undefined;
  await withContext(served.browser, { viewport: { width, height: 800 } }, async (page) => {
    await page.goto(`${served.site.url}/blog`);
    const box = (sel: string) => page.evaluate((s) => {
      const el = document.querySelector(s);
      if (!el || !(el as HTMLElement).offsetParent && s !== 'body') return null;
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return { left: r.left, top: r.top, width: r.width, bottom: r.bottom, fontSize: cs.fontSize, fontWeight: cs.fontWeight, color: cs.color };
    }, sel);
    found = {
      sidebar: await box('.blog-sidebar'), title: await box('.blog-sidebar-title'), first: await box('.blog-sidebar li a'), second: await box('.blog-sidebar li:nth-child(2) a'),
      navbar: await box('.navbar'), main: await box('.blog-main'), body: await box('body'), post: await box('.blog-post-item'),
    };
  });
  return found!;
}

test('at 1280px: a quarter of the page, below the navbar by 2rem, its title and posts as Docusaurus spaces them; the posts in a col--7', async () => {
  const at = await measure(1280);
  assert.is(Math.round(at.sidebar!.left), 0);
  assert.is(Math.round(at.sidebar!.width), 320);
  assert.is(Math.round(at.title!.left), 16, 'its text at the column\'s padding');
  assert.is(Math.round(at.title!.top - at.navbar!.bottom), 32);
  assert.equal([at.title!.fontSize, at.title!.fontWeight], ['20px', '700']);
  assert.is(at.first!.fontSize, '14.4px');
  // 0.7rem between two posts, each a line of 0.9rem × 1.65; the first 1rem below the title.
  assert.is(Math.round(at.second!.top - at.first!.top), 35);
  assert.is(Math.round(at.first!.top - at.title!.bottom), 16);
  assert.is(at.second!.color, at.body!.color, 'in the text\'s colour');
  assert.is(Math.round(at.main!.left), 320);
  assert.is(Math.round(at.main!.width), 747);
  // The first post 2rem below the navbar (BlogLayout's `margin-vert--lg`).
  assert.is(Math.round(at.post!.top - at.navbar!.bottom), 32);
});

test('at 1100px the column keeps its quarter; at 996px the sidebar is not shown and the posts take the page', async () => {
  const mid = await measure(1100);
  assert.is(Math.round(mid.sidebar!.width), 275);
  const narrow = await measure(996);
  assert.is(narrow.sidebar, null);
  assert.is(Math.round(narrow.main!.width), 996);
  // The posts take the column's whole width, as Infima's `col` does (not docsgen's centred 860px).
  assert.is(Math.round(narrow.post!.width), 996);
  assert.is(Math.round(narrow.post!.top - narrow.navbar!.bottom), 32);
});

test.run();
