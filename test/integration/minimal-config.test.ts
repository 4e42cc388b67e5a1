// A config with only `title` and `url` makes a complete site: docs from docs/ (or content/docs/), a home page,
// a navbar brand, no empty landmarks.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { validateConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = "export default { title: 'Acme Docs', url: 'https://acme.dev' };\n";

test('docs.path defaults to docs/, or content/docs/ when only that exists; navbar.title to the title', () => {
  const both = tmpSite({ 'docs/a.md': '# A\n', 'content/docs/a.md': '# A\n' });
  const legacy = tmpSite({ 'content/docs/a.md': '# A\n' });
  const none = tmpSite({});
  const config = (dir: string, extra = {}) => validateConfig({ title: 'X', url: 'https://x.dev', ...extra }, path.join(dir, 'site.config.ts'));
  assert.is(config(both).docs.path, 'docs');
  assert.is(config(legacy).docs.path, 'content/docs');
  assert.is(config(none).docs.path, 'docs');
  assert.is(config(legacy, { docs: { path: 'elsewhere' } }).docs.path, 'elsewhere');
  assert.is(config(none).navbar.title, 'X');
  assert.is(config(none, { navbar: { title: '' } }).navbar.title, '');
});

test('title and url only: a generated home links to the first doc; navbar brand named; no empty footer', async () => {
  const dir = tmpSite({
    'site.config.ts': CONFIG,
    'docs/guide/_category_.json': '{ "label": "Guide", "position": 1 }',
    'docs/guide/setup.md': '---\nsidebar_position: 1\n---\n# Setup\n\nHow to set up.\n',
    'docs/zz.md': '# Last\n',
  });
  const result = await build(path.join(dir, 'site.config.ts'));
  const home = readFileSync(path.join(result.outDir, 'index.html'), 'utf8');
  assert.match(home, /<h1 id="hero-title" class="hero-title">Acme Docs<\/h1>/);
  assert.match(home, /href="\/docs\/guide\/setup"[^>]*>Read the docs</);
  assert.not.match(home, /hero-tagline/, 'no empty tagline paragraph');
  for (const page of [home, readFileSync(path.join(result.outDir, 'docs/guide/setup/index.html'), 'utf8')]) {
    assert.match(page, /<a class="navbar-brand" href="\/"><span class="navbar-title">Acme Docs<\/span><\/a>/);
    assert.not.match(page, /<footer/);
  }
  assert.ok(result.routes.some((r) => r.path === '/' && r.kind === 'home'));
});

test('a doc routed at / is the home page: nothing is generated over it', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { routeBasePath: '' } };\n",
    'docs/index.md': '---\nslug: /\n---\n# Welcome\n',
  });
  const result = await build(path.join(dir, 'site.config.ts'));
  assert.match(readFileSync(path.join(result.outDir, 'index.html'), 'utf8'), /Welcome/);
  assert.ok(existsSync(path.join(result.outDir, 'index.html')));
});

test.run();
