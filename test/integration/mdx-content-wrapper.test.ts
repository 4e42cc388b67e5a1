// A site's `src/theme/MDXContent` (Docusaurus's swizzle of the component around every MDX content): what it draws
// around `@theme-original/MDXContent` is on every doc, blog post and Markdown/MDX page — plain Markdown docs too,
// which then take the MDX path — and not on a React page, which Docusaurus draws as it is.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  presets: [['classic', { docs: { path: 'docs' }, blog: { path: 'blog' } }]],
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'src/theme/MDXContent/index.js': `import React from 'react';
import MDXContent from '@theme-original/MDXContent';
export default function MDXContentWrapper(props) {
  return <><div id="kettle-banner" className="kettle-banner"></div><MDXContent {...props} /><p className="kettle-after">Brewed.</p></>;
}
`,
  'docs/plain.md': '# Plain\n\nJust **Markdown**.\n',
  'docs/rich.mdx': 'export const Spout = () => <span className="spout">pour</span>;\n\n# Rich\n\nSome <Spout />.\n',
  'blog/2024-03-01-boil.md': '---\ntitle: Boiling\n---\n\nBring it up slowly.\n',
  'blog/2024-04-01-steep.md': '---\ntitle: Steeping\n---\n\nThree minutes.\n\n<!-- truncate -->\n\nThen pour.\n',
  'src/pages/about.md': '# About\n\nThe kettle team.\n',
  'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() { return <Layout><main className="kettle-home">Home</main></Layout>; }
`,
};

test('the site\'s MDXContent draws around every doc, post and Markdown page, not around a React page', async () => {
  const dir = tmpSite(FILES);
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = (file: string) => String(built.files.get(file));
  const wrapped = /<div id="kettle-banner" class="kettle-banner"><\/div>([^]*)<p class="kettle-after">Brewed\.<\/p>/;
  for (const [file, content] of [
    ['docs/plain/index.html', /<p>Just <strong>Markdown<\/strong>\.<\/p>/],
    ['docs/rich/index.html', /Some <span class="spout">pour<\/span>\./],
    ['blog/2024/03/01/boil/index.html', /Bring it up slowly\./],
    ['about/index.html', /The kettle team\./],
  ] as const) {
    const html = page(file);
    assert.is(html.match(/id="kettle-banner"/g)?.length, 1, `${file}: drawn once`);
    assert.match(wrapped.exec(html)?.[1] ?? '', content, `${file}: around its content`);
  }
  // The blog's list draws each post's content wrapped as on its page; a post cut short, its excerpt inside the
  // whole wrapper (what it draws after the content too), as Docusaurus wraps the cut content.
  const list = page('blog/index.html');
  assert.is(list.match(/id="kettle-banner"/g)?.length, 2);
  assert.is(list.match(/Brewed\./g)?.length, 2);
  assert.match(list, /<div id="kettle-banner" class="kettle-banner"><\/div><p>Three minutes\.<\/p>\s*<p class="kettle-after">Brewed\.<\/p>/);
  assert.not.match(list, /Then pour/);
  const steep = page('blog/2024/04/01/steep/index.html');
  assert.match(steep, /Three minutes\.[^]*Then pour\.[^]*<p class="kettle-after">Brewed\.<\/p>/);
  assert.not.match(steep + list, /data-docsgen-content-end|data-docsgen-truncate/);
  assert.not.match(page('docs/plain/index.html'), /data-docsgen-content-end/);
  const home = page('index.html');
  assert.match(home, /kettle-home/);
  assert.not.match(home, /kettle-banner|kettle-after/);
});

test("a site's DocItem/Content draws the site's MDXContent around the doc once, as Docusaurus's renders MDXContent itself", async () => {
  const content = (body: string) => `import React from 'react';
import MDXContent from '@theme/MDXContent';
import Original from '@theme-original/DocItem/Content';
export default function DocItemContent({ children }) {
  return <section className="kettle-doc">${body}</section>;
}
`;
  const drawn = async (body: string) => {
    const dir = tmpSite({ ...FILES, 'src/theme/DocItem/Content/index.js': content(body) });
    const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
    return ['docs/plain/index.html', 'docs/rich/index.html'].map((f) => String(built.files.get(f)));
  };
  // Ejected, with <MDXContent>: once, around the content, inside the site's part.
  for (const html of await drawn('<MDXContent>{children}</MDXContent>')) {
    assert.is(html.match(/id="kettle-banner"/g)?.length, 1);
    assert.is(html.match(/Brewed\./g)?.length, 1);
    assert.match(html, /<section class="kettle-doc"><div id="kettle-banner" class="kettle-banner"><\/div><div class="markdown">[^]*(Markdown|pour)[^]*<\/div><p class="kettle-after">Brewed\.<\/p><\/section>/);
  }
  // Ejected without it: the content alone, as Docusaurus draws it.
  for (const html of await drawn('{children}')) {
    assert.not.match(html, /kettle-banner|Brewed/);
    assert.match(html, /<section class="kettle-doc"><div class="markdown">/);
  }
  // Wrapping the original: the original draws it once.
  for (const html of await drawn('<Original>{children}</Original>')) assert.is(html.match(/id="kettle-banner"/g)?.length, 1);
});

test("a site's BlogPostItem/Content draws the site's MDXContent around the post once, as Docusaurus's renders MDXContent itself", async () => {
  const content = (body: string) => `import React from 'react';
import MDXContent from '@theme/MDXContent';
import Original from '@theme-original/BlogPostItem/Content';
export default function BlogPostItemContent({ children }) {
  return <section className="kettle-post">${body}</section>;
}
`;
  const drawn = async (body: string, more: Record<string, string> = {}) => {
    const dir = tmpSite({ ...FILES, 'src/theme/BlogPostItem/Content/index.js': content(body), ...more });
    const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
    return ['blog/2024/03/01/boil/index.html', 'blog/2024/04/01/steep/index.html', 'blog/index.html'].map((f) => String(built.files.get(f)));
  };
  const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
  // Ejected, with <MDXContent>: once around each post's content (a list's excerpt too), inside the site's part.
  const [boil, steep, list] = await drawn('<MDXContent>{children}</MDXContent>');
  for (const html of [boil!, steep!]) {
    assert.is(count(html, /id="kettle-banner"/g), 1);
    assert.is(count(html, /Brewed\./g), 1);
  }
  assert.match(boil!, /<section class="kettle-post"><div id="kettle-banner" class="kettle-banner"><\/div><p>Bring it up slowly\.<\/p>\s*<p class="kettle-after">Brewed\.<\/p><\/section>/);
  assert.is(count(list!, /id="kettle-banner"/g), 2);
  assert.match(list!, /<section class="kettle-post"><div id="kettle-banner" class="kettle-banner"><\/div><p>Three minutes\.<\/p>\s*<p class="kettle-after">Brewed\.<\/p><\/section>/);
  // Ejected without it: the content alone, as Docusaurus draws it.
  for (const html of await drawn('{children}')) {
    assert.not.match(html, /kettle-banner|Brewed/);
    assert.match(html, /<section class="kettle-post"><p>/);
  }
  // Wrapping the original: the original draws it once.
  const [ownBoil, , ownList] = await drawn('<Original>{children}</Original>');
  assert.match(ownBoil!, /<section class="kettle-post"><div id="__blog-post-container" class="markdown"><div id="kettle-banner"/, "on its page, with Docusaurus's id");
  assert.match(ownList!, /<section class="kettle-post"><div class="markdown"><div id="kettle-banner"/);
  // An ejected BlogPostItem that draws its children without BlogPostItem/Content: no MDXContent, as on Docusaurus.
  const item = `import React from 'react';
export default function BlogPostItem({ children }) { return <article className="kettle-item">{children}</article>; }
`;
  for (const html of await drawn('{children}', { 'src/theme/BlogPostItem/index.js': item })) {
    assert.match(html, /<article class="kettle-item"><p>/);
    assert.not.match(html, /kettle-banner|Brewed/);
  }
});

test("the site's MDXContent around each excerpt of a stateful BlogPostItems (an island, its items crossing in props)", async () => {
  const items = `import React, { useState } from 'react';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme/BlogPostItem';
export default function BlogPostItems({ items }) {
  const [open, setOpen] = useState(false);
  return <div className="kettle-items" data-open={String(open)} onClick={() => setOpen(true)}>{items.map(({ content: Content }) => (
    <BlogPostProvider key={Content.metadata.permalink} content={Content}><BlogPostItem><Content /></BlogPostItem></BlogPostProvider>
  ))}</div>;
}
`;
  const dir = tmpSite({ ...FILES, 'src/theme/BlogPostItems/index.js': items });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const list = String(built.files.get('blog/index.html'));
  assert.match(list, /kettle-items/);
  assert.is(list.slice(list.indexOf('kettle-items')).match(/id="kettle-banner"/g)?.length, 2, 'wrapped once each');
  assert.match(list, /<div id="kettle-banner" class="kettle-banner"><\/div><p>Three minutes\.<\/p>\s*<p class="kettle-after">Brewed\.<\/p>/);
  assert.not.match(list, /Then pour/);
});

test.run();
