// axe-core in real Chromium on the Sapling site: home, a guide, a command page, a category index, the search page and
// the not-found page, in light and in dark mode (contrast included), on desktop, narrow desktop (the TOC as an open
// disclosure) and phone widths, with the reading aids (copy buttons) in place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { buildAndServeConfig, SAPLING_CONFIG, withSiteAndBrowser } from './setup.ts';

const AXE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
// Highlighted code in every language the docs use (bash, ini, powershell, python) is among them.
const PAGES = ['/', '/docs/overview/stacks', '/docs/commands/amend', '/docs/category/commands', '/docs/introduction/installation', '/docs/introduction/getting-started', '/docs/dev', '/docs/introduction/git-cheat-sheet', '/missing-page', '/search?q=undo'];

const s = withSiteAndBrowser(test, SAPLING_CONFIG, 'sapling');

interface AxeViolation { id: string; impact: string; nodes: { target: string[] }[] }

async function axeViolations(page: import('playwright-core').Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 1024, 390]) {
    test(`no axe violations, ${theme} mode, ${width} px wide`, async () => {
      const context = await s.browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      const found: string[] = [];
      for (const p of PAGES) {
        await page.goto(s.site.url + p);
        assert.is(await page.getAttribute('html', 'data-theme'), theme);
        await page.waitForFunction(() => !document.querySelector('.code-block:not(:has(> .copy-button))'));
        // The search page with its results and their excerpts.
        if (p.startsWith('/search')) await page.locator('.search-page-result .search-result-content').first().waitFor();
        // The content's disclosures (the navbar menu's <details> is the menu, tested elsewhere).
        await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('details:not(.navbar-menu)').forEach((d) => (d.open = true)));
        const violations = await axeViolations(page);
        for (const v of violations) found.push(`${p}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      }
      await context.close();
      assert.equal(found, []);
    });
  }
}

test('a site with only title and url: a working home page, no empty landmarks, no axe violations', async () => {
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'Acme Docs', url: 'https://acme.dev' };\n", 'docs/intro.md': '# Introduction\n\nHello.\n' });
  const minimal = await buildAndServeConfig(path.join(dir, 'site.config.ts'), 'minimal');
  const page = await s.browser.newPage();
  try {
    const found: string[] = [];
    for (const p of ['/', '/docs/intro']) {
      const res = await page.goto(minimal.url + p);
      assert.is(res?.status(), 200, p);
      const empty = await page.evaluate(() => [...document.querySelectorAll('header, nav, main, aside, footer, a')]
        .filter((e) => !(e as HTMLElement).innerText.trim() && !e.querySelector('img, svg, input, button') && !e.getAttribute('aria-label'))
        .map((e) => e.outerHTML.slice(0, 80)));
      assert.equal(empty, [], `${p}: no empty landmark or link`);
      for (const v of await axeViolations(page)) found.push(`${p}: ${v.id} (${v.impact})`);
    }
    assert.equal(found, []);
    await page.goto(minimal.url + '/');
    await page.click('text=Read the docs');
    await page.waitForURL(/\/docs\/intro/);
    assert.is(await page.textContent('h1'), 'Introduction');
  } finally {
    await page.close();
    await minimal.close();
  }
});

test.run();
