// A site's `src/theme/SearchBar` is most often a search engine of its own, ejected: Algolia DocSearch
// (`@docsearch/react`, `@docusaurus/theme-search-algolia`), or a local-search plugin's box (lunr, `@easyops-cn/…`).
// docsgen runs none of these: such a SearchBar is left out and docsgen's own search box is drawn in its place, said
// in a warning. A SearchBar that wraps `@theme-original/SearchBar` is rendered (it wraps docsgen's box), and so is one
// with no engine (a button to another site's search, say); the DocSearch modules it may import are stand-ins
// (templates/theme/search-stand-ins/).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Problem } from '../errors.ts';
import { DOCS } from '../docs-url.ts';

/** Modules that make a search engine, by the start of their specifier; the name says which. */
const ENGINES: [RegExp, string][] = [
  [/^@docsearch\//, 'Algolia DocSearch'],
  [/^@docusaurus\/theme-search-algolia/, 'Algolia DocSearch'],
  [/^(algoliasearch|react-instantsearch|instantsearch\.js)/, 'Algolia'],
  [/^(lunr|docusaurus-lunr-search|@easyops-cn\/docusaurus-search-local|@cmfcmf\/docusaurus-search-local|docusaurus-plugin-search-local)/, 'a local-search plugin'],
  [/^(autocomplete\.js|@algolia\/autocomplete)/, 'an autocomplete search'],
  [/^(typesense|docusaurus-theme-search-typesense|meilisearch|docusaurus-theme-search-meilisearch|@orama\/|@inkeep\/)/, 'a hosted search service'],
];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
/** A search plugin's data, as a local-search box reads its index files' names (`usePluginData('docusaurus-lunr-search')`). */
const SEARCH_PLUGIN_DATA = /\busePluginData\s*\(\s*['"]([^'"]*search[^'"]*)['"]/;
const WRAPS_ORIGINAL = /['"]@theme-(?:original|init)\/SearchBar['"]/;

export interface SearchEngine {
  engine: string;
  /** What shows it: `imports @docsearch/react`, `its DocSearch.js imports autocomplete.js`. */
  evidence: string;
}

/** The engine the site's SearchBar runs (read from its files: the override first, then those beside it), if any. */
export function searchEngine(file: string): SearchEngine | undefined {
  const own = readFileSync(file, 'utf8');
  if (WRAPS_ORIGINAL.test(own)) return undefined;
  // A folder's index brings its helpers (`./DocSearch`, `./lib/…`): their imports count too.
  const dir = path.dirname(file);
  const helpers = /^index\.\w+$/.test(path.basename(file)) && existsSync(dir)
    ? fg.sync('**/*.{js,jsx,ts,tsx,mjs}', { cwd: dir, absolute: true, ignore: ['**/*.d.ts'] }).filter((f) => path.resolve(f) !== path.resolve(file)) : [];
  for (const f of [file, ...helpers]) {
    const source = f === file ? own : readFileSync(f, 'utf8');
    const who = f === file ? '' : `its ${path.relative(dir, f).split(path.sep).join('/')} `;
    for (const m of source.matchAll(IMPORT)) {
      const hit = ENGINES.find(([re]) => re.test(m[1]!));
      if (hit) return { engine: hit[1], evidence: `${who}imports ${m[1]}`.replace(/^imports/, 'it imports') };
    }
    const data = SEARCH_PLUGIN_DATA.exec(source);
    if (data) return { engine: `the ${data[1]} plugin's search`, evidence: `${who || 'it '}reads its data` };
  }
  return undefined;
}

/** The warning for a SearchBar left out: which engine, and that docsgen's own search is there instead. */
export function searchBarWarning(file: string, found: SearchEngine): Problem {
  return {
    pos: { file },
    message: `src/theme/SearchBar runs ${found.engine} (${found.evidence}), which docsgen does not run: docsgen's own search box is drawn in its place`,
    hint: `docsgen builds its own offline search index; a SearchBar that wraps @theme-original/SearchBar wraps that box (see ${DOCS.themeOverrides})`,
  };
}
