// The data files Docusaurus's blog plugin writes to `.docusaurus/` as it builds, which a site's "recent posts" code
// imports by their path there (`@site/.docusaurus/…`, `../../.docusaurus/…`) or as `@generated/…`: each blog
// instance's post list (as many as its sidebar shows), its metadata and each post's metadata, in Docusaurus 3's shape,
// made again when a post changes (an island that imports one is bundled anew).
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import type { BuildError } from '../../generator/errors.ts';
import { docuHash } from '../../generator/docusaurus/docu-hash.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Kilns', url: 'https://kilns.example.org', baseUrl: '/pots/',
  presets: [['classic', { docs: false, blog: { blogSidebarCount: 2, blogSidebarTitle: 'Fresh', onUntruncatedBlogPosts: 'ignore', showReadingTime: false } }]],
  plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', blogTitle: 'Kiln news', onUntruncatedBlogPosts: 'ignore' }]],
};
`;

const POSTS = {
  'blog/2024-01-02-glaze.md': '---\ntitle: Glazes that crawl\ntags: [glaze]\n---\n\nWhy glazes crawl.\n',
  'blog/2024-02-03-clay.md': '# Clay **bodies**\n\nStoneware and porcelain.\n',
  'blog/2024-03-04-firing.md': '---\ntitle: Firing schedules\ndescription: Ramp and hold.\n---\n\nSlow cooling.\n',
  'blog/2023-12-01-kiln-log.md': 'Just notes.\n',
  'news/2024-05-06-open.md': '---\ntitle: Studio opens\n---\n\nCome by.\n',
};

const HOME = `import React from 'react';
import meta from '@generated/docusaurus-plugin-content-blog/default/blogMetadata-default.json';
import news from '@site/.docusaurus/docusaurus-plugin-content-blog/news/blog-post-list-prop-news.json';
import clay from '@site/.docusaurus/docusaurus-plugin-content-blog/default/${docuHash('@site/blog/2024-02-03-clay.md')}.json';
import log from '@generated/docusaurus-plugin-content-blog/default/${docuHash('@site/blog/2023-12-01-kiln-log.md')}.json';
const recent = require('../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json');

export default function Home() {
  return <main>
    <h2 id="recent">{recent.title}</h2>
    <ul>{recent.items.map((p) => <li key={p.permalink}><a href={p.permalink}>{p.title}</a> {p.date.slice(0, 10)}</li>)}</ul>
    <p id="meta">{meta.blogTitle} at {meta.blogBasePath}, authors at {meta.authorsListPath}</p>
    <p id="news">{news.items.map((p) => p.title).join('|')}</p>
    <p id="log">{log.title}|{String('title' in log.frontMatter)}|{log.prevItem.title}</p>
    <p id="clay">{clay.title}; {clay.description}; {clay.source}; newer: {clay.prevItem.title}; older: {clay.nextItem.title}</p>
  </main>;
}
`;

test("a page importing the blogs' data files: the recent posts as the sidebar lists them, the metadata, a post's metadata", async () => {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...POSTS, 'src/pages/index.js': HOME });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = String(built.files.get('index.html'));
  // Newest first, as many as blogSidebarCount, paths under the base URL.
  assert.match(html, /<h2 id="recent">Fresh<\/h2><ul><li><a href="\/pots\/blog\/2024\/03\/04\/firing">Firing schedules<\/a> 2024-03-04<\/li><li><a href="\/pots\/blog\/2024\/02\/03\/clay">Clay bodies<\/a> 2024-02-03<\/li><\/ul>/);
  assert.not.match(html.slice(0, html.indexOf('id="meta"')), /Glazes that crawl/);
  assert.match(html, /<p id="meta">Blog at \/pots\/blog, authors at \/pots\/blog\/authors<\/p>/);
  assert.match(html, /<p id="news">Studio opens<\/p>/);
  // Titled by its file name, which its front matter does not hold.
  assert.match(html, /<p id="log">kiln-log\|false\|Glazes that crawl<\/p>/);
  assert.match(html, /<p id="clay">Clay bodies; Stoneware and porcelain.; @site\/blog\/2024-02-03-clay.md; newer: Firing schedules; older: Glazes that crawl<\/p>/);
});

test('an island importing the post list: bundled again with the new titles when a post changes (serve)', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG, ...POSTS,
    'src/components/Recent.js': "import React, { useState } from 'react';\nimport recent from '@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';\nexport default function Recent() {\n  const [open, setOpen] = useState(false);\n  return <button onClick={() => setOpen(!open)}>{recent.items.map((p) => p.title).join(', ')}</button>;\n}\n",
    'src/pages/index.js': "import React from 'react';\nimport Recent from '../components/Recent';\nexport default function Home() { return <main><Recent /></main>; }\n",
  });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  const chunks = (b: { files: Map<string, string | Uint8Array> }) => [...b.files].filter(([f]) => f.endsWith('.js')).map(([, d]) => (typeof d === 'string' ? d : Buffer.from(d).toString('utf8'))).join('\n');
  const first = await buildSite(loaded);
  assert.match(String(first.files.get('index.html')), /Firing schedules, Clay bodies/);
  assert.ok(chunks(first).includes('Firing schedules'));
  writeFileSync(path.join(dir, 'blog/2024-03-04-firing.md'), '---\ntitle: Kiln firing curves\n---\n\nSlow cooling.\n');
  const second = await buildSite(loaded);
  assert.match(String(second.files.get('index.html')), /Kiln firing curves, Clay bodies/);
  assert.ok(chunks(second).includes('Kiln firing curves'), 'the island is bundled with the new title');
});

test('a data file the blogs do not write: named as a module docsgen does not provide, with those it does', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...POSTS, 'src/pages/index.js': "import React from 'react';\nimport tags from '@site/.docusaurus/docusaurus-plugin-content-blog/default/tags-list.json';\nexport default function Home() { return <p>{tags.length}</p>; }\n" });
  const e = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))).then(() => undefined, (err: unknown) => err as BuildError);
  const p = e?.problems?.find((x) => /tags-list/.test(x.message));
  assert.ok(p, String(e));
  assert.match(p!.message, /is a module Docusaurus generates that docsgen does not provide/);
  assert.match(p!.message, /docusaurus-plugin-content-blog\/news\/blog-post-list-prop-news\.json/);
  assert.is(p!.pos.line, 2);
});

test("docuHash: Docusaurus's names of the files it generates", () => {
  assert.is(docuHash('@site/blog/2019-05-28-first-blog-post.md'), 'site-blog-2019-05-28-first-blog-post-md-e27');
  assert.is(docuHash('/blog/archive'), 'blog-archive-80c');
  assert.is(docuHash('/'), 'index');
  assert.is(docuHash(`/${'x'.repeat(300)}`), `${'x'.repeat(244)}-${docuHash(`/${'x'.repeat(300)}`).slice(-3)}`, 'cut to a file name with its extension');
});

test.run();
