// A site's BlogSidebar/Desktop (an ejected one, drawn with Infima's menu classes) in real Chromium: beside the posts
// on a desktop, below the navbar, its list as docsgen's sidebar draws one; below the desktop breakpoint not shown,
// as Docusaurus draws BlogSidebar/Mobile there (the mobile menu's list), so the posts have the page's width.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Quarry', url: 'https://quarry.example.org',
  presets: [['classic', { docs: false, pages: false, blog: { blogSidebarTitle: 'Recent cuts', onUntruncatedBlogPosts: 'ignore' } }]],
};
`,
  'blog/2024-02-01-granite.md': '---\ntitle: Granite\n---\n\nHard stone, cut slowly and with patience.\n',
  'blog/2024-03-01-marble.md': '---\ntitle: Marble\n---\n\nSoft stone, polished to a shine.\n',
  'src/theme/BlogSidebar/Desktop/index.js': `import { useVisibleBlogSidebarItems } from '@docusaurus/plugin-content-blog/client';
export default function BlogSidebarDesktop({ sidebar }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <div className="quarry-sidebar">
      <nav className="menu">
        <div className="quarry-heading">{sidebar.title}</div>
        <ul className="menu__list">{items.map((i) => <li key={i.permalink} className="menu__list-item"><a className="menu__link" href={i.permalink}>{i.title}</a></li>)}</ul>
      </nav>
    </div>
  );
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'blog-sidebar-desktop');

async function shown(width: number) {
  const context = await started.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${started.site.url}/blog`);
  // Boxes as plain objects (one evaluate per box: a helper defined inside would not survive the test's transform).
  const box = (s: string) => page.evaluate((sel) => { const r = document.querySelector(sel)?.getBoundingClientRect(); return r && { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width }; }, s);
  const style = (s: string, prop: 'listStyleType' | 'textDecorationLine') => page.evaluate(([sel, p]) => getComputedStyle(document.querySelector(sel!)!)[p as 'listStyleType'], [s, prop]);
  const at = {
    sidebar: await box('.quarry-sidebar'), navbar: await box('.navbar'), post: await box('.blog-main article'),
    bullets: await style('.quarry-sidebar .menu__list', 'listStyleType'), underline: await style('.quarry-sidebar .menu__link', 'textDecorationLine'),
  };
  await context.close();
  return at;
}

test("a site's desktop blog sidebar: beside the posts below the navbar on a desktop, not shown on a phone", async () => {
  const wide = await shown(1280);
  assert.ok(wide.sidebar && wide.sidebar.width > 0, 'shown on a desktop');
  assert.ok(wide.sidebar!.top >= wide.navbar!.bottom + 16, `below the navbar (${wide.sidebar!.top} vs ${wide.navbar!.bottom})`);
  assert.ok(wide.post!.left >= wide.sidebar!.right, 'the posts beside it');
  assert.is(wide.bullets, 'none');
  assert.is(wide.underline, 'none');
  const narrow = await shown(390);
  assert.is(narrow.sidebar?.width ?? 0, 0, 'not shown on a phone');
  assert.ok(narrow.post!.width > 340, `the posts at the page's width (${narrow.post!.width})`);
});

test.run();
