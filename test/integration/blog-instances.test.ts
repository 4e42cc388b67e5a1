// A second blog (a `@docusaurus/plugin-content-blog` entry with an id of its own, beside the preset's): built as the
// preset's blog is, from its own folder and options — its posts, lists, tags, archive, authors, feeds and sidebar —
// and its routes named as its instance's, as Docusaurus builds every instance.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Looms', url: 'https://looms.example.org',
  presets: [['classic', { docs: false, pages: false, blog: { blogTitle: 'Weaving blog', showReadingTime: false, onUntruncatedBlogPosts: 'ignore' } }]],
  plugins: [['@docusaurus/plugin-content-blog', {
    id: 'news', routeBasePath: 'news', path: 'news', blogTitle: 'Loom news', blogDescription: 'What is new', blogSidebarTitle: 'Latest news',
    postsPerPage: 1, onUntruncatedBlogPosts: 'ignore', feedOptions: { type: 'rss' },
  }]],
};
`;

const post = (title: string, tag: string, body = 'Some words.') => `---\ntitle: ${title}\nauthors: [ada]\ntags: [${tag}]\n---\n\n${body}\n`;

test('a blog instance with its own id: its posts, lists, tags, archive, authors, feed and sidebar, apart from the preset blog', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG,
    'blog/2024-01-02-warp.md': post('Warp threads', 'threads'),
    'blog/authors.yml': 'ada:\n  name: Ada Weaver\n',
    'news/2024-03-04-shuttle.md': post('A faster shuttle', 'parts', 'See [the heddle post](./2024-05-06-heddle.md).'),
    'news/2024-05-06-heddle.md': post('New heddles', 'parts'),
    'news/authors.yml': 'ada:\n  name: Ada of the News\n  page: true\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = (route: string) => String(built.files.get(`${route.replace(/^\//, '').replace(/\/?$/, '/')}index.html`) ?? '');
  const main = (route: string) => page(route).slice(page(route).indexOf('<main'));

  // The preset's blog keeps its own posts and words.
  assert.match(page('/blog'), /<title>Weaving blog/);
  assert.match(main('/blog'), /Warp threads/);
  assert.not.match(main('/blog'), /shuttle|heddle/i);
  // The instance: its list in pages of one post, newest first, with its title and description.
  assert.match(page('/news'), /<title>Loom news/);
  assert.match(page('/news'), /<meta name="description" content="What is new"/);
  assert.match(main('/news'), /New heddles/);
  assert.not.match(main('/news'), /Warp threads|A faster shuttle<\/a><\/h2>/);
  assert.match(main('/news/page/2'), /A faster shuttle/);
  // Its posts, with its own authors and sidebar, and `.md` links between its posts.
  const shuttle = page('/news/2024/03/04/shuttle');
  assert.match(shuttle, /Ada of the News/);
  assert.match(shuttle, /Latest news/);
  assert.match(shuttle, /href="\/news\/2024\/05\/06\/heddle"/);
  assert.not.match(shuttle, /Warp threads/);
  // Its tags, archive and authors' pages, and its feed.
  assert.match(main('/news/tags/parts'), /A faster shuttle[^]*New heddles|New heddles[^]*A faster shuttle/);
  assert.match(main('/news/archive'), /A faster shuttle/);
  assert.not.match(main('/news/archive'), /Warp threads/);
  assert.match(main('/news/authors/ada'), /Ada of the News/);
  const feed = String(built.files.get('news/rss.xml') ?? '');
  assert.match(feed, /<link>https:\/\/looms.example.org\/news<\/link>/);
  assert.match(feed, /New heddles/);
  assert.not.match(feed, /Warp threads/);
  assert.match(String(built.files.get('blog/rss.xml') ?? ''), /Warp threads/);
  // Its pages are its instance's, as the <html> classes name them.
  assert.match(shuttle, /<html[^>]*class="[^"]*plugin-blog plugin-id-news blog-post-page/);
  assert.match(page('/blog/2024/01/02/warp'), /<html[^>]*class="[^"]*plugin-blog plugin-id-default blog-post-page/);
  assert.not.ok(built.warnings.some((w) => /news/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test("a site's blog part reads each instance's own post (useBlogPost), its authors' pages under its route", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG,
    'blog/2024-01-02-warp.md': post('Warp threads', 'threads'),
    'blog/authors.yml': 'ada:\n  name: Ada Weaver\n  page: true\n',
    'news/2024-03-04-shuttle.md': post('A faster shuttle', 'parts'),
    'news/authors.yml': 'ada:\n  name: Ada of the News\n  page: true\n',
    'src/theme/BlogPostItem/Header/Title.js': `import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
export default function Title() {
  const { metadata } = useBlogPost();
  return <h1 className="loom-title">{metadata.title} at {metadata.permalink} by {metadata.authors.map((a) => a.name + '@' + a.page.permalink).join()}</h1>;
}
`,
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const file = (f: string) => String(built.files.get(f) ?? '');
  assert.match(file('news/2024/03/04/shuttle/index.html'), /<h1 class="loom-title">A faster shuttle at \/news\/2024\/03\/04\/shuttle by Ada of the News@\/news\/authors\/ada<\/h1>/);
  assert.match(file('blog/2024/01/02/warp/index.html'), /<h1 class="loom-title">Warp threads at \/blog\/2024\/01\/02\/warp by Ada Weaver@\/blog\/authors\/ada<\/h1>/);
  assert.match(file('news/index.html'), /<h1 class="loom-title">A faster shuttle at \/news\/2024\/03\/04\/shuttle/);
});

test("each blog's words from its own translations folder (docusaurus-plugin-content-blog-<id>)", async () => {
  const words = (title: string, sidebar: string) => JSON.stringify({ title: { message: title }, 'sidebar.title': { message: sidebar } });
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG,
    'blog/2024-01-02-warp.md': post('Warp threads', 'threads'), 'blog/authors.yml': 'ada:\n  name: Ada\n',
    'news/2024-03-04-shuttle.md': post('A faster shuttle', 'parts'), 'news/authors.yml': 'ada:\n  name: Ada\n',
    'i18n/en/docusaurus-plugin-content-blog/options.json': words('Weavers write', 'Lately woven'),
    'i18n/en/docusaurus-plugin-content-blog-news/options.json': words('Loom bulletins', 'Fresh bulletins'),
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const file = (f: string) => String(built.files.get(f) ?? '');
  assert.match(file('news/index.html'), /<title>Loom bulletins/);
  assert.match(file('news/2024/03/04/shuttle/index.html'), /<h2 class="blog-sidebar-title">Fresh bulletins<\/h2>/);
  assert.match(file('blog/index.html'), /<title>Weavers write/);
  assert.match(file('blog/2024/01/02/warp/index.html'), /<h2 class="blog-sidebar-title">Lately woven<\/h2>/);
});

test('a blog instance whose folder is missing: named as not built, the rest of the site built', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, 'blog/2024-01-02-warp.md': post('Warp threads', 'threads'), 'blog/authors.yml': 'ada:\n  name: Ada\n' });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.ok(built.files.has('blog/index.html'));
  assert.not.ok(built.files.has('news/index.html'));
  assert.ok(built.warnings.some((w) => /blog instance "news" \(its folder news does not exist\)/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test("the preset's blog with an id of its own is that instance: its words from its folder, beside a default instance", async () => {
  const config = `module.exports = {
  title: 'Looms', url: 'https://looms.example.org',
  presets: [['classic', { docs: false, pages: false, blog: { id: 'news', path: 'news', routeBasePath: 'news', onUntruncatedBlogPosts: 'ignore' } }]],
  plugins: [['@docusaurus/plugin-content-blog', { path: 'blog', blogTitle: 'Weaving blog', onUntruncatedBlogPosts: 'ignore' }]],
};
`;
  const dir = tmpSite({
    'docusaurus.config.js': config,
    'blog/2024-01-02-warp.md': post('Warp threads', 'threads'), 'blog/authors.yml': 'ada:\n  name: Ada\n',
    'news/2024-03-04-shuttle.md': post('A faster shuttle', 'parts'), 'news/authors.yml': 'ada:\n  name: Ada\n',
    'i18n/en/docusaurus-plugin-content-blog-news/options.json': JSON.stringify({ title: { message: 'Loom bulletins' } }),
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const file = (f: string) => String(built.files.get(f) ?? '');
  assert.match(file('news/index.html'), /<title>Loom bulletins/);
  assert.match(file('news/2024/03/04/shuttle/index.html'), /<html[^>]*class="[^"]*plugin-blog plugin-id-news blog-post-page/);
  assert.not.match(file('news/index.html'), /Warp threads/);
  assert.match(file('blog/index.html'), /<title>Weaving blog/);
  assert.match(file('blog/2024/01/02/warp/index.html'), /plugin-id-default blog-post-page/);
});

test("the preset's blog off, a plugin entry without an id is the blog", async () => {
  const config = `module.exports = {
  title: 'Looms', url: 'https://looms.example.org',
  presets: [['classic', { docs: false, pages: false, blog: false }]],
  plugins: [['@docusaurus/plugin-content-blog', { path: 'news', routeBasePath: 'news', blogTitle: 'Loom news', onUntruncatedBlogPosts: 'ignore' }]],
};
`;
  const dir = tmpSite({ 'docusaurus.config.js': config, 'news/2024-03-04-shuttle.md': post('A faster shuttle', 'parts'), 'news/authors.yml': 'ada:\n  name: Ada\n' });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('news/index.html') ?? ''), /<title>Loom news[^]*A faster shuttle/);
});

test('a local plugin wrapping the blog plugin beside the preset blog, its id and folder set in its code: a blog instance of its own', async () => {
  // The changelog recipe: the wrapper gives the blog plugin an id and folder of its own, and adds to what it loads.
  const wrapper = [
    "const path = require('path');",
    "const pluginContentBlog = require('@docusaurus/plugin-content-blog');",
    'async function ReleasesPlugin(context, options) {',
    "  const blog = await pluginContentBlog.default(context, { ...options, id: 'releases', path: path.join(context.siteDir, 'releases/source') });",
    "  return { ...blog, name: 'releases-plugin', async loadContent() { return blog.loadContent(); } };",
    '}',
    'ReleasesPlugin.validateOptions = pluginContentBlog.validateOptions;',
    'module.exports = ReleasesPlugin;',
  ].join('\n');
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Looms', url: 'https://looms.example.org',
  presets: [['classic', { docs: false, pages: false, blog: { blogTitle: 'Weaving blog', onUntruncatedBlogPosts: 'ignore' } }]],
  plugins: [[require.resolve('./plugins/releases.js'), { blogTitle: 'Loom releases', routeBasePath: '/releases', onUntruncatedBlogPosts: 'ignore' }]],
};
`,
    'plugins/releases.js': wrapper,
    'blog/2024-01-02-warp.md': post('Warp threads', 'threads'),
    'blog/authors.yml': 'ada:\n  name: Ada Weaver\n',
    'releases/source/2024-06-01-1.2.md': '---\ntitle: Version 1.2\n---\n\nFaster heddles.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('releases/2024/06/01/1.2/index.html') ?? ''), /Faster heddles/);
  assert.match(String(built.files.get('releases/index.html') ?? ''), /<title>Loom releases[^]*Version 1\.2/);
  assert.not.match(String(built.files.get('blog/index.html') ?? ''), /Version 1\.2/);
  assert.match(built.warnings.map((w) => w.message).join('\n'), /plugin \S*releases\.js: read as the blog instance "releases" it wraps/);
});

test.run();
