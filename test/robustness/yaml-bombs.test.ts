// Issue 20.5: nested YAML aliases (a "billion laughs") in frontmatter, `_category_.yml` or a tags file are refused
// with the alias's line and a hint, before they cost anything; the previous output and cache stay as they were.
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCategory } from '../../generator/content/docs/category.ts';
import { parseDocSource } from '../../generator/content/docs/doc-source.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { docsgen } from '../helpers/cli.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

/** `levels` lines, each a list of nine aliases of the line before: 9^levels values from a few hundred bytes. */
function laughs(levels: number): string {
  const names = 'abcdefghijklmnop';
  let yaml = `${names[0]}: &${names[0]} [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n`;
  for (let i = 1; i < levels; i++) yaml += `${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(', ')}]\n`;
  return yaml;
}

test('a frontmatter alias bomb fails the build with the alias\'s line and a hint; the previous output and cache stay', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '---\ntitle: A\n---\n\nFirst version.\n' });
  const first = docsgen(['build'], { cwd: dir });
  assert.is(first.code, 0, first.err);
  const page = path.join(dir, 'build/docs/a/index.html');
  const cache = readFileSync(path.join(dir, '.cache/build.json'));
  const cacheFiles = readdirSync(path.join(dir, '.cache'), { recursive: true });
  writeFileSync(path.join(dir, 'docs/a.md'), `---\ntitle: A\n${laughs(9)}---\n\nSecond version.\n`);
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 1);
  // Line 7, the fifth level, holds the first alias that takes the values past the bound (90 + 819 + 7,380 + 7,381).
  assert.match(r.err, `${path.join(dir, 'docs/a.md')}:7:`);
  assert.match(r.err, /aliases expand to more than 10,000 values \(nested aliases multiply\)\n {2}hint: write the values out/);
  assert.not.match(r.err, /\n\s+at /, 'no stack');
  assert.match(readFileSync(page, 'utf8'), 'First version.');
  assert.equal(readFileSync(path.join(dir, '.cache/build.json')), cache);
  assert.equal(readdirSync(path.join(dir, '.cache'), { recursive: true }), cacheFiles, 'the build.json and the HTML pack it names, no other');
});

test('an alias bomb in _category_.yml or a tags file names the file and line', async () => {
  const category = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/g/a.md': '# A\n', 'docs/g/_category_.yml': `label: G\ncustomProps:\n  ${laughs(9).replace(/\n(?=.)/g, '\n  ')}` });
  const p = await buildFails(path.join(category, 'site.config.ts'));
  assert.is(p.pos.file, path.join(category, 'docs/g/_category_.yml'));
  assert.is(p.pos.line, 7);
  assert.match(p.message, /^invalid YAML in category file: aliases expand to more than/);
  const tags = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '---\ntags: [a]\n---\n# A\n', 'docs/tags.yml': laughs(12) });
  const t = await buildFails(path.join(tags, 'site.config.ts'));
  assert.equal([t.pos.file, t.pos.line], [path.join(tags, 'docs/tags.yml'), 5]);
});

test('an alias inside the value it names is refused, not turned into a value that holds itself', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '---\ntitle: A\nkeywords: &k\n  - one\n  - *k\n---\n# A\n' });
  const p = await buildFails(path.join(dir, 'site.config.ts'));
  assert.equal([p.pos.line, p.pos.column], [5, 5]);
  assert.match(p.message, 'the alias *k is inside the value it names');
});

test('aliases that expand to a sane size, merge keys and dates read as Docusaurus reads them', () => {
  const doc = parseDocSource('---\ntitle: &t Shared title\nsidebar_label: *t\n---\n# A\n', '/d/a.md', 'a.md', { docsDir: '/d', routeBase: '/docs' });
  assert.is(doc.frontmatter.sidebar_label, 'Shared title');
  const category = parseCategory('label: G\ncustomProps:\n  base: &base { icon: star, when: 2024-01-02 }\n  more:\n    <<: *base\n    extra: 1\n', '/d/g/_category_.yml', 'g');
  assert.equal(category.customProps!.more, { icon: 'star', when: new Date('2024-01-02'), extra: 1 });
});

test('a ---js frontmatter is never run: plain Markdown runs no code', async () => {
  const marker = path.join(tmpSite({}), 'ran');
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': `---js\n{ title: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'), 'A') }\n---\n# A\n` });
  const p = await buildFails(path.join(dir, 'site.config.ts'));
  assert.equal([p.pos.file, p.pos.line], [path.join(dir, 'docs/a.md'), 1]);
  assert.match(p.message, 'frontmatter in JavaScript is not run');
  assert.not.ok(existsSync(marker));
});

test('a cache that cannot be written is a warning: the new output is in place, the old cache unchanged, no temp file left', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\nFirst version.\n' });
  assert.is(docsgen(['build'], { cwd: dir }).code, 0);
  writeFileSync(path.join(dir, 'docs/a.md'), '# A\n\nSecond version.\n');
  const cacheDir = path.join(dir, '.cache');
  const before = readFileSync(path.join(cacheDir, 'build.json'), 'utf8');
  const files = readdirSync(cacheDir, { recursive: true });
  chmodSync(cacheDir, 0o555);
  let r;
  try {
    r = docsgen(['build'], { cwd: dir, withoutReadOverride: process.getuid?.() === 0 });
  } finally {
    chmodSync(cacheDir, 0o755);
  }
  assert.is(r.code, 0);
  assert.match(r.err, /warning: .*build\.json: cannot write the build cache/);
  assert.match(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), 'Second version.');
  assert.equal(readdirSync(cacheDir, { recursive: true }), files, 'no pack of the build whose cache file could not be written');
  assert.is(readFileSync(path.join(cacheDir, 'build.json'), 'utf8'), before);
});

test.run();
