// A Docusaurus local-search plugin's options: docsgen's own search runs in its place, with the options it can
// honour (how many results, whether docs, blog posts and pages are indexed, which routes are not, the searched words
// marked on a result's page); the rest are named once.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONTENT = { 'docs/intro.md': '# Intro\n\nKettles.\n', 'blog/2024-01-01-post.md': '---\ntitle: Post\n---\nHello.\n', 'src/pages/about.md': '# About\n\nText.\n', 'news/2024-02-02-note.md': '---\ntitle: Note\n---\nNews.\n' };
/** A second blog (a blog plugin instance): its posts are blog posts to the index toggles. */
const NEWS = "['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', onUntruncatedBlogPosts: 'ignore' }]";

async function build(entry: string) {
  const dir = tmpSite({ 'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', presets: [['classic', { blog: { onUntruncatedBlogPosts: 'ignore' } }]], ${entry} };\n`, ...CONTENT });
  const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const docsFile = [...site.files.keys()].find((f) => /^assets\/search-docs\.\w+\.json$/.test(f))!;
  const urls = (JSON.parse(String(site.files.get(docsFile))) as { url: string; type: number }[]).filter((r) => r.type === 0).map((r) => r.url).sort();
  const maxResults = /maxResults&quot;:(\d+)/.exec(String(site.files.get('docs/intro/index.html')))![1];
  // The search box's and the search page's island props say whether results' links name the words searched.
  const highlight = [String(site.files.get('docs/intro/index.html')), String(site.files.get('search/index.html'))].map((h) => h.includes('highlight&quot;:true'));
  return { urls, maxResults: Number(maxResults), highlight, warning: site.warnings.map((w) => w.message).join('\n') };
}

test('@easyops-cn/docusaurus-search-local: its limit, its index toggles (pages off by default); the options docsgen cannot honour named', async () => {
  const r = await build(`themes: [['@easyops-cn/docusaurus-search-local', { hashed: true, docsRouteBasePath: '/docs', indexBlog: false, searchResultLimits: 3, highlightSearchTermsOnTargetPage: true, language: ['en', 'zh'] }]], plugins: [${NEWS}]`);
  assert.equal(r.urls, ['/docs/intro']);
  assert.is(r.maxResults, 3);
  assert.equal(r.highlight, [true, true], 'highlightSearchTermsOnTargetPage: the box and the search page');
  assert.match(r.warning, /@easyops-cn\/docusaurus-search-local options language zh \(docsgen's own search, English, runs in its place\)/);
  assert.not.match(r.warning, /hashed|docsRouteBasePath|indexBlog|searchResultLimits|highlightSearchTerms|themes @easyops/);
});

test('@cmfcmf/docusaurus-search-local: indexPages and maxSearchResults; English alone needs no word', async () => {
  const r = await build(`plugins: [['@cmfcmf/docusaurus-search-local', { indexPages: true, maxSearchResults: 7, language: 'en' }], ${NEWS}]`);
  assert.equal(r.urls, ['/about', '/blog/2024/01/01/post', '/docs/intro', '/news/2024/02/02/note']);
  assert.is(r.maxResults, 7);
  assert.equal(r.highlight, [false, false]);
  assert.not.match(r.warning, /cmfcmf/);
});

test('docusaurus-lunr-search: every kind of page indexed, maxHits read', async () => {
  const r = await build("plugins: [[require.resolve('docusaurus-lunr-search'), { maxHits: 4 }]]");
  assert.equal(r.urls, ['/about', '/blog/2024/01/01/post', '/docs/intro']);
  assert.is(r.maxResults, 4);
  assert.not.match(r.warning, /lunr-search options/);
});

test('docusaurus-lunr-search excludeRoutes: globs over the route after the base URL, with or without its leading slash', async () => {
  const r = await build("plugins: [[require.resolve('docusaurus-lunr-search'), { excludeRoutes: ['blog/**/*', '/about'] }]]");
  assert.equal(r.urls, ['/docs/intro']);
  assert.not.match(r.warning, /excludeRoutes/);
});

test('@easyops-cn ignoreFiles: a string is the whole route (not a glob), a RegExp is tested against it', async () => {
  const r = await build("themes: [['@easyops-cn/docusaurus-search-local', { indexPages: true, ignoreFiles: ['about', 'docs/*', /^blog\\/2024/] }]]");
  assert.equal(r.urls, ['/docs/intro']);
  const one = await build("themes: [['@easyops-cn/docusaurus-search-local', { indexPages: true, ignoreFiles: /intro$/ }]]");
  assert.equal(one.urls, ['/about', '/blog/2024/01/01/post']);
});

test.run();
