// The blog (issue 22, point 2), on the whole-site fixture's blog: posts from dated files and folders, authors and
// tags from their files, excerpts, paginated lists, tag, author and archive pages, feeds, search; and the errors.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/whole-site');
const site = await buildSite(await loadConfig(path.join(FIXTURE, 'docusaurus.config.js')));
const file = (f: string) => String(site.files.get(f) ?? '');
const main = (route: string) => {
  const html = file(`${route.replace(/^\//, '')}/index.html`);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
const postLinks = (route: string) => [...main(route).matchAll(/<h2 class="blog-post-title"><a href="([^"]+)"/g)].map((m) => m[1]);

test('posts: dated files and folders give date and route; frontmatter slug and date override; drafts are not built', () => {
  const routes = site.routes.filter((r) => r.kind === 'blog').map((r) => r.path);
  for (const r of ['/blog/2024/01/10/first-boil', '/blog/2024/03/02/descaling-tips', '/blog/kettle-two', '/blog/2024/06/01/timers', '/blog/2024/07/15/hidden-notes']) assert.ok(routes.includes(r), r);
  assert.not.ok(routes.some((r) => r.includes('unfinished')), 'a draft');
  assert.match(main('/blog/kettle-two'), /<time dateTime="2024-05-21T09:00:00.000Z">May 21, 2024<\/time>/);
  assert.match(main('/blog/2024/01/10/first-boil'), /<time dateTime="2024-01-10T00:00:00.000Z">/);
  assert.match(main('/blog/kettle-two'), /One min read/);
});

test('lists: newest first, postsPerPage per page, excerpts cut at the truncate marker (Markdown and MDX) with "Read more"', () => {
  assert.equal(postLinks('/blog'), ['/blog/2024/06/01/timers', '/blog/kettle-two']);
  assert.equal(postLinks('/blog/page/2'), ['/blog/2024/03/02/descaling-tips', '/blog/2024/01/10/first-boil']);
  assert.match(main('/blog'), /href="\/blog\/page\/2" rel="next"/);
  assert.match(main('/blog/page/2'), /href="\/blog" rel="prev"/);
  const page2 = main('/blog/page/2');
  assert.match(page2, /Scale builds up faster/);
  assert.not.match(page2, /Rinse after descaling/, 'the MDX post is cut at {/* truncate */}');
  assert.not.match(page2, /One command/, 'the Markdown post is cut at <!-- truncate -->');
  assert.match(page2, /aria-label="Read more about Kettle&#x27;s first boil">Read more<\/a>/);
  assert.match(main('/blog'), /lists show all of it/, 'a post with no marker shows whole');
  assert.not.match(main('/blog/2024/03/02/descaling-tips'), /data-docsgen-truncate/);
  assert.ok(site.warnings.some((w) => /1 blog post has no truncate marker and shows whole in the lists: .*2024-06-01-timers\.md/.test(w.message)));
});

test('a post page: newer and older posts, the blog sidebar, tags, authors, edit link', () => {
  const post = main('/blog/kettle-two');
  assert.match(post, /Newer post<\/span><span class="pagination-label">Timers that repeat/);
  assert.match(post, /Older post<\/span><span class="pagination-label">Three descaling tips/);
  assert.match(post, /<h2 class="blog-sidebar-title">Latest<\/h2><ul><li><a href="\/blog\/2024\/06\/01\/timers">/);
  assert.is((post.match(/<nav class="blog-sidebar"[\s\S]*?<\/nav>/)![0].match(/<li>/g) ?? []).length, 3, 'blogSidebarCount');
  assert.match(post, /<a href="\/blog\/authors\/mara">Mara Quill<\/a><\/span><small class="blog-author-title">Kettle maintainer<\/small>/);
  assert.match(post, /<span class="blog-author-name">Guest Brewer<\/span>/);
  assert.match(post, /<div id="__blog-post-container" class="markdown">/, 'the content by the id Docusaurus gives it on its page');
  assert.not.match(main('/blog'), /__blog-post-container/, 'not in the lists');
  assert.match(post, /href="https:\/\/git.example.org\/kettle\/edit\/main\/website\/blog\/2024-05-20-kettle-2.md"/);
  assert.match(main('/blog/2024/01/10/first-boil'), /href="\/blog\/kettle-two">2.0 notes<\/a>/, 'a .md link between posts');
  const head = file('blog/kettle-two/index.html').slice(0, file('blog/kettle-two/index.html').indexOf('</head>'));
  assert.match(head, /<meta property="og:image" content="https:\/\/kettle.example.org\/img\/mara.png"\/>/, 'frontmatter image: the post\'s social card');
  assert.match(head, /<meta name="keywords" content="schedule, release"\/>/);
});

test('tags: the tags file gives labels and permalinks; each tag lists its posts; an inline tag warns', () => {
  assert.match(main('/blog/tags'), /<a class="tag" href="\/blog\/tags\/release">Release(<!-- -->)? <span class="tag-count">2<\/span><\/a>/);
  assert.match(main('/blog/tags'), /href="\/blog\/tags\/hints">Tips/);
  assert.equal(postLinks('/blog/tags/release'), ['/blog/kettle-two', '/blog/2024/01/10/first-boil']);
  assert.match(main('/blog/tags/release'), /<h1>2 posts tagged with &quot;Release&quot;<\/h1><p>Posts announcing a new Kettle release.<\/p>/);
  assert.ok(site.warnings.some((w) => /"schedules" is not in the tags file/.test(w.message)));
});

test('authors with a page; the archive by year; an inline author warns', () => {
  assert.equal(postLinks('/blog/authors/mara'), ['/blog/kettle-two', '/blog/2024/01/10/first-boil']);
  // As Docusaurus's authors' page: one author a row, the name a heading, the count a badge.
  assert.match(main('/blog/authors'), /<li style="margin-bottom:2rem"><div class="blog-author blog-author--h2"><img class="blog-author-image" src="\/img\/mara.png" alt="Mara Quill" width="83" height="83"[^>]*\/><div><h2 class="blog-author-name"[^>]*><a href="\/blog\/authors\/mara">Mara Quill<\/a><span class="blog-author-count"[^>]*>2<\/span><\/h2>/);
  // An author's page is headed by the author (its only h1), then the link to every author.
  assert.match(main('/blog/authors/mara'), /<header class="blog-list-header"><div class="blog-author blog-author--h1">[^]*<h1 class="blog-author-name"[^>]*><a href="\/blog\/authors\/mara">Mara Quill<\/a><\/h1>[^]*<a href="\/blog\/authors">View all authors<\/a><\/header>/);
  assert.is(main('/blog/authors/mara').split('<h1').length, 2);
  assert.not.ok(site.routes.some((r) => r.path === '/blog/authors/tomas'), 'no page: true');
  assert.match(main('/blog/archive'), /<h2>2024<\/h2><ul><li><a href="\/blog\/2024\/06\/01\/timers">/);
  // Docusaurus's words: its description, under the title and in the meta tags, is "Archive" too.
  assert.match(main('/blog/archive'), /<h1>Archive<\/h1><p>Archive<\/p>/);
  // A list's later pages keep its title, as Docusaurus's do.
  const titleOf = (f: string) => /<title>[^<]*<\/title>/.exec(file(f))?.[0];
  assert.is(titleOf('blog/page/2/index.html'), titleOf('blog/index.html'));
  assert.match(file('blog/archive/index.html'), /<meta name="description" content="Archive"/);
  assert.ok(site.warnings.some((w) => /an author given inline \(Guest Brewer\)/.test(w.message)));
});

test('an unlisted post is built but in no list, sidebar, feed, sitemap or search', () => {
  assert.match(main('/blog/2024/07/15/hidden-notes'), /Reachable by its address only/);
  const everywhere = [main('/blog'), main('/blog/page/2'), main('/blog/archive'), file('blog/rss.xml'), file('blog/atom.xml'), file('blog/feed.json'), file('sitemap.xml')];
  for (const text of everywhere) assert.not.match(text, /hidden-notes/);
  const searchDocs = [...site.files].find(([f]) => /search-docs/.test(f))![1];
  assert.not.match(String(searchDocs), /hidden-notes/);
  assert.match(String(searchDocs), /\/blog\/kettle-two/, 'listed posts are searched');
});

test('feeds: RSS, Atom and JSON with absolute links, the newest posts first, linked from every page', () => {
  const rss = file('blog/rss.xml');
  assert.match(rss, /^<\?xml/);
  assert.match(rss, /<link>https:\/\/kettle.example.org\/blog\/2024\/06\/01\/timers<\/link>/);
  assert.match(rss, /href="https:\/\/kettle.example.org\/blog\/kettle-two"/, 'links in the content made absolute');
  assert.match(file('blog/atom.xml'), /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
  const json = JSON.parse(file('blog/feed.json')) as { items: { url: string }[] };
  assert.equal(json.items.map((i) => i.url), ['/2024/06/01/timers', '/kettle-two', '/2024/03/02/descaling-tips', '/2024/01/10/first-boil'].map((p) => `https://kettle.example.org/blog${p}`));
  assert.match(file('docs/intro/index.html'), /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss.xml" title="Kettle RSS Feed">/);
  assert.match(rss, /<title>Kettle Blog<\/title>/, 'the feed itself is the blog\'s');
});

test('a truncate marker inside fenced code is code, not the end of the excerpt; a one-digit month or day in a file name is its date; a post\'s <head> goes into its page\'s head; a frontmatter image beside it is copied', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', blog: {} };\n",
    'docs/a.md': '# A\n',
    'blog/2021-7-4-sparks/index.md': '# Sparks\n\nText.\n',
    'blog/2023-03-03-carded/index.mdx': '---\nimage: ./card.png\n---\n# Carded\n\n<img src={assets.image} alt="card" />\n',
    'blog/2023-03-03-carded/card.png': 'not really a PNG',
    'blog/2022-01-01-styled.mdx': '# Styled\n\n<head>\n  <link rel="stylesheet" href="https://cdn.example.org/snippets.css" />\n  <title>Styled, in full</title>\n</head>\n\nText.\n',
    'blog/2024-01-01-markers.md': '# Markers\n\nHow to cut a post:\n\n````md\n````js is not a closing fence\n<!-- truncate -->\n````\n\nMore before the cut.\n\n<!-- truncate -->\n\nAfter the cut.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const list = String(built.files.get('blog/index.html'));
  assert.match(list, /More before the cut/);
  assert.match(list, /(&lt;|&#x3C;)!-- truncate --(&gt;|>)<\/span>/, 'the fenced marker shows as code');
  assert.not.match(list, /After the cut/);
  // Docusaurus reads `2021-7-4` as July 4th (before, the date was invalid and the file's change time was shown).
  assert.match(String(built.files.get('blog/2021/7/4/sparks/index.html')), /<time dateTime="2021-07-04T00:00:00.000Z">July 4, 2021<\/time>/);
  // As in a doc (before, a post's <head> was dropped).
  const styled = String(built.files.get('blog/2022/01/01/styled/index.html'));
  const head = styled.slice(0, styled.indexOf('</head>'));
  assert.match(head, /<link rel="stylesheet" href="https:\/\/cdn\.example\.org\/snippets\.css"\/?>/);
  assert.equal([...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]), ['Styled, in full']);
  // A frontmatter image beside the post: copied, given to the MDX as `assets.image` and made the social card.
  const carded = String(built.files.get('blog/2023/03/03/carded/index.html'));
  const copy = /<img src="\/(assets\/images\/card-[0-9a-f]{8}\.png)" alt="card"\/>/.exec(carded)?.[1];
  assert.ok(copy && built.files.has(copy), carded.slice(carded.indexOf('<article'), carded.indexOf('</article>')));
  assert.match(carded, new RegExp(`<meta property="og:image" content="https://t\\.dev/${copy}"/>`));
});

test('feedOptions.xslt: the feeds name an XSLT stylesheet written beside them, docsgen\'s own or the site\'s', async () => {
  const config = (xslt: string) => `export default { title: 'T', url: 'https://t.dev', presets: [['classic', { blog: { feedOptions: { type: 'all', xslt: ${xslt}, createFeedItems: async (p) => p.defaultCreateFeedItems(p) } } }]] };\n`;
  const files = { 'docs/a.md': '# A\n', 'blog/2024-01-01-hello.md': '# Hello\n\nText.\n', 'blog/styles/mine.xsl': '<?xml version="1.0"?><xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>\n', 'blog/styles/mine.css': 'body { color: red; }\n' };
  const own = await buildSite(await loadConfig(path.join(tmpSite({ ...files, 'docusaurus.config.js': config('true') }), 'docusaurus.config.js')));
  const text = (f: string) => String(own.files.get(f) ?? '');
  assert.ok(text('blog/rss.xml').startsWith('<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="rss.xsl"?>\n<rss'));
  assert.ok(text('blog/atom.xml').startsWith('<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="atom.xsl"?>\n<feed'));
  assert.match(text('blog/rss.xsl'), /<xsl:template match="\/rss\/channel">[^]*<link rel="stylesheet" href="rss.css"\/>/);
  assert.match(text('blog/atom.css'), /article/);
  assert.not.match(text('blog/feed.json'), /xml-stylesheet/, 'a JSON feed has none');
  const notBuilt = own.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.not.match(notBuilt, /xslt|createFeedItems/);
  // The site's stylesheet for one feed (relative to the blog folder), with its CSS file; none for the other.
  const mine = await buildSite(await loadConfig(path.join(tmpSite({ ...files, 'docusaurus.config.js': config("{ rss: 'styles/mine.xsl', atom: false }") }), 'docusaurus.config.js')));
  assert.match(String(mine.files.get('blog/rss.xml')), /^<\?xml[^>]*\?><\?xml-stylesheet type="text\/xsl" href="mine.xsl"\?>/);
  assert.is(String(mine.files.get('blog/mine.css')), 'body { color: red; }\n');
  assert.not.match(String(mine.files.get('blog/atom.xml')), /xml-stylesheet/);
  // A stylesheet without its CSS file is an error at the config.
  const { 'blog/styles/mine.css': _css, ...withoutCss } = files;
  const dir = tmpSite({ ...withoutCss, 'docusaurus.config.js': config("{ rss: 'styles/mine.xsl' }") });
  const p = await buildFails(path.join(dir, 'docusaurus.config.js'));
  assert.match(p.message, /feedOptions\.xslt: its CSS file .*mine\.css does not exist/);
  assert.is(p.pos.file, path.join(dir, 'docusaurus.config.js'));
});

test('trailingSlash: true: links to tag, author and post pages end in a slash, as Docusaurus\'s <Link> writes them (docs tags too)', async () => {
  const config = `module.exports = { title: 'T', url: 'https://t.dev', trailingSlash: true, presets: [['classic', { blog: { routeBasePath: '/' } }]] };\n`;
  const dir = tmpSite({
    'docusaurus.config.js': config, 'docs/a.md': '---\ntags: [care]\n---\n# A\n',
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\nauthors: [ada]\ntags: [news]\n---\n\nText.\n', 'blog/authors.yml': 'ada:\n  name: Ada\n  description: Writes the release notes.\n  page: true\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const hrefs = (f: string) => [...String(built.files.get(f)).matchAll(/href="(\/(?:tags|authors|2024|docs\/tags)[^"]*)"/g)].map((m) => m[1]);
  assert.equal([...new Set(hrefs('index.html'))].sort(), ['/2024/01/01/hello/', '/authors/ada/', '/tags/news/']);
  assert.ok(hrefs('authors/index.html').includes('/authors/ada/') && hrefs('authors/index.html').every((h) => h.endsWith('/')));
  assert.equal([...new Set(hrefs('docs/a/index.html'))], ['/docs/tags/care/']);
  assert.ok(built.files.has('authors/ada/index.html') && built.files.has('docs/tags/care/index.html'));
  assert.match(String(built.files.get('authors/ada/index.html')), /<\/h1><div class="blog-author-socials"><\/div><\/div><\/div><p>Writes the release notes\.<\/p><a href="\/authors\/">View all authors<\/a>/, 'the author\'s description');
  assert.match(String(built.files.get('authors/ada/index.html')), /View all authors<\/a><\/header><hr class="blog-list-rule"\/><article/, 'a rule under the author\'s header');
});

test('feedOptions.createFeedItems makes the feeds\' items from the posts as Docusaurus has them, with its defaults; a wrong result fails at the config', async () => {
  const config = (create: string) => `module.exports = { title: 'T', url: 'https://t.dev', baseUrl: '/b/', presets: [['classic', { docs: false, blog: { feedOptions: { type: 'all', createFeedItems: ${create} } } }]] };\n`;
  const files = {
    'blog/2024-01-01-one.md': '---\ntitle: One\nimage: /img/one.png\nsection: news\n---\n\nFirst text.\n',
    'blog/2024-02-01-two.md': '---\ntitle: Two\nsection: notes\n---\n\nSecond text.\n',
    'static/img/one.png': 'png',
  };
  const create = `async ({ blogPosts, defaultCreateFeedItems, siteConfig }) => [
    ...(await defaultCreateFeedItems({ blogPosts: blogPosts.filter((p) => p.metadata.frontMatter.section === 'news') })),
    ...blogPosts.filter((p) => p.metadata.frontMatter.section !== 'news').map((p) => ({
      title: p.metadata.title.toUpperCase() + ' in ' + siteConfig.title, link: p.metadata.permalink, date: p.metadata.date, description: p.content.trim(),
      image: p.metadata.frontMatter.image, id: p.id,
    })),
  ]`;
  const built = await buildSite(await loadConfig(path.join(tmpSite({ ...files, 'docusaurus.config.js': config(create) }), 'docusaurus.config.js')));
  const rss = String(built.files.get('blog/rss.xml'));
  assert.equal([...rss.matchAll(/<title><!\[CDATA\[([^\]]+)\]\]><\/title>/g)].map((m) => m[1]), ['One', 'TWO in T']);
  assert.match(rss, /<link>https:\/\/t\.dev\/b\/blog\/2024\/02\/01\/two<\/link>/);
  assert.match(rss, /<description><!\[CDATA\[Second text\.\]\]><\/description>/);
  assert.match(rss, /<content:encoded><!\[CDATA\[\s*<p>First text\.<\/p>/, 'the default item keeps the content');
  assert.match(String(built.files.get('blog/feed.json')), /"id": "https:\/\/t\.dev\/2024\/02\/01\/two"/);
  for (const [result, message] of [['() => ({})', /createFeedItems returned no list of items/], ['({ blogPosts }) => blogPosts.map((p) => ({ title: p.metadata.title, date: String(p.metadata.date) }))', /returned an item \(the 1st\) without a title and a date/], ['() => { throw new Error("boom"); }', /createFeedItems threw: boom/]] as const) {
    const dir = tmpSite({ ...files, 'docusaurus.config.js': config(result) });
    const p = await buildFails(path.join(dir, 'docusaurus.config.js'));
    assert.match(p.message, message);
    assert.is(p.pos.file, path.join(dir, 'docusaurus.config.js'));
  }
});

test('an author key the authors file lacks fails the build, naming the post', async () => {
  const dir = tmpSite({});
  cpSync(FIXTURE, dir, { recursive: true });
  writeFileSync(path.join(dir, 'blog/2024-06-01-timers.md'), readFileSync(path.join(dir, 'blog/2024-06-01-timers.md'), 'utf8').replace('authors: tomas', 'authors: nobody'));
  const p = await buildFails(path.join(dir, 'docusaurus.config.js'));
  assert.match(p.message, /no author "nobody" in the authors file/);
  assert.is(p.pos.file, path.join(dir, 'blog/2024-06-01-timers.md'));
});

test("truncateMarker: the site's marker ends the excerpt (anywhere in a line, outside code) in place of <!-- truncate -->", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { docs: false, blog: { truncateMarker: /<!--\\s*more\\s*-->|\\{\\/\\*\\s*more\\s*\\*\\/\\}/ } }]] };\n",
    'blog/2024-01-01-own.md': '# Own\n\nKept part.\n\n<!-- more -->\n\nCut part.\n',
    'blog/2024-01-02-inline.md': '# Inline\n\nShown words <!--more--> hidden words.\n',
    'blog/2024-01-03-code.md': '# Code\n\n```html\n<!-- more -->\n```\n\nAfter code.\n\n<!-- more -->\n\nLast part.\n',
    'blog/2024-01-04-default.md': '# Default\n\nFirst.\n\n<!-- truncate -->\n\nStill shown.\n',
    'blog/2024-01-05-inline-mdx.mdx': '# Inline MDX\n\nMDX shown {/* more */} **MDX hidden**\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const list = String(built.files.get('blog/index.html'));
  assert.match(list, /Kept part\./);
  assert.not.match(list, /Cut part|hidden words|Last part/);
  assert.match(list, /Shown words/);
  assert.match(list, /After code\./, 'a marker inside code is code');
  assert.match(list, /Still shown\./, 'the default marker is not one any more');
  assert.match(String(built.files.get('blog/2024/01/01/own/index.html')), /Kept part\.[^]*Cut part\./);
  // Within a line, only the excerpt is cut there: the post's page keeps the paragraph whole (Markdown and MDX).
  assert.match(list, /<p>Shown words <\/p>/);
  assert.match(list, /<p>MDX shown <\/p>/);
  assert.match(String(built.files.get('blog/2024/01/02/inline/index.html')), /<p>Shown words  hidden words\.<\/p>/);
  assert.match(String(built.files.get('blog/2024/01/05/inline-mdx/index.html')), /<p>MDX shown  <strong>MDX hidden<\/strong><\/p>/);
  assert.not.match(list, /MDX hidden/);
  const untruncated = built.warnings.find((w) => /no truncate marker/.test(w.message))?.message ?? '';
  assert.match(untruncated, /^1 blog post has no truncate marker[^]*2024-01-04-default\.md$/);
  assert.not.match(built.warnings.map((w) => w.message).join('\n'), /truncateMarker/, 'read, not named as not built');
});

test('a changed truncateMarker cuts the excerpts again in a warm build (a RegExp is no JSON key)', async () => {
  const config = (marker: string) => `module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'ignore', truncateMarker: ${marker} } }]] };\n`;
  const dir = tmpSite({ 'docusaurus.config.js': config('/<!--\\s*more\\s*-->/'), 'blog/2024-01-01-one.md': '# One\n\nFirst <!-- more --> second <!-- cut --> third.\n' });
  const first = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(first.files.get('blog/index.html')), /<p>First <\/p>/);
  writeFileSync(path.join(dir, 'docusaurus.config.js'), config('/<!--\\s*cut\\s*-->/'));
  const next = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')), { cache: first.cache });
  assert.match(String(next.files.get('blog/index.html')), /<p>First (?:<!-- more -->)? second <\/p>/);
});

test.run();
