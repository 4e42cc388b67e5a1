// A link to a file the build writes besides its pages (a blog's feeds, the sitemap, llms.txt) lands on it: the link
// checker knows those files as it knows the static folder's, in the config's navbar and footer and in Markdown. A
// feed the options do not ask for is not written, and a link to it is still broken.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const site = (navbarTo: string, docLinks: string) => tmpSite({
  'docusaurus.config.js': `module.exports = {
  title: 'Looms', url: 'https://looms.example.org', baseUrl: '/looms/',
  presets: [['classic', { blog: { feedOptions: { type: 'all' }, onUntruncatedBlogPosts: 'ignore' } }]],
  plugins: [['@docusaurus/plugin-content-blog', { id: 'news', routeBasePath: 'news', path: 'news', onUntruncatedBlogPosts: 'ignore', feedOptions: { type: 'rss' } }]],
  themeConfig: {
    navbar: { items: [{ to: '${navbarTo}', label: 'Feed', position: 'right' }] },
    footer: { links: [{ title: 'More', items: [{ href: '/news/rss.xml', label: 'News feed' }, { to: '/blog/atom.xml', label: 'Atom' }] }] },
  },
};
`,
  'docs/intro.md': `# Intro\n\n${docLinks}\n`,
  'blog/2024-01-02-warp.md': '---\ntitle: Warp\n---\n\nWords.\n',
  'news/2024-03-04-shuttle.md': '---\ntitle: Shuttle\n---\n\nWords.\n',
});

const build = async (dir: string) => buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));

test("links to the blogs' feeds, the sitemap and llms.txt are not broken: the build writes those files", async () => {
  const dir = site('/blog/rss.xml', '[json](/blog/feed.json), [map](/sitemap.xml), [for tools](/llms.txt) and [news](pathname:///news/rss.xml).');
  const built = await build(dir);
  for (const f of ['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'news/rss.xml', 'sitemap.xml', 'llms.txt']) assert.ok(built.files.has(f), f);
  assert.equal(built.warnings.filter((w) => /broken/.test(w.message)), []);
});

test('a link to a feed the options do not ask for (the news blog writes RSS only) is still broken', async () => {
  const dir = site('/news/atom.xml', '[json](/news/feed.json)');
  const err = await build(dir).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  const messages = (err as BuildError).problems.map((p) => p.message);
  assert.equal(messages, ['broken link "/news/feed.json": no page at /news/feed.json', 'broken link "/news/atom.xml": no page at /news/atom.xml']);
});

test.run();
