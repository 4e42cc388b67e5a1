// Which site SearchBars run a search engine of their own (generator/docusaurus/search-bar.ts): those are left out,
// docsgen's box drawn instead; a wrapper of the original, or a box with no engine, is rendered.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { searchEngine } from '../../generator/docusaurus/search-bar.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const bar = (files: Record<string, string>, file: string) => path.join(tmpSite(files), file);

test('an ejected DocSearch is Algolia, named by its import', () => {
  const file = bar({ 'SearchBar.js': "import { DocSearchButton } from '@docsearch/react';\nexport default () => <DocSearchButton />;\n" }, 'SearchBar.js');
  assert.equal(searchEngine(file), { engine: 'Algolia DocSearch', evidence: 'it imports @docsearch/react' });
});

test('a helper beside a folder\'s index counts, named by its path; the index is read first', () => {
  const files = {
    'SearchBar/index.js': "export default function S() { return <input onFocus={() => import('./lib/DocSearch')} />; }\n",
    'SearchBar/lib/DocSearch.js': "import autocomplete from 'autocomplete.js';\nexport default class DocSearch {}\n",
  };
  assert.equal(searchEngine(bar(files, 'SearchBar/index.js')), { engine: 'an autocomplete search', evidence: 'its lib/DocSearch.js imports autocomplete.js' });
  const reads = { ...files, 'SearchBar/index.js': "import { usePluginData } from '@docusaurus/useGlobalData';\nexport default () => usePluginData('docusaurus-lunr-search') && null;\n" };
  assert.equal(searchEngine(bar(reads, 'SearchBar/index.js')), { engine: "the docusaurus-lunr-search plugin's search", evidence: 'it reads its data' });
});

test('a wrapper of the original, and a box with no engine, are rendered', () => {
  const wrapper = "import SearchBar from '@theme-original/SearchBar';\nimport { DocSearchButton } from '@docsearch/react';\nexport default (p) => <SearchBar {...p} />;\n";
  assert.is(searchEngine(bar({ 'SearchBar.js': wrapper }, 'SearchBar.js')), undefined);
  const link = "import Link from '@docusaurus/Link';\nexport default () => <Link href=\"https://search.example.org\">Search</Link>;\n";
  assert.is(searchEngine(bar({ 'SearchBar.js': link }, 'SearchBar.js')), undefined);
});

test.run();
