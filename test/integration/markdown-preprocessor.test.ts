// Docusaurus's `markdown.preprocessor`: each Markdown file's text (docs, blog posts, Markdown pages) as the site's
// function gives it, before it is parsed; a result that is no text fails the build at the config's line.
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { failsAtConfig } from '../helpers/fails-at-config.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (preprocessor: string) => `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  presets: [['classic', { docs: { path: 'docs' }, blog: { path: 'blog', onUntruncatedBlogPosts: 'ignore' } }]],
  markdown: {
    preprocessor: ${preprocessor},
  },
};
`;
const REPLACE = "({ filePath, fileContent }) => fileContent.replaceAll('@@brand@@', 'Kettle Co').replaceAll('@@file@@', require('path').basename(filePath))";
const FILES = {
  'docusaurus.config.js': config(REPLACE),
  'docs/intro.md': '---\ntitle: Intro\n---\n\nMade by @@brand@@ in @@file@@.\n',
  'docs/plain.mdx': '# Plain\n\nNothing to change.\n',
  'blog/2024-03-01-boil.md': '---\ntitle: Boiling\n---\n\nA post by @@brand@@.\n',
  'src/pages/about.md': '# About @@brand@@\n\nThe team.\n',
  'docs/_maker.md': 'Kettles by @@brand@@ (a partial).\n',
  'docs/makers.mdx': "import Maker from './_maker.md';\n\n# Makers\n\n<Maker />\n",
};
const main = (html: unknown) => String(html).slice(String(html).indexOf('<main'), String(html).indexOf('</main>'));

test("the site's preprocessor gives each Markdown file's text: docs, blog posts and Markdown pages, told the file's path", async () => {
  const dir = tmpSite(FILES);
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(main(built.files.get('docs/intro/index.html')), /Made by Kettle Co in intro\.md\./);
  assert.match(main(built.files.get('docs/plain/index.html')), /Nothing to change\./);
  assert.match(main(built.files.get('blog/2024/03/01/boil/index.html')), /A post by Kettle Co\./);
  assert.match(main(built.files.get('about/index.html')), /<h1[^>]*>About Kettle Co<\/h1>/);
  assert.match(main(built.files.get('docs/makers/index.html')), /Kettles by Kettle Co \(a partial\)\./, 'a partial, as the MDX loader reads it');
  assert.not.match(built.warnings.map((w) => w.message).join('\n'), /preprocessor/, 'read, not named as not built');
  // Another preprocessor, a warm build: the docs are read again with it.
  writeFileSync(path.join(dir, 'docusaurus.config.js'), config("({ fileContent }) => fileContent.replaceAll('@@brand@@', 'Pot Ltd')"));
  const next = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')), { cache: built.cache });
  assert.match(main(next.files.get('docs/intro/index.html')), /Made by Pot Ltd in @@file@@\./);
  assert.match(main(next.files.get('docs/makers/index.html')), /Kettles by Pot Ltd/);
});

test('as Docusaurus, the metadata is the file as written: front matter, title and description; the body is as preprocessed', async () => {
  const dir = tmpSite({
    ...FILES,
    'docs/setup.md': '# Setup for @@brand@@\n\nInstall @@brand@@ first.\n',
    'docs/keys.md': '---\ndescription: "Keys of @@brand@@"\nsidebar_label: "@@brand@@ keys"\n---\n\nThe keys.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const setup = String(built.files.get('docs/setup/index.html'));
  assert.match(main(setup), /<h1[^>]*>Setup for Kettle Co<\/h1>/, 'the page shows its body');
  assert.match(main(setup), /Install Kettle Co first\./);
  assert.match(setup, /<title>Setup for @@brand@@ \| Kettle<\/title>/);
  assert.match(setup, /<meta name="description" content="Install @@brand@@ first\."/);
  const keys = String(built.files.get('docs/keys/index.html'));
  assert.match(keys, /<meta name="description" content="Keys of @@brand@@"/);
  assert.match(keys, /aria-current="page">@@brand@@ keys<\/a>/, "its sidebar label");
  assert.match(main(String(built.files.get('blog/2024/03/01/boil/index.html'))), /A post by Kettle Co\./);
  assert.match(String(built.files.get('about/index.html')), /<title>About @@brand@@ \| Kettle<\/title>/);
});

test('a build that lets the bodies go reads them back from the files as preprocessed (the Markdown copies too), twice', async () => {
  const dir = tmpSite(FILES);
  for (let i = 0; i < 2; i++) {
    await build(path.join(dir, 'docusaurus.config.js'));
    assert.match(readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8'), /Made by Kettle Co in intro\.md\./);
    assert.match(readFileSync(path.join(dir, 'build/docs/intro.md'), 'utf8'), /Made by Kettle Co in intro\.md\./);
  }
});

test("serve's rebuild after a config load: a preprocessor of the same source closing over another value reads the docs again", async () => {
  const readsBrand = "(() => { const brand = require('fs').readFileSync(require('path').join(__dirname, 'brand.txt'), 'utf8').trim(); return ({ fileContent }) => fileContent.replaceAll('@@brand@@', brand); })()";
  const dir = tmpSite({ ...FILES, 'docusaurus.config.js': config(readsBrand), 'brand.txt': 'Kettle Co' });
  const file = path.join(dir, 'docusaurus.config.js');
  const built = await buildSite(await loadConfig(file));
  assert.match(main(built.files.get('docs/intro/index.html')), /Made by Kettle Co in @@file@@\./);
  writeFileSync(path.join(dir, 'brand.txt'), 'Pot Ltd');
  // What serve does once the config is saved: it loads it again and builds with only that file changed.
  const next = await buildSite(await loadConfig(file), { cache: built.cache, changedFiles: new Set([file]) });
  assert.match(main(next.files.get('docs/intro/index.html')), /Made by Pot Ltd in @@file@@\./);
  assert.match(main(next.files.get('docs/makers/index.html')), /Kettles by Pot Ltd/, 'its partial too');
  const same = await buildSite(await loadConfig(file), { cache: next.cache, changedFiles: new Set([file]) });
  assert.match(main(same.files.get('docs/intro/index.html')), /Made by Pot Ltd in @@file@@\./);
});

test("serve's rebuild after a config load: an island's partial, in its browser bundle, is read with the new preprocessor", async () => {
  const readsBrand = "(() => { const brand = require('fs').readFileSync(require('path').join(__dirname, 'brand.txt'), 'utf8').trim(); return ({ fileContent }) => fileContent.replaceAll('@@brand@@', brand); })()";
  const dir = tmpSite({
    ...FILES, 'docusaurus.config.js': config(readsBrand), 'brand.txt': 'Kettle Co',
    'src/components/Shelf.js': "import React, { useState } from 'react';\nimport Maker from '@site/docs/_maker.md';\nexport default function Shelf() { const [n, setN] = useState(0); return <div onClick={() => setN(n + 1)}><Maker /></div>; }\n",
    'docs/shelf.mdx': "import Shelf from '@site/src/components/Shelf';\n\n# Shelf\n\n<Shelf />\n",
  });
  const file = path.join(dir, 'docusaurus.config.js');
  const islandText = (files: Map<string, unknown>) => [...files].filter(([name]) => /^assets\/island-/.test(name)).map(([, data]) => (typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8'))).join('\n');
  const built = await buildSite(await loadConfig(file));
  assert.match(islandText(built.files), /Kettle Co/);
  writeFileSync(path.join(dir, 'brand.txt'), 'Pot Ltd');
  const next = await buildSite(await loadConfig(file), { cache: built.cache, changedFiles: new Set([file]) });
  assert.match(main(next.files.get('docs/shelf/index.html')), /Kettles by Pot Ltd/, 'the server HTML');
  assert.match(islandText(next.files), /Pot Ltd/, 'the browser bundle hydrating it');
  assert.not.match(islandText(next.files), /Kettle Co/);
});

test('a preprocessor that throws or gives no text fails the build at the config, naming the file', async () => {
  await failsAtConfig(FILES, ([
    ['() => undefined', /markdown\.preprocessor returned undefined, not the file's text for \/.*\.mdx?$/],
    ['async ({ fileContent }) => fileContent', /returned a promise/],
    ["() => { throw new Error('no brand'); }", /markdown\.preprocessor threw: no brand for .*\.mdx?/],
  ] as const).map(([fn, message]) => [config(fn), message] as const), 5, 5);
});

test.run();
