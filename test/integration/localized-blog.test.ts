// A locale's blog, as Docusaurus's blog plugin reads it: the posts are the blog folder's, each read from the locale's
// folder first (`i18n/<locale>/docusaurus-plugin-content-blog/`), so a post only the locale has is not a post (pages
// alike: Docusaurus's pages plugin lists the pages folder's files); the
// untruncated-posts warning names each post by its path in the site's folder, the translated one's in the locale's.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FILES = {
  'docs/intro.md': '# Intro\n\nText.\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [news]\n---\n\nHi.\n',
  'blog/2024-01-03-other.md': '---\ntitle: Other\n---\n\nMore.\n\n<!-- truncate -->\n\nRest.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md': '---\ntitle: Bonjour\ntags: [news]\n---\n\nSalut.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-04-seule.md': '---\ntitle: Seule\ntags: [news]\n---\n\nSeulement en français.\n',
  'src/pages/about.md': '# About\n\nText.\n',
  'i18n/fr/docusaurus-plugin-content-pages/about.md': '# À propos\n\nTexte.\n',
  'i18n/fr/docusaurus-plugin-content-pages/seule.md': '# Seule\n\nTexte.\n',
  'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.dev', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: false }, blog: { feedOptions: { type: 'rss' } } }]] };\n`,
};

const site = await buildSite(await loadConfig(path.join(tmpSite(FILES), 'docusaurus.config.js'), 'fr'));
const text = (file: string) => Buffer.from(site.files.get(file) ?? '').toString();

test('a post only in the locale\'s folder is not a post: no page, not in the list, tags, archive or feed', () => {
  assert.match(text('blog/index.html'), /Bonjour/);
  assert.not.ok(site.files.has('blog/2024/01/04/seule/index.html'));
  for (const file of ['blog/index.html', 'blog/tags/news/index.html', 'blog/archive/index.html', 'blog/rss.xml']) {
    assert.ok(site.files.has(file), file);
    assert.not.match(text(file), /Seule/, file);
  }
});

test('pages alike: a page only in the locale\'s folder is not a page; a translated one is', () => {
  assert.match(text('about/index.html'), /À propos/);
  assert.not.ok(site.files.has('seule/index.html'));
});

test('the untruncated-posts warning names the translated post by its path in the site\'s folder', () => {
  const warning = site.warnings.find((w) => /no truncate marker/.test(w.message))?.message ?? '';
  assert.match(warning, /1 blog post has no truncate marker and shows whole in the lists: i18n\/fr\/docusaurus-plugin-content-blog\/2024-01-02-hello\.md$/);
});

test.run();
