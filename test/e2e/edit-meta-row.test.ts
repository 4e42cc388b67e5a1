// The row of the edit link and the "Last updated" line, as Docusaurus's EditMetaRow lays it out, on a blog post's
// page (below its tags, as BlogPostItem/Footer): side by side on a wide screen (the date at the row's end), the date
// below the link at 996 px and narrower; in the list, "Read more" at the end of the tags' row.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withContext, withSiteAndBrowser } from './setup.ts';
import { commitAll } from '../helpers/git-commit.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const dir = tmpSite({
  'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, blog: { path: 'blog', editUrl: 'https://e.dev/edit/', showLastUpdateTime: true, onUntruncatedBlogPosts: 'ignore' } };\n",
  'docs/a.md': '# A\n',
  'blog/2024-01-02-kettle.md': '---\ntitle: Kettle\ntags: [tea, water]\n---\nBoil it.\n\n<!-- truncate -->\n\nThen pour.\n',
});
commitAll(dir, '2024-03-05T12:00:00Z', 'Ada');
const s = withSiteAndBrowser(test, path.join(dir, 'site.config.ts'), 'edit-meta-row');

type Box = { x: number; y: number; width: number; height: number };
const boxes = (page: import('playwright-core').Page, sels: string[]) => Promise.all(sels.map(async (sel) => (await page.locator(sel).first().boundingBox()) as Box));

test('a wide screen: the tags, then the edit link and the date on one row, the date at its end', () =>
  withContext(s.browser, { viewport: { width: 1280, height: 900 } }, async (page) => {
    await page.goto(`${s.site.url}/blog/2024/01/02/kettle`);
    const [tags, row, edit, date] = await boxes(page, ['main .blog-post-tags', 'main .doc-footer', 'main .edit-link', 'main .last-updated']);
    assert.ok(tags.y + tags.height <= row.y + 1, 'the tags above the row');
    assert.ok(Math.abs(edit.y + edit.height / 2 - (date.y + date.height / 2)) < 6, 'one row');
    assert.ok(Math.abs(date.x + date.width - (row.x + row.width)) < 2, "the date at the row's end");
  }));

test('996 px and narrower: the date below the link, at the start', () =>
  withContext(s.browser, { viewport: { width: 390, height: 800 } }, async (page) => {
    await page.goto(`${s.site.url}/blog/2024/01/02/kettle`);
    const [edit, date] = await boxes(page, ['main .edit-link', 'main .last-updated']);
    assert.ok(date.y >= edit.y + edit.height - 1, 'below');
    assert.ok(Math.abs(date.x - edit.x) < 2, 'at the start');
  }));

test('in the list, "Read more" ends the tags\' row', () =>
  withContext(s.browser, { viewport: { width: 1280, height: 900 } }, async (page) => {
    await page.goto(`${s.site.url}/blog`);
    const [footer, tags, more] = await boxes(page, ['main .blog-post-footer', 'main .blog-post-tags', 'main .blog-read-more']);
    assert.ok(Math.abs(tags.y + tags.height / 2 - (more.y + more.height / 2)) < 8, 'one row');
    assert.ok(Math.abs(more.x + more.width - (footer.x + footer.width)) < 2, "at the row's end");
  }));

test.run();
