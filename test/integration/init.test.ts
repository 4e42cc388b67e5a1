// `docsgen init`: a new site that builds as it is; a non-empty folder is refused; nothing is ever overwritten.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { UsageError } from '../../generator/errors.ts';
import { initSite } from '../../generator/init/init.ts';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'docsgen-init-'));

test('init writes a site that builds with no warning: docs, a category, a home page, a logo', async () => {
  const dir = path.join(tmp(), 'team-handbook');
  const result = initSite(dir);
  for (const f of ['site.config.ts', 'home.md', 'docs/intro.md', 'docs/guides/_category_.json', 'static/img/logo.svg', '.gitignore']) assert.ok(result.created.includes(f), f);
  assert.equal(result.kept, []);
  const config = readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
  assert.match(config, /import \{ defineConfig \} from 'docsgen';/);
  assert.match(config, /title: "Team Handbook"/);
  assert.match(readFileSync(path.join(dir, '.gitignore'), 'utf8'), /^build\/$/m);
  // A package: `npm install && npm start` (the docsgen that made it, until docsgen is on the registry).
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; scripts: Record<string, string>; devDependencies: Record<string, string> };
  assert.is(pkg.name, 'team-handbook');
  assert.equal(pkg.scripts, { start: 'docsgen serve', build: 'docsgen build', serve: 'docsgen serve --no-watch' });
  assert.is(path.resolve(dir, pkg.devDependencies.docsgen!.replace(/^file:/, '')), path.resolve(import.meta.dirname, '../..'));
  const built = await build(path.join(dir, 'site.config.ts'));
  assert.equal(built.warnings, []);
  const paths = built.routes.map((r) => r.path);
  for (const p of ['/', '/docs/intro', '/docs/guides/writing-pages', '/docs/guides/organizing-pages', '/docs/category/guides']) assert.ok(paths.includes(p), p);
  const page = readFileSync(path.join(built.outDir, 'docs/guides/writing-pages/index.html'), 'utf8');
  assert.match(page, /class="theme-admonition theme-admonition-tip"/);
  assert.match(page, /<table/);
  assert.match(page, /greet\.ts/);
  assert.match(readFileSync(path.join(built.outDir, 'img/logo.svg'), 'utf8'), /^<svg/);
});

test('a folder that is not empty is refused without --force, and with it no file is overwritten', () => {
  const dir = tmp();
  writeFileSync(path.join(dir, 'site.config.ts'), '// mine\n');
  try {
    initSite(dir);
    assert.unreachable('expected a UsageError');
  } catch (err) {
    assert.instance(err, UsageError);
    assert.match((err as UsageError).message, /is not empty/);
    assert.match((err as UsageError).hint, /--force/);
  }
  const forced = initSite(dir, { force: true });
  assert.equal(forced.kept, ['site.config.ts']);
  assert.ok(forced.created.includes('docs/intro.md'));
  assert.is(readFileSync(path.join(dir, 'site.config.ts'), 'utf8'), '// mine\n');
  // Again: everything exists now, and stays as it is.
  assert.equal(initSite(dir, { force: true }).created, []);
});

test('an empty folder is fine; a file in the way is refused', () => {
  const dir = tmp();
  mkdirSync(path.join(dir, 'empty'));
  assert.ok(initSite(path.join(dir, 'empty')).created.length > 5);
  writeFileSync(path.join(dir, 'file'), '');
  assert.throws(() => initSite(path.join(dir, 'file')), /is a file/);
});

test.run();
