// A blog post's footer as Docusaurus's BlogPostItem/Footer lays it out: on the post's page the tags, then the edit
// link and the "Last updated" line in a row of their own; in the lists one row of the tags and "Read more"; no footer
// with nothing to show.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { commitAll } from '../helpers/git-commit.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, blog: { path: 'blog', editUrl: 'https://e.dev/edit/', showLastUpdateTime: true, onUntruncatedBlogPosts: 'ignore' } };\n`;
const dir = tmpSite({
  'site.config.ts': CONFIG, 'docs/a.md': '# A\n',
  'blog/2024-01-02-tagged.md': '---\ntitle: Tagged\ntags: [jars]\n---\nText.\n',
  'blog/2024-01-03-cut.md': '---\ntitle: Cut\n---\nStart.\n\n<!-- truncate -->\n\nRest.\n',
});
commitAll(dir, '2024-03-05T12:00:00Z', 'Ada');
const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
const main = (f: string) => { const h = String(site.files.get(f)); return h.slice(h.indexOf('<main'), h.indexOf('</main>')); };

test("a post's page: the tags' row, then one row of the edit link (with its icon) and the date", () => {
  assert.match(main('blog/2024/01/02/tagged/index.html'), /<footer class="blog-post-footer blog-post-footer-page"><p class="blog-post-tags"><b>Tags:<\/b> <a class="tag" href="\/blog\/tags\/jars">jars<\/a><\/p><div class="doc-footer"><a class="edit-link" href="https:\/\/e.dev\/edit\/blog\/2024-01-02-tagged.md" target="_blank" rel="noopener noreferrer"><svg [^>]*>.*?<\/svg>Edit this page<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a><p class="last-updated">Last updated on <time[^>]*>March 5, 2024<\/time><\/p><\/div><\/footer>/);
  // No tags: the edit link's row alone.
  assert.match(main('blog/2024/01/03/cut/index.html'), /<footer class="blog-post-footer blog-post-footer-page"><div class="doc-footer"><a class="edit-link"[^]*?<p class="last-updated">/);
});

test('in the list: the tags and "Read more" share a row; a post with neither has no footer', async () => {
  const list = main('blog/index.html');
  assert.match(list, /<div class="markdown"><p>Start\.<\/p>\s*<\/div><footer class="blog-post-footer"><a class="blog-read-more" href="\/blog\/2024\/01\/03\/cut"/);
  assert.match(list, /<footer class="blog-post-footer"><p class="blog-post-tags">[^]*?<\/p><\/footer>/);
  assert.not.match(list, /edit-link|last-updated/, 'neither in the lists');
  const untagged = tmpSite({ 'site.config.ts': CONFIG.replace("editUrl: 'https://e.dev/edit/', ", ''), 'docs/a.md': '# A\n', 'blog/2024-01-03-bare.md': '---\ntitle: Bare\n---\nText.\n' });
  const bare = await buildSite(await loadConfig(path.join(untagged, 'site.config.ts')));
  assert.not.match(String(bare.files.get('blog/index.html')), /<footer class="blog-post-footer/, 'nothing to show: no footer');
  assert.not.match(String(bare.files.get('blog/2024/01/03/bare/index.html')), /<footer class="blog-post-footer/);
});

test.run();
