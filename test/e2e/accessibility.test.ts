// axe-core in real Chromium on the Sapling site: home, a guide, a command page, a category index and the
// not-found page, in light and in dark mode (contrast included), on desktop, narrow desktop (the TOC as an open
// disclosure) and phone widths, with the reading aids (copy buttons) in place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServeConfig, launchChromium, type ServedSite } from './setup.ts';

const AXE = readFileSync(path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
// Highlighted code in every language the docs use (bash, ini, powershell, python) is among them.
const PAGES = ['/', '/docs/overview/stacks', '/docs/commands/amend', '/docs/category/commands', '/docs/introduction/installation', '/docs/introduction/getting-started', '/docs/dev', '/docs/introduction/git-cheat-sheet', '/missing-page'];

let site: ServedSite;
let browser: Browser;

test.before(async () => {
  [site, browser] = await Promise.all([buildAndServeConfig(path.resolve(import.meta.dirname, '../../site.config.ts'), 'sapling'), launchChromium()]);
});

test.after(async () => {
  await browser?.close();
  await site?.close();
});

interface AxeViolation { id: string; impact: string; nodes: { target: string[] }[] }

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 1024, 390]) {
    test(`no axe violations, ${theme} mode, ${width} px wide`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      const found: string[] = [];
      for (const p of PAGES) {
        await page.goto(site.url + p);
        assert.is(await page.getAttribute('html', 'data-theme'), theme);
        await page.waitForFunction(() => !document.querySelector('.code-block:not(:has(> .copy-button))'));
        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
        await page.addScriptTag({ content: AXE });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
          return (await axe.run(document, { resultTypes: ['violations'] })).violations;
        });
        for (const v of violations) found.push(`${p}: ${v.id} (${v.impact}) at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      }
      await context.close();
      assert.equal(found, []);
    });
  }
}

test.run();
