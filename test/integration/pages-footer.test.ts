// The pages plugin's `editUrl`, `showLastUpdateTime` and `showLastUpdateAuthor` (Docusaurus 3): a Markdown page ends
// with its edit link and last update, as Docusaurus's MDXPage draws them; a React page has neither.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { commitAll } from '../helpers/git-commit.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (pages: string) => `module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { docs: false, blog: false, pages: ${pages} }]] };\n`;
const PAGES = { 'src/pages/about.md': '# About\n\nText.\n', 'src/pages/guide/index.mdx': '# Guide\n\nText.\n', 'src/pages/hello.js': "export default function Hello() { return <p>Hi</p>; }\n" };

async function build(dir: string) {
  const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const main = (f: string) => { const h = String(site.files.get(f)); return h.slice(h.indexOf('<main'), h.indexOf('</main>')); };
  return { site, main };
}

test('a string editUrl: the pages folder and the page path after it, below the page, in the docs\' edit link', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': config("{ editUrl: 'https://github.com/o/r/edit/main/website/' }"), ...PAGES });
  const { site, main } = await build(dir);
  assert.match(main('about/index.html'), /<\/article><div class="doc-footer"><a class="edit-link" href="https:\/\/github.com\/o\/r\/edit\/main\/website\/src\/pages\/about.md" target="_blank" rel="noopener noreferrer"><svg[^>]*>.*?<\/svg>Edit this page/);
  assert.match(main('guide/index.html'), /href="https:\/\/github.com\/o\/r\/edit\/main\/website\/src\/pages\/guide\/index.mdx"/);
  assert.not.match(main('hello/index.html'), /edit-link|doc-footer/, 'a React page has no footer');
  assert.not.match(site.warnings.map((w) => w.message).join('\n'), /pages options/, 'the options are read, not named as unread');
});

test('an editUrl function gets Docusaurus\'s arguments; its answer that is no URL is named at the config', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': config("{ editUrl: ({ pagesDirPath, pagesPath, permalink, locale }) => pagesPath === 'guide/index.mdx' ? 'nowhere' : `https://e.dev/${pagesDirPath}/${pagesPath}?at=${permalink}&l=${locale}` }"), ...PAGES });
  const { site, main } = await build(dir);
  assert.match(main('about/index.html'), /href="https:\/\/e.dev\/src\/pages\/about.md\?at=\/about&amp;l=en"/);
  assert.not.match(main('guide/index.html'), /edit-link/);
  assert.match(site.warnings.map((w) => w.message).join('\n'), /editUrl: the function returned "nowhere" for guide\/index.mdx/);
});

test('showLastUpdateTime and showLastUpdateAuthor: the last commit of the page\'s file, beside the edit link or alone', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': config('{ showLastUpdateTime: true, showLastUpdateAuthor: true }'), ...PAGES });
  commitAll(dir, '2024-03-05T12:00:00Z', 'Grace Hopper');
  const { site, main } = await build(dir);
  assert.match(main('about/index.html'), /<\/article><div class="doc-footer"><p class="last-updated">Last updated on <time dateTime="2024-03-05T12:00:00.000Z">March 5, 2024<\/time> by <span class="last-updated-author">Grace Hopper<\/span><\/p><\/div>/);
  assert.not.match(main('hello/index.html'), /last-updated/);
  assert.equal(site.warnings, []);
  // Outside git: the warning names the pages' options; the pages build.
  const bare = tmpSite({ 'docusaurus.config.js': config('{ showLastUpdateTime: true }'), ...PAGES });
  const off = await build(bare);
  assert.not.match(off.main('about/index.html'), /last-updated/);
  assert.match(off.site.warnings.map((w) => w.message).join('\n'), /^pages\.showLastUpdateTime: cannot read the pages' git history/m);
});

test('editLocalizedFiles: a locale\'s own copy of a page is edited in its i18n folder; a page it lacks, in the pages folder', async () => {
  const site = (edit: string) => tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.dev', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: false, blog: false, pages: { editUrl: 'https://e.dev/w/'${edit} } }]] };\n`,
    ...PAGES, 'i18n/fr/docusaurus-plugin-content-pages/about.md': '# À propos\n\nTexte.\n',
  });
  const dir = site(', editLocalizedFiles: true');
  const fr = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'), 'fr'));
  assert.match(String(fr.files.get('about/index.html')), /class="edit-link" href="https:\/\/e.dev\/w\/i18n\/fr\/docusaurus-plugin-content-pages\/about.md"/);
  assert.match(String(fr.files.get('guide/index.html')), /class="edit-link" href="https:\/\/e.dev\/w\/src\/pages\/guide\/index.mdx"/);
  assert.not.match(fr.warnings.map((w) => w.message).join('\n'), /editLocalizedFiles/);
  const plain = await buildSite(await loadConfig(path.join(site(''), 'docusaurus.config.js'), 'fr'));
  assert.match(String(plain.files.get('about/index.html')), /class="edit-link" href="https:\/\/e.dev\/w\/src\/pages\/about.md"/, 'without it: the pages folder');
});

test('none of the options: no footer row', async () => {
  const { main } = await build(tmpSite({ 'docusaurus.config.js': config('{}'), ...PAGES }));
  assert.not.match(main('about/index.html'), /doc-footer/);
});

test.run();
