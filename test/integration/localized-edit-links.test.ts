// Edit links of another locale's docs (current and released versions) and blog posts, as Docusaurus's docs and blog
// plugins make them: with `editLocalizedFiles`, a string `editUrl` names the locale's own copy of the file
// (`i18n/<locale>/docusaurus-plugin-content-docs/<version>/…`, `…-content-blog/…`); an `editUrl` function is handed
// `locale`, `versionDocsDirPath`, `docPath` and `permalink` (the blog's `blogDirPath`, `blogPath`) as Docusaurus hands them.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FILES = {
  'docs/intro.md': '# Intro\n\nText.\n',
  'docs/guide.md': '# Guide\n\nText.\n',
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': '# Intro 1.0\n\nText.\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nHi.\n',
  'blog/2024-01-03-other.md': '---\ntitle: Other\n---\n\nMore.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Introduction\n\nTexte.\n',
  'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md': '# Introduction 1.0\n\nTexte.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md': '---\ntitle: Bonjour\n---\n\nSalut.\n',
};

/** The site built in `locale`, with `docs` and `blog` options (JS source) added to the preset's. */
async function built(docs: string, blog: string, locale = 'fr') {
  const dir = tmpSite({
    ...FILES,
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.dev', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: false, ${docs} }, blog: { ${blog} }, pages: false }]] };\n`,
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'), locale));
  return (file: string) => /class="edit-link" href="([^"]*)"/.exec(String(site.files.get(file) ?? ''))?.[1];
}

const STRING = "editUrl: 'https://e.dev/w/'";

test('editLocalizedFiles: a translated doc (current and 1.0) and post are edited in the locale\'s folder; an untranslated one in the docs or blog folder', async () => {
  const edit = await built(`${STRING}, editLocalizedFiles: true`, `${STRING}, editLocalizedFiles: true`);
  assert.is(edit('docs/next/intro/index.html'), 'https://e.dev/w/i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
  assert.is(edit('docs/next/guide/index.html'), 'https://e.dev/w/docs/guide.md');
  assert.is(edit('docs/intro/index.html'), 'https://e.dev/w/i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md');
  assert.is(edit('blog/2024/01/02/hello/index.html'), 'https://e.dev/w/i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md');
  assert.is(edit('blog/2024/01/03/other/index.html'), 'https://e.dev/w/blog/2024-01-03-other.md');
});

test('editLocalizedFiles with editCurrentVersion: a translated 1.0 doc is edited in the locale\'s current folder', async () => {
  const edit = await built(`${STRING}, editLocalizedFiles: true, editCurrentVersion: true`, STRING);
  assert.is(edit('docs/intro/index.html'), 'https://e.dev/w/i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
});

test('without editLocalizedFiles: a translated doc or post is edited in the docs, version or blog folder', async () => {
  const edit = await built(STRING, STRING);
  assert.is(edit('docs/next/intro/index.html'), 'https://e.dev/w/docs/intro.md');
  assert.is(edit('docs/intro/index.html'), 'https://e.dev/w/versioned_docs/version-1.0/intro.md');
  assert.is(edit('blog/2024/01/02/hello/index.html'), 'https://e.dev/w/blog/2024-01-02-hello.md');
});

test('a site-path editUrl (no host): a version\'s, a locale\'s and the blog\'s folders are found from it too', async () => {
  const edit = await built("editUrl: '/edit/', editLocalizedFiles: true", "editUrl: '/edit/', editLocalizedFiles: true");
  // (A site path is a link of the site: under the locale's base URL, as Docusaurus's Link puts it.)
  assert.is(edit('docs/intro/index.html'), '/fr/edit/i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md');
  assert.is(edit('docs/next/guide/index.html'), '/fr/edit/docs/guide.md');
  assert.is(edit('blog/2024/01/02/hello/index.html'), '/fr/edit/i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md');
  const plain = await built("editUrl: '/edit/'", '', 'en');
  assert.is(plain('docs/intro/index.html'), '/edit/versioned_docs/version-1.0/intro.md');
});

test('the default locale is not changed by editLocalizedFiles', async () => {
  const edit = await built(`${STRING}, editLocalizedFiles: true`, `${STRING}, editLocalizedFiles: true`, 'en');
  assert.is(edit('docs/next/intro/index.html'), 'https://e.dev/w/docs/intro.md');
  assert.is(edit('blog/2024/01/02/hello/index.html'), 'https://e.dev/w/blog/2024-01-02-hello.md');
});

test('an editUrl function is handed what Docusaurus hands it: the version\'s folder, the file\'s path, the permalink and the locale', async () => {
  const docsFn = 'editUrl: ({ locale, version, versionDocsDirPath, docPath, permalink }) => `https://f.dev/${locale}/${version}/${versionDocsDirPath}/${docPath}#${permalink}`';
  const blogFn = 'editUrl: ({ locale, blogDirPath, blogPath, permalink }) => `https://f.dev/${locale}/${blogDirPath}/${blogPath}#${permalink}`';
  const edit = await built(`${docsFn}, editCurrentVersion: true`, blogFn);
  assert.is(edit('docs/next/intro/index.html'), 'https://f.dev/fr/current/docs/intro.md#/fr/docs/next/intro');
  // The version's own folder, whatever editCurrentVersion says (that is for string editUrls).
  assert.is(edit('docs/intro/index.html'), 'https://f.dev/fr/1.0/versioned_docs/version-1.0/intro.md#/fr/docs/intro');
  // A post: the folder it was found in.
  assert.is(edit('blog/2024/01/02/hello/index.html'), 'https://f.dev/fr/i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md#/fr/blog/2024/01/02/hello');
  assert.is(edit('blog/2024/01/03/other/index.html'), 'https://f.dev/fr/blog/2024-01-03-other.md#/fr/blog/2024/01/03/other');
});

test.run();
