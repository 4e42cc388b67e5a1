// A new author's first minutes, through the CLI: `docsgen init` into a temp folder, `build`, `serve`, and the
// pages render in Chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectErrors, launchChromium } from './setup.ts';

const BIN = path.resolve(import.meta.dirname, '../../bin/docsgen.js');
const work = mkdtempSync(path.join(tmpdir(), 'docsgen-e2e-init-'));
const site = path.join(work, 'my-docs');
let browser: Browser;
let server: ChildProcess | undefined;

test.before(async () => {
  browser = await launchChromium();
});

test.after(async () => {
  server?.kill();
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Starts `docsgen serve` on a free port and resolves with the URL it prints. */
function startServe(cwd: string): Promise<string> {
  server = spawn(process.execPath, [BIN, 'serve', '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const url = /serving with watch at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    server!.stderr!.on('data', (chunk: Buffer) => { out += chunk; });
    server!.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${out}`)));
  });
}

test('init → build → serve: the new site renders, with its logo, home page and links between pages', async () => {
  const init = spawnSync(process.execPath, [BIN, 'init', 'my-docs'], { cwd: work, encoding: 'utf8' });
  assert.is(init.status, 0, init.stderr);
  assert.match(init.stdout, /cd my-docs\n\s+npm install.*\n\s+npm start.*\n\s+npm run build/);
  const built = spawnSync(process.execPath, [BIN, 'build'], { cwd: site, encoding: 'utf8' });
  assert.is(built.status, 0, built.stderr);
  assert.not.match(built.stderr, /warning/);

  const url = await startServe(site);
  const page = await browser.newPage();
  const errors = collectErrors(page);
  assert.is((await page.goto(url + '/'))?.status(), 200);
  assert.is(await page.textContent('.hero-title'), 'My Docs');
  const logoWidth = await page.locator('.navbar-logo').evaluate((img: HTMLImageElement) => img.complete ? img.naturalWidth : new Promise((r) => { img.onload = () => r(img.naturalWidth); }));
  assert.ok((logoWidth as number) > 0, 'the logo loads');
  await page.click('text=Read the introduction');
  await page.waitForURL(/\/docs\/intro$/);
  assert.is(await page.textContent('h1'), 'Introduction');
  await page.click('main a:has-text("Writing pages")');
  await page.waitForURL(/\/docs\/guides\/writing-pages$/);
  assert.ok(await page.locator('.theme-admonition-tip').isVisible());
  assert.ok(await page.locator('table').isVisible());
  assert.equal(errors, []);
  await page.close();
});

test.run();
