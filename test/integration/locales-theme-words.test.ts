// The theme's own words on another locale's pages (table of contents, tags, "Read more", reading time, the blog's
// pagination): the site's code.json under Docusaurus's theme ids first, else Docusaurus's translations for the locale
// from the `@docusaurus/theme-translations` package; the default locale keeps the English ones. And the docs' tag
// labels from the locale's own tags.yml.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { builtLocales } from '../helpers/locale-site.ts';

const page = await builtLocales({
  'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { sidebarPath: false }, blog: { showReadingTime: true } }]] };\n",
  'docs/intro.md': '---\ntags: [seeds]\n---\n# Intro\n\n## First part\n\nText.\n\n## Second part\n\nMore text.\n',
  'blog/2024-01-01-one.md': '---\ntitle: One\ntags: [spring]\n---\nFirst words.\n\n<!-- truncate -->\n\nThe rest.\n\n## A heading\n\nText.\n',
  'blog/2024-01-02-two.md': '---\ntitle: Two\n---\nSecond post.\n',
  // A site's own blog footer drawing the theme's "Read more" and tags.
  'src/theme/BlogPostItem/Footer.js': "import React from 'react';\nimport ReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';\nimport TagsListInline from '@theme/TagsListInline';\nimport { useBlogPost } from '@docusaurus/plugin-content-blog/client';\nexport default function Footer() {\n  const { metadata, isBlogPostPage } = useBlogPost();\n  return <footer className=\"own-footer\"><TagsListInline tags={metadata.tags} />{isBlogPostPage ? null : <ReadMoreLink blogPostTitle={metadata.title} to={metadata.permalink} />}</footer>;\n}\n",
  'docs/tags.yml': 'seeds:\n  label: Seeds\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/tags.yml': 'seeds:\n  label: Graines\n',
  // The site's own word wins over Docusaurus's ("Lire plus").
  'i18n/fr/code.json': '{ "theme.blog.post.readMore": { "message": "Lire la suite" } }',
});

test('the table of contents and the tags are titled in the locale\'s words', () => {
  assert.match(page('fr/docs/intro/index.html'), /<h2 id="toc-title" class="toc-title">Sur cette page<\/h2>/);
  assert.match(page('fr/docs/intro/index.html'), /<summary>Sur cette page<\/summary>/);
  assert.match(page('fr/docs/intro/index.html'), /<b>Tags :<\/b>/);
  assert.match(page('docs/intro/index.html'), /class="toc-title">On this page<\/h2>/);
});

test('the blog\'s "Read more" (the site\'s code.json first), reading time and pagination', () => {
  const list = page('fr/blog/index.html');
  assert.match(list, /class="blog-read-more"[^>]*aria-label="En savoir plus sur One">Lire la suite</);
  assert.match(list, /Une minute de lecture/);
  assert.match(page('fr/blog/2024/01/02/two/index.html'), /Article plus ancien/);
  assert.match(page('fr/blog/2024/01/01/one/index.html'), /class="toc-title">Sur cette page</);
  assert.match(page('blog/index.html'), />Read more</);
  assert.match(page('blog/index.html'), /One min read/);
});

test('the theme\'s ReadMoreLink and TagsListInline in a site\'s own blog parts speak the locale too', () => {
  const list = page('fr/blog/index.html');
  assert.match(list, /class="own-footer"><b>Tags :<\/b><ul class="tags-inline/);
  assert.match(list, /class="own-footer">[\s\S]*?>Lire la suite</);
});

test('a locale\'s own docs tags.yml labels its tags; the default locale reads the docs folder\'s', () => {
  assert.match(page('fr/docs/intro/index.html'), /class="tag tag--regular" href="\/fr\/docs\/tags\/seeds">Graines</);
  assert.match(page('docs/intro/index.html'), /class="tag tag--regular" href="\/docs\/tags\/seeds">Seeds</);
});

test.run();
