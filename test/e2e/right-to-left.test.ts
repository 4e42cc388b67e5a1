// A right-to-left site in real Chromium (fixtures/right-to-left: `localeConfigs.fa.direction: 'rtl'`): the page
// mirrors — the sidebar on the right, the table of contents on the left, admonition and TOC rules on the reading
// start side, a collapsed category's chevron pointing left — while code blocks still read left to right.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FIXTURES, withContext, withSiteAndBrowser } from './setup.ts';

const s = withSiteAndBrowser(test, path.join(FIXTURES, 'right-to-left/docusaurus.config.js'), 'right-to-left');

test('the doc page mirrors: sidebar right, TOC left, rules and chevrons on the reading side; code stays left to right', async () => {
  await withContext(s.browser, {}, async (page) => {
    await page.goto(`${s.site.url}/docs/intro`);
    const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
    const [sidebar, article, toc] = [await box('.sidebar'), await box('.markdown'), await box('.toc')];
    assert.ok(sidebar.x > article.x + article.width - 1, `sidebar (x ${sidebar.x}) right of the article (ends at ${article.x + article.width})`);
    assert.ok(toc.x + toc.width <= article.x + 1, `TOC (ends at ${toc.x + toc.width}) left of the article (x ${article.x})`);
    const style = (sel: string, props: string[]) => page.locator(sel).first().evaluate((el, p) => p.map((k) => getComputedStyle(el).getPropertyValue(k)), props);
    assert.equal(await style('.theme-admonition', ['border-right-width', 'border-left-width']), ['5px', '0px']);
    assert.equal(await style('.toc', ['border-right-width', 'border-left-width']), ['1px', '0px']);
    assert.equal(await style('.sidebar', ['border-left-width', 'border-right-width']), ['1px', '0px']);
    assert.equal(await style('.markdown th', ['text-align']), ['start']);
    // Collapsed "Garden": the chevron turned to point left (rotate(135deg)).
    const chevron = await page.locator('.sidebar-category-toggle[aria-expanded="false"]').first().evaluate((el) => getComputedStyle(el, '::before').transform);
    assert.match(chevron, /^matrix\(-0\.707\d*, 0\.707\d*, -0\.707\d*, -0\.707\d*, 0, 0\)$/);
    // The external-link icon points the other way.
    const icon = await page.locator('.navbar .external-link').first().evaluate((el) => getComputedStyle(el, '::after').transform);
    assert.is(icon, 'matrix(-1, 0, 0, 1, 0, 0)');
    assert.equal(await style('.code-block', ['direction']), ['ltr']);
    const code = await box('.code-block pre');
    const firstLine = await box('.code-block pre .line');
    assert.ok(firstLine.x - code.x < 40, 'the code starts at the block\'s left edge');
  });
});

test.run();
