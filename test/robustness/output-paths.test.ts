// Issue 11.1: no slug, however written, makes a build write outside its output folder.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { StagedOutput } from '../../generator/output/write.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

async function buildError(config: string): Promise<BuildError> {
  try {
    await build(config);
  } catch (err) {
    if (err instanceof BuildError) return err;
    throw err;
  }
  throw new Error('the build succeeded');
}

for (const slug of ['/../../../escaped-abs', '../../../escaped-rel', '/../../escaped-root']) {
  test(`frontmatter slug "${slug}" is an error naming the file and line, and nothing is written outside build/`, async () => {
    const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', 'docs/guide/b.md': `---\ntitle: B\nslug: ${slug}\n---\n# B\n` });
    const err = await buildError(path.join(dir, 'site.config.ts'));
    assert.match(err.message, /docs\/guide\/b\.md:3:1: the slug puts the page at "[^"]+", outside the output folder/);
    assert.match(err.message, /hint: /);
    const name = slug.split('/').pop()!;
    for (const d of [dir, path.dirname(dir), path.dirname(path.dirname(dir)), path.join(dir, 'docs')]) assert.not.ok(existsSync(path.join(d, name)), `wrote ${d}/${name}`);
    assert.not.ok(existsSync(path.join(dir, 'build')), 'a failed first build leaves no output');
  });
}

test('a _category_.json link.slug that escapes is an error naming the category file and line', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', 'docs/guide/b.md': '# B\n',
    'docs/guide/_category_.json': '{\n  "label": "Guide",\n  "link": { "type": "generated-index",\n    "slug": "/../../escaped-cat" }\n}\n',
  });
  const err = await buildError(path.join(dir, 'site.config.ts'));
  assert.match(err.message, /docs\/guide\/_category_\.json:4:5: the slug puts the page at "\/docs\/\.\.\/\.\.\/escaped-cat"/);
  assert.not.ok(existsSync(path.join(path.dirname(dir), 'escaped-cat')));
});

test('serve builds in memory and refuses an escaping slug the same way', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '---\nslug: ../../../x\n---\n# A\n' });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  try {
    await buildSite(loaded);
    assert.unreachable('built');
  } catch (err) {
    assert.instance(err, BuildError);
    assert.match((err as Error).message, /docs\/a\.md:2:1: the slug puts the page at/);
  }
});

test('a slug with ".." that stays inside the site still builds', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/guide/a.md': '---\nslug: ../moved\n---\n# A\n' });
  await build(path.join(dir, 'site.config.ts'));
  assert.ok(existsSync(path.join(dir, 'build/docs/moved/index.html')));
});

test('the staged output refuses any file outside the output folder', async () => {
  const dir = tmpSite({});
  const staged = new StagedOutput(path.join(dir, 'build'));
  for (const file of ['../x.html', 'a/../../x.html', '/etc/x', 'a/\0']) assert.throws(() => staged.set(file, 'x'), /outside the output folder/, file);
  staged.set('a/../ok.html', 'fine');
  await staged.commit();
  assert.equal(readdirSync(path.join(dir, 'build')), ['ok.html']);
  assert.equal(readdirSync(dir), ['build']);
});

test.run();
