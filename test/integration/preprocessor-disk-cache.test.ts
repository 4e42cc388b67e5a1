// A site's config functions (markdown.preprocessor, parseFrontMatter, numberPrefixParser) key the docs read with them
// by identity in a process (function-identity.ts); the cache on disk keys them by their source and the config's
// files, so a later process finds its docs as read, and a change to the config or a file it imports reads them again.
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

// parseFrontMatter notes each file the docs stage reads (a doc read back for its body is not noted), and the
// preprocessor takes its brand from a file the config imports.
const CONFIG = `const { brand } = require('./brand.js');
const fs = require('fs');
const path = require('path');
module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  presets: [['classic', { docs: { path: 'docs' }, blog: false }]],
  markdown: {
    preprocessor: ({ fileContent }) => fileContent.replaceAll('@@brand@@', brand),
    parseFrontMatter: async (params) => {
      fs.appendFileSync(path.join(__dirname, 'reads.txt'), path.basename(params.filePath) + '\\n');
      return params.defaultParseFrontMatter(params);
    },
  },
};
`;
const FILES = {
  'docusaurus.config.js': CONFIG,
  'brand.js': "module.exports = { brand: 'Kettle Co' };\n",
  'reads.txt': '',
  'docs/intro.md': '# Intro\n\nMade by @@brand@@.\n',
  'docs/care.md': '---\ntitle: Care\n---\n\nDescale the @@brand@@ kettle.\n',
};

/** Each build as a new process sees it: the config loaded again (a new function), the cache read from disk. */
const readsOf = async (dir: string) => {
  writeFileSync(path.join(dir, 'reads.txt'), '');
  await build(path.join(dir, 'docusaurus.config.js'));
  return readFileSync(path.join(dir, 'reads.txt'), 'utf8').split('\n').filter(Boolean).sort();
};
const page = (dir: string, route: string) => readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8');

test('a later build finds the docs read with the same functions on disk; an edited config or imported file reads them again', async () => {
  const dir = tmpSite(FILES);
  const first = await readsOf(dir);
  assert.equal(first, ['care.md', 'intro.md'], 'the first build reads every doc');
  assert.equal(await readsOf(dir), [], 'the same config: the docs are not read again');
  assert.match(page(dir, 'docs/intro'), /Made by Kettle Co\./);
  writeFileSync(path.join(dir, 'brand.js'), "module.exports = { brand: 'Pot Ltd' };\n");
  assert.equal(await readsOf(dir), first, 'a file the config imports changed: read again');
  assert.match(page(dir, 'docs/intro'), /Made by Pot Ltd\./);
  writeFileSync(path.join(dir, 'docusaurus.config.js'), CONFIG.replace("title: 'Kettle'", "title: 'Kettles'"));
  assert.equal(await readsOf(dir), first, 'the config changed: read again');
  assert.equal(await readsOf(dir), [], 'and found on disk by the next build');
});

test.run();
