// Pages rendered on the build's worker thread (output/pages-on-worker.ts) are the very bytes this thread renders, and
// so are the docs' Markdown files it makes (output/llms-on-worker.ts):
// the Sapling site with the worker taking a share from its first page, and a generated corpus over the worker's
// threshold written to disk (where the worker sends its pages as UTF-8) against the same corpus rendered here alone.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeCorpus } from '../../bench/corpus.ts';
import { PAGE_DATA_FILE } from '../../client/constants.ts';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { WORKER_MIN_PAGES } from '../../generator/output/pages-on-worker.ts';
import { markdownFile, routeFile } from '../../generator/output/paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const text = (data: string | Uint8Array | undefined) => (typeof data === 'string' ? data : data && Buffer.from(data).toString('utf8'));

test('a worker rendering a share of the Sapling site gives every file this thread alone gives', async () => {
  const loaded = await loadConfig(path.join(ROOT, 'site.config.ts'));
  const alone = await buildSite(loaded, { renderWorker: false });
  const shared = await buildSite(loaded, { renderWorker: true });
  assert.ok(alone.routes.filter((r) => r.kind === 'doc').length > 50);
  assert.equal([...shared.files.keys()].sort(), [...alone.files.keys()].sort());
  for (const [file, data] of alone.files) assert.is(text(shared.files.get(file)), text(data), file);
});

test('a corpus over the threshold, built to disk with the worker, has the pages this thread renders alone', async () => {
  const dir = writeCorpus(ROOT, 11, 100);
  try {
    const config = path.join(dir, 'site.config.ts');
    const alone = await buildSite(await loadConfig(config), { renderWorker: false });
    const docs = alone.routes.filter((r) => r.kind === 'doc');
    assert.ok(docs.length >= WORKER_MIN_PAGES, `${docs.length} docs: the default build uses the worker`);
    const out = path.join(dir, 'build');
    await build(config, out);
    for (const route of alone.routes) {
      const files = route.kind === 'not-found' ? [routeFile(route.path)] : [routeFile(route.path), routeFile(route.path, PAGE_DATA_FILE)];
      if (route.kind === 'doc') files.push(markdownFile(route.path));
      for (const file of files) assert.is(readFileSync(path.join(out, file), 'utf8'), text(alone.files.get(file)), file);
    }
    // Made of the docs' Markdown files, which the worker made half of.
    for (const file of ['llms.txt', 'llms-full.txt']) assert.ok(readFileSync(path.join(out, file)).equals(Buffer.from(text(alone.files.get(file))!)), file);
    // A doc saved once the pages are rendering, whose body the build had released: reading it back for its Markdown
    // file is an error naming it, not a crash, and the output stays as it was.
    const file = path.join(dir, 'docs', 'category-004', 'page-050.md');
    const before = readFileSync(path.join(out, 'llms-full.txt'));
    const edit = (stage: string) => {
      if (stage === 'render') writeFileSync(file, `${readFileSync(file, 'utf8')}\nSaved during the build.\n`);
    };
    try {
      await build(config, out, { onProgress: edit });
      assert.unreachable('the build should fail');
    } catch (err) {
      assert.instance(err, BuildError);
      assert.match((err as BuildError).message, /changed while the site was built/);
    }
    assert.ok(readFileSync(path.join(out, 'llms-full.txt')).equals(before), 'the previous output is untouched');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
