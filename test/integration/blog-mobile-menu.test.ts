// The blog's recent posts in the mobile menu on its pages (templates/blog-menu.tsx), as Docusaurus's menu shows them:
// each blog page's menu lists its sidebar's posts, other pages have the place empty, and the page data carries the
// part for client navigation to swap.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const post = (date: string, title: string) => `---\ntitle: ${title}\ndate: ${date}\n---\n\n${title} text.\n`;

async function build(blog = '{}', theme: Record<string, string> = {}) {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Larder', url: 'https://larder.example.org', baseUrl: '/',
  presets: [['classic', { pages: false, blog: ${blog}, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
    'sidebars.js': "module.exports = { main: ['flour'] };", 'docs/flour.md': '# Flour\n',
    'blog/2026-01-02-jam.md': post('2026-01-02', 'Jam'), 'blog/2026-01-01-bread.md': post('2026-01-01', 'Bread'),
    ...Object.fromEntries(Object.entries(theme).map(([name, source]) => [`src/theme/${name}/index.js`, source])),
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = (file: string) => String(built.files.get(file));
  const menu = (file: string) => { const html = page(file); return html.slice(html.indexOf('<div id="mobile-menu"'), html.indexOf('</header>')); };
  const data = (route: string) => JSON.parse(String(built.files.get(`${route}/page-data.json`))) as { navbar?: string[] };
  const main = (file: string) => { const html = page(file); return html.slice(html.indexOf('<main'), html.indexOf('</main>')); };
  return { menu, data, main, warnings: built.warnings };
}

const PLACE = '<template data-page-navbar=""></template>';

test('a blog page\'s mobile menu lists its recent posts, its own marked; a docs page has the place empty', async () => {
  const { menu, data } = await build();
  const jam = menu('blog/2026/01/02/jam/index.html');
  assert.match(jam, new RegExp(`${PLACE}<style>[^<]*</style><nav class="mobile-menu-blog" aria-label="Blog recent posts navigation"><span class="mobile-menu-group-label">Recent posts</span>`));
  assert.match(jam, /<a href="\/blog\/2026\/01\/02\/jam" aria-current="page">Jam<\/a>[^]*<a href="\/blog\/2026\/01\/01\/bread">Bread<\/a>/);
  assert.match(menu('blog/index.html'), /mobile-menu-blog[^]*Jam[^]*Bread/);
  assert.match(menu('docs/flour/index.html'), new RegExp(`${PLACE}<template data-page-navbar="end"></template>`));
  // Client navigation swaps the part: each page's data carries its own.
  assert.match(data('blog/2026/01/02/jam').navbar![0]!, /mobile-menu-blog/);
  assert.equal(data('docs/flour').navbar, ['']);
});

test('a blog without a sidebar (blogSidebarCount: 0) adds nothing to the menu', async () => {
  const { menu, data } = await build('{ blogSidebarCount: 0 }');
  assert.not.match(menu('blog/2026/01/02/jam/index.html'), /data-page-navbar|mobile-menu-blog/);
  assert.is(data('blog/2026/01/02/jam').navbar, undefined);
});

test('a site\'s BlogSidebar/Mobile (its secondary menu filler) is drawn for each blog page in the menu\'s place, instead of docsgen\'s list', async () => {
  const { menu, data, main, warnings } = await build('{}', {
    'BlogSidebar/Mobile': `import { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';
import { useLocation } from '@docusaurus/router';
function Posts({ sidebar }) {
  const here = useLocation().pathname;
  return <ul className="my-posts">{sidebar.items.map((p) => <li key={p.permalink} className={p.permalink === here ? 'here' : undefined}>{p.title}</li>)}</ul>;
}
export default function Mobile(props) { return <NavbarSecondaryMenuFiller component={Posts} props={props} />; }
`,
  });
  const jam = menu('blog/2026/01/02/jam/index.html');
  assert.match(jam, new RegExp(`${PLACE}<ul class="my-posts"><li class="here">Jam</li><li>Bread</li></ul><template data-page-navbar="end">`));
  assert.not.match(jam, /mobile-menu-blog/);
  assert.match(menu('blog/2026/01/01/bread/index.html'), /<li>Jam<\/li><li class="here">Bread<\/li>/);
  assert.not.match(main('blog/2026/01/02/jam/index.html'), /my-posts|data-docsgen-blog-mobile/, 'not in the page');
  assert.match(data('blog/2026/01/02/jam').navbar![0]!, /my-posts/);
  assert.equal(warnings.filter((w) => /BlogSidebar\/Mobile/.test(w.message)), []);
});

test('a wrapper of BlogSidebar/Mobile draws its box around docsgen\'s recent posts', async () => {
  const { menu } = await build('{}', {
    'BlogSidebar/Mobile': "import Original from '@theme-original/BlogSidebar/Mobile';\nexport default function W(props) { return <div className=\"posts-box\"><Original {...props} /></div>; }\n",
  });
  assert.match(menu('blog/2026/01/02/jam/index.html'), new RegExp(`${PLACE}<div class="posts-box"><style>[^<]*</style><nav class="mobile-menu-blog"[^]*<a href="/blog/2026/01/02/jam" aria-current="page">Jam</a>[^]*</nav></div><template data-page-navbar="end">`));
});

test("beside a site's BlogSidebar/Desktop, the mobile menu lists the recent posts, as Docusaurus's BlogSidebar/Mobile does", async () => {
  const { menu, main } = await build('{}', {
    'BlogSidebar/Desktop': `export default function Desktop({ sidebar }) {
  return <aside className="my-side"><b>{sidebar.title}</b>{sidebar.items.map((p) => <a key={p.permalink} href={p.permalink}>{p.title}</a>)}</aside>;
}
`,
  });
  const jam = menu('blog/2026/01/02/jam/index.html');
  assert.match(jam, /<nav class="mobile-menu-blog" aria-label="Blog recent posts navigation"><span class="mobile-menu-group-label">Recent posts<\/span>[^]*aria-current="page">Jam<\/a>[^]*Bread<\/a>/);
  // In the page: the site's sidebar shown, docsgen's list only for the menu.
  assert.match(main('blog/2026/01/02/jam/index.html'), /<div class="blog-sidebar-desktop"><aside class="my-side">[^]*<\/aside><\/div><div hidden=""><nav class="blog-sidebar"/);
  assert.match(menu('blog/index.html'), /mobile-menu-blog[^]*Jam[^]*Bread/);
});

test("a site's whole BlogSidebar is hidden on phones (the mobile menu lists the posts), one wrapping docsgen's is not boxed again", async () => {
  const { menu, main } = await build('{}', {
    BlogSidebar: `export default function BlogSidebar({ sidebar }) {
  return <aside className="whole-side">{sidebar.items.map((p) => <a key={p.permalink} href={p.permalink}>{p.title}</a>)}</aside>;
}
`,
  });
  assert.match(main('blog/2026/01/02/jam/index.html'), /<div class="blog-wrapper"><div class="blog-sidebar-desktop"><aside class="whole-side">[^]*<\/aside><\/div><div hidden=""><nav class="blog-sidebar"/);
  assert.match(menu('blog/2026/01/02/jam/index.html'), /mobile-menu-blog[^]*aria-current="page">Jam<\/a>/);
  const wrapped = await build('{}', {
    BlogSidebar: `import Original from '@theme-original/BlogSidebar';
export default function BlogSidebar(props) { return <div className="side-wrap"><Original {...props} /></div>; }
`,
  });
  const page = wrapped.main('blog/2026/01/02/jam/index.html');
  assert.match(page, /<div class="blog-wrapper"><div class="side-wrap"><nav class="blog-sidebar"/);
  assert.not.match(page, /blog-sidebar-desktop/);
});

test.run();
