// The output of a site with several locales (test/fixtures/locales): every locale staged into one folder and swapped
// in once, so each locale's unchanged pages are reused from the current output and a failed build leaves all of it;
// `--locale` keeps its staging and spare folders beside the output, never inside it (where they would be deployed).
import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { mergeShards } from '../../generator/output/merge.ts';
import { SHARD_MANIFEST } from '../../generator/output/shards.ts';
import { BuildError } from '../../generator/errors.ts';
import { fixtureCopy } from '../helpers/tmp-site.ts';

const site = fixtureCopy('locales');
const config = path.join(site, 'docusaurus.config.js');
const out = (rel: string) => path.join(site, 'build', rel);
const inode = (rel: string) => statSync(out(rel)).ino;
const frIntro = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');

test('a rebuild reuses the unchanged pages of every locale, and renders again what changed', async () => {
  await buildLocales(config, undefined);
  await buildLocales(config, undefined);
  // A reused page is the very file of the current output (a hard link); a rendered one is another file.
  const before = { en: inode('docs/intro/index.html'), fr: inode('fr/docs/guide/watering/index.html') };
  await buildLocales(config, undefined);
  assert.is(inode('docs/intro/index.html'), before.en);
  assert.is(inode('fr/docs/guide/watering/index.html'), before.fr, 'the French page was reused');
  appendFileSync(frIntro, '\nUn paragraphe ajouté.\n');
  await buildLocales(config, undefined);
  assert.match(readFileSync(out('fr/docs/intro/index.html'), 'utf8'), /Un paragraphe ajouté/);
});

test('a locale that fails leaves the whole current output, every locale, as it was', async () => {
  const en = readFileSync(out('docs/intro/index.html'), 'utf8');
  const fr = readFileSync(out('fr/docs/intro/index.html'), 'utf8');
  writeFileSync(path.join(site, 'docs/intro.md'), readFileSync(path.join(site, 'docs/intro.md'), 'utf8') + '\nA new English line.\n');
  const saved = readFileSync(frIntro, 'utf8');
  writeFileSync(frIntro, '# Intro\n\n<Broken\n');
  const err = await buildLocales(config, undefined).catch((e: unknown) => e);
  writeFileSync(frIntro, saved);
  assert.instance(err, BuildError);
  assert.is(readFileSync(out('docs/intro/index.html'), 'utf8'), en, 'the English page is the previous one');
  assert.is(readFileSync(out('fr/docs/intro/index.html'), 'utf8'), fr);
  assert.equal(readdirSync(site).filter((n) => n.includes('build')).sort(), ['.build.spare', 'build']);
});

test('--locale twice keeps its spare folder beside the output, not in it', async () => {
  await buildLocales(config, undefined, { locale: 'fr' });
  await buildLocales(config, undefined, { locale: 'fr' });
  assert.equal(readdirSync(out('')).filter((n) => n.startsWith('.') || n.includes('spare') || n.includes('tmp-')), []);
  assert.equal(readdirSync(out('fr')).filter((n) => n.startsWith('.')), []);
  assert.ok(readdirSync(site).includes('.build.fr.spare'));
  assert.ok(statSync(out('docs/intro/index.html')).isFile(), 'the default locale\'s pages stay');
});

test('a whole build replaces an output folder that `build --locale` made, which holds that locale alone', async () => {
  rmSync(out(''), { recursive: true });
  await buildLocales(config, undefined, { locale: 'fr' });
  await buildLocales(config, undefined);
  assert.ok(statSync(out('docs/intro/index.html')).isFile());
  assert.ok(statSync(out('fr/docs/intro/index.html')).isFile());
});

test('--shard builds one locale (a site with several must name it); merge joins a locale\'s shards into its folder', async () => {
  const err = await buildLocales(config, undefined, { shard: { index: 1, count: 2 } }).catch((e: unknown) => e);
  assert.instance(err, BuildError);
  assert.match((err as BuildError).problems[0]!.message, /--shard renders a slice of one locale, and this site has several \(en, fr\)/);
  assert.match((err as BuildError).problems[0]!.hint!, /--locale/);
  for (const index of [1, 2]) await buildLocales(config, `shard-${index}`, { locale: 'fr', shard: { index, count: 2 } });
  assert.is(JSON.parse(readFileSync(path.join(site, 'shard-1', SHARD_MANIFEST), 'utf8')).locale, 'fr');
  const merged = await mergeShards([path.join(site, 'shard-1'), path.join(site, 'shard-2')], path.join(site, 'build'));
  assert.is(merged.outDir, out('fr'));
  assert.match(readFileSync(out('fr/docs/intro/index.html'), 'utf8'), /<html lang="fr-FR"/);
  assert.ok(statSync(out('docs/intro/index.html')).isFile(), 'the default locale\'s pages stay');
  assert.equal(readdirSync(out('')).filter((n) => n.startsWith('.')), []);
  await buildLocales(config, 'shard-en', { locale: 'en', shard: { index: 2, count: 2 } });
  const mixed = await mergeShards([path.join(site, 'shard-1'), path.join(site, 'shard-en')], path.join(site, 'build')).catch((e: unknown) => e);
  assert.instance(mixed, BuildError);
  assert.match((mixed as BuildError).problems[0]!.message, /this shard is of the default locale, but .* is of the fr one/);
});

test('the default locale\'s merge, or its build alone, keeps the other locales\' folders, in either order', async () => {
  for (const index of [1, 2]) await buildLocales(config, `en-${index}`, { locale: 'en', shard: { index, count: 2 } });
  assert.equal(JSON.parse(readFileSync(path.join(site, 'en-1', SHARD_MANIFEST), 'utf8')).otherLocales, ['fr']);
  const fr = inode('fr/docs/intro/index.html');
  const merged = await mergeShards([path.join(site, 'en-1'), path.join(site, 'en-2')], path.join(site, 'build'));
  assert.is(merged.outDir, out(''));
  assert.is(inode('fr/docs/intro/index.html'), fr, 'the French folder merged before is still there');
  await mergeShards([path.join(site, 'shard-1'), path.join(site, 'shard-2')], path.join(site, 'build'));
  assert.ok(statSync(out('docs/intro/index.html')).isFile(), 'and the English merged before it');
  const frAgain = inode('fr/docs/intro/index.html');
  await buildLocales(config, undefined, { locale: 'en' });
  assert.is(inode('fr/docs/intro/index.html'), frAgain, '--locale en keeps it too');
  assert.ok(statSync(out('docs/intro/index.html')).isFile());
  assert.equal(readdirSync(out('')).filter((n) => n.startsWith('.') || n.includes('tmp-')), []);
});

test('serve --write --locale writes that locale into its folder, leaving the default one\'s', async () => {
  const { serve } = await import('../../generator/dev/server.ts');
  const en = inode('docs/intro/index.html');
  const server = await serve({ configPath: config, locale: 'fr', outDir: 'build', port: 0, host: '127.0.0.1', watch: true, write: true });
  await server.close();
  assert.match(readFileSync(out('fr/docs/intro/index.html'), 'utf8'), /<html lang="fr-FR"/);
  assert.not.ok(statSync(out('fr/fr'), { throwIfNoEntry: false }));
  assert.is(inode('docs/intro/index.html'), en, 'the default locale\'s output is untouched');
  assert.equal(readdirSync(out('')).filter((n) => n.startsWith('.')), []);
});

test.run();
