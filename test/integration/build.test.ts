import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, buildSite } from '../../generator/build.ts';
import { BuildError } from '../../generator/errors.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { serve } from '../../generator/dev/server.ts';
import { fileStamp, StagedOutput } from '../../generator/output/write.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

test('a warm build reuses what did not change and redoes what did', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nOne.\n\n## Part\n\nMore.\n\n<div>Raw</div>\n', 'docs/b.md': '# Beta\n\nTwo.\n' });
  const config = path.join(dir, 'site.config.ts');
  const page = (p: string) => readFileSync(path.join(dir, 'build', p), 'utf8');
  await build(config);

  // A page reused from the previous output is the same file (a hard link); a re-rendered one is a new file.
  const inode = (p: string) => statSync(path.join(dir, 'build', p)).ino;
  const before = { a: inode('docs/a/index.html'), b: inode('docs/b/index.html') };
  // (An edit of raw HTML: the search files index all text, and every page names them by their content hash.)
  writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nOne.\n\n## Part\n\nMore.\n\n<div>Raw, edited</div>\n');
  await build(config);
  assert.match(page('docs/a/index.html'), /Raw, edited/);
  assert.is.not(inode('docs/a/index.html'), before.a);
  assert.is(inode('docs/b/index.html'), before.b, 'the unchanged page was reused');

  // A new title shows in every page's sidebar, so every page is rendered again.
  writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha Prime\n\nOne.\n\n## Part\n\nMore.\n');
  await build(config);
  assert.is.not(inode('docs/b/index.html'), before.b);
  assert.match(page('docs/b/index.html'), />Alpha Prime</);
});

test('with stable search file names (serve), an edit of indexed text re-renders only its page', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nOne.\n\n## Part\n\nMore.\n', 'docs/b.md': '# Beta\n\nTwo.\n' });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  const first = await buildSite(loaded, { stableSearchNames: true });
  const searchFiles = (files: Map<string, unknown>) => [...files.keys()].filter((f) => f.startsWith('assets/search-')).sort();
  assert.equal(searchFiles(first.files), ['assets/search-docs.dev.json', 'assets/search-index.dev.json']);
  writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nOne.\n\n## Part\n\nMore, with counterweight.\n');
  const reused: string[] = [];
  const next = await buildSite(loaded, { stableSearchNames: true, cache: first.cache, reuse: (f) => (reused.push(f), first.files.has(f)) });
  assert.ok(reused.includes('docs/b/index.html') && !next.files.has('docs/b/index.html'), 'the unchanged page was reused');
  assert.match(next.files.get('docs/a/index.html') as string, /counterweight/);
  assert.match(next.files.get('assets/search-index.dev.json') as string, /counterweight/);
  // A build names them by content: the edit renames the index.
  const hashed = searchFiles((await buildSite(loaded)).files);
  assert.is(hashed.length, 2);
  assert.ok(hashed.every((f) => /^assets\/search-(docs|index)\.[0-9a-f]{8}\.json$/.test(f)), hashed.join());
});

test('the cache survives between builds and a cold build matches a warm one', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\n```bash\necho hi\n```\n' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  const cold = readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8');
  const warm = await build(config);
  assert.is(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), cold);
  assert.ok(warm.cache.markdown.size >= 1);
  assert.ok(JSON.parse(readFileSync(path.join(dir, '.cache/build.json'), 'utf8')).markdown);
});

test('a warm build takes unchanged docs as parsed from the cache file, and reads an edited one again', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '---\ntitle: Alpha\n---\nText.\n' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  // Tamper with the cached parse (same file hash): a build that reuses it shows the tampered title.
  const cacheFile = path.join(dir, '.cache/build.json');
  const cache = JSON.parse(readFileSync(cacheFile, 'utf8'));
  cache.sources.default.docs['a.md'].frontmatter.title = 'From the cache';
  writeFileSync(cacheFile, JSON.stringify(cache));
  const reused = await build(config);
  assert.is(reused.routes.find((r) => r.path === '/docs/a')?.title, 'From the cache');
  writeFileSync(path.join(dir, 'docs/a.md'), '---\ntitle: Alpha again\n---\nText.\n');
  const edited = await build(config);
  assert.is(edited.routes.find((r) => r.path === '/docs/a')?.title, 'Alpha again');
});

test('a site folder copied with its .cache starts without it: messages name the new folder, not the old one', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\n```bash\nnever closed\n' });
  await build(path.join(dir, 'site.config.ts'));
  const copy = `${dir}-copy`;
  cpSync(dir, copy, { recursive: true });
  try {
    const built = await build(path.join(copy, 'site.config.ts'));
    const message = built.warnings.find((w) => /never closed/.test(w.message));
    assert.is(message?.pos.file, path.join(copy, 'docs/a.md'));
    assert.is(JSON.parse(readFileSync(path.join(copy, '.cache/build.json'), 'utf8')).at, path.join(copy, '.cache'));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('the cache file is ASCII and holds no doc bodies; a warm build from it keeps bodies, MDX detection and lint warnings', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.md': '---\ntitle: Crème\n---\nCafé au **lait**.\n\n```bash\nnever closed\n',
    'docs/b.md': '# Beta\n\nA value: {1 + 1}.\n',
  });
  const config = path.join(dir, 'site.config.ts');
  const cold = await build(config);
  const raw = readFileSync(path.join(dir, '.cache/build.json'), 'utf8');
  assert.ok(/^[\x00-\x7f]*$/.test(raw), 'only ASCII in the cache file');
  assert.not.ok(raw.includes('**lait**'), 'no Markdown source in the cache file');
  assert.is(JSON.parse(raw).sources.default.docs['a.md'].frontmatter.title, 'Crème');
  // Without the previous output every page is rendered again, from the docs and Markdown results the cache holds.
  rmSync(path.join(dir, 'build'), { recursive: true });
  const warm = await build(config);
  assert.equal(warm.warnings.map((w) => w.message), cold.warnings.map((w) => w.message));
  assert.ok(warm.warnings.some((w) => /never closed/.test(w.message)));
  assert.match(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), /Café au <strong>lait<\/strong>\./);
  assert.match(readFileSync(path.join(dir, 'build/docs/b/index.html'), 'utf8'), /A value: 2\./);
});

test('a warm build takes both search files from the cache while the docs are unchanged, and makes them again after an edit', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nText.\n' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  // The documents are in a file of their own beside build.json, which names it by its keys.
  const { search } = JSON.parse(readFileSync(path.join(dir, '.cache/build.json'), 'utf8'));
  const entryFile = path.join(dir, `.cache/search-${search.sourcesKey}.jsonl`);
  assert.equal(readdirSync(path.join(dir, '.cache')).filter((f) => f.startsWith('search-')), [path.basename(entryFile)]);
  writeFileSync(entryFile, readFileSync(entryFile, 'utf8').replace('Alpha', 'From the cache'));
  const searchDocs = () => {
    const file = readdirSync(path.join(dir, 'build/assets')).find((f) => f.startsWith('search-docs.'))!;
    return readFileSync(path.join(dir, 'build/assets', file), 'utf8');
  };
  await build(config);
  assert.match(searchDocs(), /From the cache/);
  writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nEdited.\n');
  await build(config);
  assert.not.match(searchDocs(), /From the cache/);
  assert.match(searchDocs(), /Alpha/);
  const entries = readdirSync(path.join(dir, '.cache')).filter((f) => f.startsWith('search-'));
  assert.is(entries.length, 1, 'the previous entry is removed once the new one is in place');
  assert.is.not(entries[0], path.basename(entryFile));
});

test('the search index is named by what it is made from: pages name the file written, and a text edit renames it', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nLanterns.\n' });
  const config = path.join(dir, 'site.config.ts');
  const indexFile = () => {
    const written = readdirSync(path.join(dir, 'build/assets')).filter((f) => f.startsWith('search-index.'));
    const named = /search-index\.[0-9a-f]{8}\.json/.exec(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'))?.[0];
    assert.equal(written, [named], 'the page names the one index file written');
    return { name: named, json: readFileSync(path.join(dir, 'build/assets', named!), 'utf8') };
  };
  await build(config);
  const first = indexFile();
  assert.match(first.json, /lantern/);
  writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nCandles.\n');
  await build(config);
  const second = indexFile();
  assert.is.not(second.name, first.name);
  assert.match(second.json, /candl/);
});

test('an unchanged page is linked from the previous output, and an unchanged build leaves the cache file alone', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n', 'docs/b.md': '# Beta\n' });
  const config = path.join(dir, 'site.config.ts');
  const cacheFile = path.join(dir, '.cache/build.json');
  await build(config);
  const inode = statSync(path.join(dir, 'build/docs/b/index.html')).ino;
  const written = statSync(cacheFile).mtimeMs;
  await build(config);
  assert.is(statSync(path.join(dir, 'build/docs/b/index.html')).ino, inode);
  assert.is(statSync(cacheFile).mtimeMs, written);
  writeFileSync(path.join(dir, 'docs/b.md'), '# Beta\n\nNew text.\n');
  await build(config);
  assert.is.not(statSync(path.join(dir, 'build/docs/b/index.html')).ino, inode);
  assert.ok(statSync(cacheFile).mtimeMs > written);
});

test('pages are reused only from the folder the cached fingerprints describe', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nOld text.\n' });
  const config = path.join(dir, 'site.config.ts');
  await build(config);
  writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nNew text.\n');
  // Another output folder: the cache now describes its pages, not those still in build/.
  await build(config, 'elsewhere');
  await build(config);
  assert.match(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), /New text\./);
  // serve writes fingerprints of pages it keeps in memory: a build does not reuse pages for them.
  writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nServed text.\n');
  const served = await serve({ configPath: config, outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  await served.close();
  await build(config);
  assert.match(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'), /Served text\./);
});

test('writing a file that was taken over from the previous output never changes the previous copy', async () => {
  const dir = tmpSite({});
  mkdirSync(path.join(dir, 'out/docs'), { recursive: true });
  writeFileSync(path.join(dir, 'out/docs/x.html'), 'old');
  const staged = new StagedOutput(path.join(dir, 'out'));
  assert.ok(staged.reuse('docs/x.html', fileStamp(statSync(path.join(dir, 'out/docs/x.html')))));
  assert.not.ok(staged.reuse('docs/missing.html', 'any'));
  staged.set('docs/x.html', 'new');
  assert.is(readFileSync(path.join(dir, 'out/docs/x.html'), 'utf8'), 'old');
  await staged.commit();
  assert.is(readFileSync(path.join(dir, 'out/docs/x.html'), 'utf8'), 'new');
});

test('the output folder is replaced whole, so a folder holding sources, a file or a foreign folder is refused untouched', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', 'notes.txt': 'mine\n', 'src/app.ts': 'code\n' });
  writeFileSync(path.join(dir, 'out.txt'), 'a file\n');
  const config = path.join(dir, 'site.config.ts');
  const refused = async (out: string) => {
    const err = await build(config, out).then(() => undefined, (e: unknown) => e);
    assert.instance(err, BuildError, out);
    return (err as BuildError).problems[0]!;
  };
  assert.match((await refused('.')).message, /holds .*site\.config\.ts, which the build reads/);
  assert.match((await refused('..')).message, /holds/);
  assert.match((await refused('docs')).message, /holds .*docs, which the build reads/);
  assert.match((await refused('docs/site')).message, /is inside .*docs/);
  assert.match((await refused('out.txt')).message, /is a file/);
  assert.match((await refused('src')).message, /does not look like a docsgen build/);
  // Everything is still there.
  assert.equal(readdirSync(dir).sort(), ['docs', 'notes.txt', 'out.txt', 'site.config.ts', 'src']);
  assert.is(readFileSync(path.join(dir, 'src/app.ts'), 'utf8'), 'code\n');
  // An empty folder, or one a build made, is fine.
  mkdirSync(path.join(dir, 'empty'));
  await build(config, 'empty');
  await build(config, 'empty');
  assert.ok(existsSync(path.join(dir, 'empty/docs/a/index.html')));
});

test('a docs folder that does not exist is an error naming docs.path', async () => {
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'nodocs' } };\n" });
  const err = await build(path.join(dir, 'site.config.ts')).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  assert.match((err as BuildError).message, /site\.config\.ts: docs\.path: the docs folder .*nodocs does not exist/);
  assert.not.ok(existsSync(path.join(dir, 'build')));
});

test('a sidebars file that does not exist is an error naming docs.sidebarPath', async () => {
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs', sidebarPath: 'sidebars.js' } };\n", 'docs/a.md': '# A\n' });
  const err = await build(path.join(dir, 'site.config.ts')).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  assert.match((err as BuildError).message, /site\.config\.ts: docs\.sidebarPath: the sidebars file .*sidebars\.js does not exist/);
});

test('draft docs are left out of build and kept by serve', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n', 'docs/wip.md': '---\ndraft: true\n---\n# Work in progress\n' });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  assert.not.ok((await buildSite(loaded)).routes.some((r) => r.path === '/docs/wip'));
  assert.ok((await buildSite(loaded, { includeDrafts: true })).routes.some((r) => r.path === '/docs/wip'));
});

test('unlisted docs are built, with the unlisted banner, but left out of the sidebar, search, sitemap and indexing', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n', 'docs/secret.md': '---\nunlisted: true\n---\n# Hidden page\n' });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const html = site.files.get('docs/secret/index.html') as string;
  assert.match(html, /<meta name="robots" content="noindex"\/>/);
  // Docusaurus's banner (ContentVisibility), first in the doc's column, in production too.
  assert.match(html, /<div class="doc-column"><aside class="[^"]*theme-unlisted-banner[^"]*"[^]*Unlisted page[^]*This page is unlisted\./);
  assert.not.match(site.files.get('docs/a/index.html') as string, /Hidden page|theme-unlisted-banner/);
  assert.not.match(site.files.get('sitemap.xml') as string, /secret/);
  const searchDocs = [...site.files].find(([f]) => f.startsWith('assets/search-docs.'))![1] as string;
  assert.not.match(searchDocs, /Hidden page/);
});

test('a build keeps the docs\' HTML in the cache\'s packs: pages right when re-rendered from them, stale packs pruned, a lost pack parsed again', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.md': '# Alpha\n\nSee [beta](./b.md) and ![diagram](./img/d.svg).\n',
    'docs/b.md': '# Beta\n\nBack to [alpha](a.md#top).\n',
    'docs/img/d.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const config = path.join(dir, 'site.config.ts');
  const out = path.join(dir, 'build');
  const packDir = path.join(dir, '.cache', 'html');
  const referenced = () => new Set([...readFileSync(path.join(dir, '.cache', 'build.json'), 'utf8').matchAll(/"pack":"([^"]+)"/g)].map((m) => m[1]));
  const pageA = () => readFileSync(path.join(out, 'docs/a/index.html'), 'utf8');
  await build(config, out);
  assert.is(readdirSync(packDir).length, 1);
  assert.equal(referenced(), new Set(readdirSync(packDir)), 'the cache file names places in the pack, not the text');
  assert.not.match(readFileSync(path.join(dir, '.cache', 'build.json'), 'utf8'), /<p>/);
  assert.match(pageA(), /<a href="\/docs\/b">beta<\/a>/);
  assert.match(pageA(), /<img src="\/assets\/images\/d-[0-9a-f]+\.svg"/);
  // A new title changes every page's sidebar: Alpha's page is rendered again from its packed HTML, not parsed.
  writeFileSync(path.join(dir, 'docs/b.md'), '# Beta two\n\nBack to [alpha](a.md#top).\n');
  await build(config, out);
  assert.match(pageA(), /Beta two/);
  assert.match(pageA(), /<a href="\/docs\/b">beta<\/a>/);
  assert.equal(new Set(readdirSync(packDir)), referenced(), 'only packs the cache file names are left');
  // A pack lost between builds: its docs are parsed again.
  for (const f of readdirSync(packDir)) rmSync(path.join(packDir, f));
  writeFileSync(path.join(dir, 'docs/b.md'), '# Beta three\n\nBack to [alpha](a.md#top).\n');
  await build(config, out);
  assert.match(pageA(), /<a href="\/docs\/b">beta<\/a>.*Beta three|Beta three.*<a href="\/docs\/b">beta<\/a>/s);
  assert.equal(new Set(readdirSync(packDir)), referenced());
  assert.not.ok(readdirSync(out, { recursive: true }).map(String).some((n) => n.endsWith('.pack')), 'nothing of it in the output');
});

test.run();
