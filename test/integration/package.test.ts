// docsgen as a package another project installs: `npm pack`, install the tarball into a fresh project, run it.
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launchChromium } from '../e2e/setup.ts';
import { staticHost } from '../helpers/static-host.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'docsgen-pack-'));
const project = path.join(work, 'project');

function run(cmd: string, args: string[], opts: SpawnSyncOptions = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 120_000, ...opts });
  return { code: r.status, out: String(r.stdout), err: String(r.stderr) };
}

/** Every file under `dir` with its size and time: what a run must leave as it found it. */
function snapshot(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort().map((f) => {
    const s = statSync(path.join(dir, f));
    return `${f}:${s.size}:${s.mtimeMs}`;
  }).join('\n');
}

let shipped: string[] = [];

test.before(() => {
  const packed = run('npm', ['pack', '--json', '--pack-destination', work], { cwd: ROOT });
  // A failed prepack leaves its half-made bundle (postpack does not run), which every later CLI run would take.
  if (packed.code !== 0) rmSync(path.join(ROOT, 'dist'), { recursive: true, force: true });
  assert.is(packed.code, 0, packed.err);
  const [info] = JSON.parse(packed.out.slice(packed.out.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  shipped = info!.files.map((f) => f.path);
  mkdirSync(path.join(project, 'docs'), { recursive: true });
  writeFileSync(path.join(project, 'package.json'), '{ "name": "my-docs", "private": true }\n');
  writeFileSync(path.join(project, 'site.config.ts'), "import { defineConfig } from 'docsgen';\n\nexport default defineConfig({ title: 'My docs', url: 'https://example.com' });\n");
  writeFileSync(path.join(project, 'docs', 'intro.md'), '---\ntitle: Getting started\n---\n\nInstalled from a tarball.\n');
  // A component with state: an island, bundled for the browser with the React npm hoisted beside docsgen.
  mkdirSync(path.join(project, 'src'));
  writeFileSync(path.join(project, 'src', 'Counter.tsx'), "import { useState } from 'react';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Clicked {n} times</button>;\n}\n");
  writeFileSync(path.join(project, 'docs', 'counter.mdx'), "import Counter from '@site/src/Counter';\n\n# Counter\n\n<Counter />\n");
  // The local npm cache first: the registry only for what it lacks.
  const installed = run('npm', ['install', path.join(work, info!.filename), '--prefer-offline', '--no-audit', '--no-fund'], { cwd: project });
  assert.is(installed.code, 0, installed.err);
});

test.after(() => {
  const modules = path.join(project, 'node_modules');
  if (existsSync(modules)) chmodSync(modules, 0o755);
  rmSync(work, { recursive: true, force: true });
});

test('the tarball ships what a user runs: the prebuilt CLI and the sources it reads, no site, tests or bench', () => {
  assert.ok(shipped.includes('dist/cli/docsgen.cjs'), 'the CLI bundle is built when packing');
  assert.ok(shipped.some((f) => /^dist\/cli\/docsgen\.cjs\.\w+\.v8cache$/.test(f)), 'with the code cache of a build');
  assert.ok(shipped.includes('bin/docsgen.js'));
  assert.ok(shipped.includes('dist/cli/client-assets/manifest.json'), 'the browser files are built when packing');
  assert.ok(shipped.includes('client/boot.ts'), 'and their sources ship for builds run from the sources');
  const unwanted = shipped.filter((f) => /^(content|test|bench|scripts)\/|^site\.config\.ts$|^package-lock\.json$/.test(f));
  assert.equal(unwanted, []);
  assert.not.ok(existsSync(path.join(ROOT, 'dist')), 'the clone keeps no packed bundle: its own runs use the cache');
});

test('npx docsgen build works in the fresh project and writes nothing into node_modules', () => {
  const modules = path.join(project, 'node_modules');
  const before = snapshot(modules);
  // Read-only for anyone but root; for root, the snapshot is what tells.
  chmodSync(modules, 0o555);
  const r = run('npx', ['docsgen', 'build'], { cwd: project });
  chmodSync(modules, 0o755);
  assert.is(r.code, 0, r.err);
  assert.match(r.out, /built 5 pages/);
  assert.match(readFileSync(path.join(project, 'build/docs/intro/index.html'), 'utf8'), 'Installed from a tarball.');
  const counter = readFileSync(path.join(project, 'build/docs/counter/index.html'), 'utf8');
  const island = /data-island="site" data-island-src="\/(assets\/island-Counter-0\.\w+\.js)"[^>]*><button>Clicked <!-- -->0<!-- --> times<\/button>/.exec(counter);
  assert.ok(island, 'the island, rendered on the server');
  assert.ok(existsSync(path.join(project, 'build', island![1]!)), 'and its browser module');
  // npm put one React beside docsgen, not inside it: the island's React is that one.
  assert.not.ok(existsSync(path.join(modules, 'docsgen/node_modules/react')));
  assert.is(snapshot(modules), before);
  // The boot module the package ships, as it ships it.
  const assets = path.join(modules, 'docsgen/dist/cli/client-assets');
  const { entries } = JSON.parse(readFileSync(path.join(assets, 'manifest.json'), 'utf8')) as { entries: { boot: string } };
  assert.equal(readFileSync(path.join(project, 'build', entries.boot)), readFileSync(path.join(assets, entries.boot)));
});

test('the island the installed package built hydrates in Chromium with its React', async () => {
  const [host, browser] = await Promise.all([staticHost(path.join(project, 'build')), launchChromium()]);
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${host.url}/docs/counter/`);
    // Hydrated when in view: before that a click does nothing, so click until React answers one.
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('.island button')!;
      button.click();
      return button.textContent !== 'Clicked 0 times';
    }, undefined, { polling: 100, timeout: 10_000 });
    assert.equal(errors, []);
  } finally {
    await Promise.all([browser.close(), host.close()]);
  }
});

test('npx docsgen init, then npm install, npm run build and serve, in the new site', async () => {
  const init = run('npx', ['docsgen', 'init', 'handbook'], { cwd: project });
  assert.is(init.code, 0, init.err);
  assert.match(init.out, /npm install\s.*\n\s+npm start/);
  const site = path.join(project, 'handbook');
  // Its package.json depends on the installed docsgen: no registry needed.
  const installed = run('npm', ['install', '--offline', '--no-audit', '--no-fund'], { cwd: site });
  assert.is(installed.code, 0, installed.err);
  const built = run('npm', ['run', 'build'], { cwd: site });
  assert.is(built.code, 0, built.err);
  assert.ok(existsSync(path.join(site, 'build/docs/guides/writing-pages/index.html')));
  // Its own process group, so the server under npx stops with it.
  const server = spawn('npx', ['docsgen', 'serve', '--port', '0'], { cwd: site, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk;
        const found = /at (http:\/\/\S+)/.exec(out)?.[1];
        if (found) resolve(found);
      });
      server.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
    });
    const page = await fetch(`${url}/docs/intro`);
    assert.is(page.status, 200);
    assert.match(await page.text(), /<h1[^>]*>Introduction<\/h1>/);
  } finally {
    process.kill(-server.pid!);
  }
});

test.run();
