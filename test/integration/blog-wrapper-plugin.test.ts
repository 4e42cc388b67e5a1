// A local plugin that wraps @docusaurus/plugin-content-blog (the preset's blog off): its options are the blog docsgen
// builds; the plugin runs as the site's, its contentLoaded given the blog's content in Docusaurus's shape, and the
// route it adds is a page whose modules import posts (`{__import, path: post.metadata.source, query: {truncated}}`)
// as Docusaurus's MDX loader makes them: the content (its excerpt, when truncated) with `metadata` and `frontMatter`.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { contentSources } from '../../generator/content/sources.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const WRAPPER = `const blog = require('@docusaurus/plugin-content-blog');
async function withHome(context, options) {
  const plugin = await blog.default(context, options);
  return {
    ...plugin,
    async contentLoaded(data) {
      await plugin.contentLoaded(data);
      const newest = data.content.blogPosts.slice(0, 2);
      data.actions.addRoute({
        path: '/', exact: true, component: '@site/src/Home.js',
        modules: { recent: newest.map((post) => ({ content: { __import: true, path: post.metadata.source, query: { truncated: true } } })) },
      });
    },
  };
}
module.exports = { ...blog, default: withHome };
`;

const HOME = `import React from 'react';
import BlogPostItem from '@theme/BlogPostItem';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import { BlogPostProvider } from '@docusaurus/theme-common/internal';
export default function Home({ recent }) {
  return <main>{recent.map(({ content: Post }) => (
    <section key={Post.metadata.permalink} data-kiln={Post.frontMatter.kiln}>
      <BlogPostProvider content={Post}><BlogPostItem><Post /></BlogPostItem></BlogPostProvider>
    </section>
  ))}<PaginatorNavLink isNext permalink="/news" title="Older entries" /></main>;
}
`;

function site() {
  return tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Kilns', url: 'https://kilns.example.org', baseUrl: '/k/', presets: [['classic', { blog: false }]], plugins: [['./plugins/kiln-blog', { routeBasePath: 'news', path: './news' }]] };\n",
    'plugins/kiln-blog.js': WRAPPER,
    'src/Home.js': HOME,
    'news/2024-02-02-glazes.md': '---\ntitle: New glazes\nkiln: gas\n---\n\nThree glazes.\n\n<!-- truncate -->\n\nThe recipes follow.\n',
    'news/2024-03-03-firing.md': '---\ntitle: Night firing\nkiln: wood\n---\n\nCone ten overnight.\n\n<!-- truncate -->\n\nLogs and wedges.\n',
    'news/2023-01-01-old.md': '---\ntitle: Old news\n---\n\nLast year.\n',
    'docs/a.md': '# A\n',
  });
}

test('the wrapper\'s contentLoaded gets the blog\'s posts; its route is a page drawing their excerpts with their metadata', async () => {
  const built = await buildSite(await loadConfig(path.join(site(), 'docusaurus.config.js')));
  const home = String(built.files.get('index.html'));
  // The two newest, newest first, each cut at its marker, titled and linked from its metadata.
  assert.match(home, /Night firing[\s\S]*Cone ten overnight[\s\S]*New glazes[\s\S]*Three glazes/);
  assert.match(home, /href="\/k\/news\/2024\/03\/03\/firing"/);
  assert.match(home, /data-kiln="wood"/);
  assert.not.match(home, /Logs and wedges|The recipes follow|Old news/);
  // Each item is the blog's: its date, and its "Read more" link to the whole post.
  assert.match(home, /datetime="2024-03-03[^"]*"/i);
  assert.match(home, /class="blog-read-more" href="\/k\/news\/2024\/03\/03\/firing"/);
  // The site's link on to the blog, drawn as the paginators' links are.
  assert.match(home, /<a class="pagination-nav__link pagination-nav__link--next pagination-link pagination-next" href="\/k\/news"><div class="pagination-nav__label pagination-label">Older entries<\/div><\/a>/);
  // docsgen's blog is built still, once, and nothing is named as not built.
  assert.match(String(built.files.get('news/2024/02/02/glazes/index.html')), /The recipes follow/);
  assert.match(String(built.files.get('news/index.html')), /Three glazes/);
  assert.not.match(built.warnings.map((w) => w.message).join('\n'), /kiln-blog|not built/);
});

test('a wrapper whose loadContent changes the blog\'s content: the inner one gives the posts with their Markdown as written', async () => {
  const dir = site();
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.join(dir, 'plugins/kiln-blog.js'), WRAPPER.replace('...plugin,', '...plugin,\n    async loadContent() { const c = await plugin.loadContent(); return { ...c, blogPosts: c.blogPosts.filter((p) => p.metadata.frontMatter.kiln === \'gas\' && p.content.includes(\'<!-- truncate -->\')) }; },'));
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const home = String(built.files.get('index.html'));
  assert.match(home, /New glazes/);
  assert.not.match(home, /Night firing/);
});

test('under serve, the wrapper runs again when a post changes: it watches the blog\'s folder, as Docusaurus\'s blog plugin does', async () => {
  const dir = site();
  const plugins = contentSources(await loadConfig(path.join(dir, 'docusaurus.config.js'))).find((s) => s.id === 'plugins');
  assert.ok(plugins?.watched.includes(path.join(dir, 'news')), JSON.stringify(plugins?.watched));
});

test.run();
