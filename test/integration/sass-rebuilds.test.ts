// docusaurus-plugin-sass's options decide the CSS as much as the stylesheets do: a build in the same process (as
// `serve` rebuilds after the config changes) compiles again when they change, though no stylesheet did — a function
// closing over another value included. Each stylesheet is compiled once while it, what it uses and the options stay.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type SiteBuild } from '../../generator/build.ts';
import type { OutputMap } from '../../generator/types.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (data: string) => `
export default {
  title: 'Looms', url: 'https://looms.example.org', plugins: [['docusaurus-plugin-sass', { additionalData: (text) => ${JSON.stringify(data)} + text }]],
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false, pages: false, theme: { customCss: './src/custom.scss' }, }]],
  clientModules: ['./src/client.scss'],
};
`;

const FILES = {
  'src/custom.scss': '.loom { width: $w; }\n',
  'src/client.scss': '.bobbin { height: $w; }\n',
  'src/weft.module.scss': '.weft { border-width: $w; }\n',
  'src/shed.module.scss': '.shed { margin: $w; }\n',
  'src/Weft.js': "import React from 'react';\nimport styles from './weft.module.scss';\nexport default function Weft() { return <i className={styles.weft}>w</i>; }\n",
  // An island: its stylesheet comes with its browser bundle.
  'src/Shed.js': "import React, { useState } from 'react';\nimport styles from './shed.module.scss';\nexport default function Shed() { const [n, setN] = useState(0); return <button className={styles.shed} onClick={() => setN(n + 1)}>{n}</button>; }\n",
  'docs/weave.mdx': "---\ntitle: Weave\n---\n\nimport Weft from '@site/src/Weft';\nimport Shed from '@site/src/Shed';\n\n<Weft />\n\n<Shed />\n",
};

type Built = SiteBuild<OutputMap>;

/**
 * The site built, and checked: the island's browser code names the class the page's HTML has. After `previous`,
 * built as `serve` rebuilds: with its cache, its unchanged pages taken over, and the config `loaded` before if given
 * (a rebuild after a content change) or loaded again (after the config changed).
 */
async function built(file: string, previous?: Built, loaded?: Awaited<ReturnType<typeof loadConfig>>): Promise<Built> {
  const next: OutputMap = new Map();
  const reuse = (f: string) => (previous?.files.has(f) ? (next.set(f, previous.files.get(f)!), true) : false);
  const site = await buildSite(loaded ?? (await loadConfig(file)), previous ? { cache: previous.cache, reuse, changedFiles: new Set([file]) } : {}, next);
  const text = (re: RegExp) => [...site.files].filter(([f]) => re.test(f)).map(([, c]) => Buffer.from(c).toString()).join('\n');
  const shed = /class="(shed_\w+)"/.exec(text(/\.html$/))?.[1];
  assert.ok(shed && text(/\.js$/).includes(shed), `the island's code names ${shed}, as its HTML does`);
  return site;
}

/** The site's files, with this repository's sass installed in it. */
function withSass(files: Record<string, string>): string {
  const dir = tmpSite(files);
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/sass'), path.join(dir, 'node_modules/sass'));
  return dir;
}

const sheets = (site: Built) => [...site.files].filter(([f]) => /\.css$/.test(f)).map(([, c]) => Buffer.from(c).toString()).join('\n');

test('a second build with another additionalData function: every stylesheet compiled with the new one', async () => {
  const dir = withSass({ ...FILES, 'docusaurus.config.js': config('$w: 3px;\n') });
  const file = path.join(dir, 'docusaurus.config.js');
  const one = await built(file);
  const first = sheets(one);
  for (const rule of [/\.loom ?\{\s*width: ?3px\b/, /\.bobbin ?\{\s*height: ?3px\b/, /\.weft\S* ?\{\s*border-width: ?3px\b/, /\.shed\S* ?\{\s*margin: ?3px\b/]) assert.match(first, rule);
  writeFileSync(file, config('$w: 5px;\n'));
  const second = sheets(await built(file, one));
  for (const rule of [/\.loom ?\{\s*width: ?5px\b/, /\.bobbin ?\{\s*height: ?5px\b/, /\.weft\S* ?\{\s*border-width: ?5px\b/, /\.shed\S* ?\{\s*margin: ?5px\b/]) assert.match(second, rule);
  assert.not.match(second, /\.(loom|bobbin|weft|shed)\S* ?\{[^}]*3px/, 'no stylesheet kept from the first build');
});

/** A site whose `additionalData` function closes over `width` (its source the same whatever the width). */
const closing = (width: string) => `
import * as sass from 'sass';
const width = ${JSON.stringify(width)};
const counted = { info: sass.info, compile: sass.compile, compileString: (text, options) => ((globalThis.sassCompiled ??= []).push(String(options.url).replace(/^.*\\//, '')), sass.compileString(text, options)) };
export default {
  title: 'Looms', url: 'https://looms.example.org', plugins: [['docusaurus-plugin-sass', { implementation: counted, additionalData: (text) => '$w: ' + width + ';\\n' + text }]],
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false, pages: false, theme: { customCss: './src/custom.scss' } }]],
  clientModules: ['./src/client.scss'],
};
`;

const compiles = () => ((globalThis as { sassCompiled?: string[] }).sassCompiled ??= []).splice(0);
const counts = (names: string[]) => Object.fromEntries([...new Set(names)].sort().map((n) => [n, names.filter((m) => m === n).length]));

test('an additionalData function of the same source closing over another value: compiled again with the new value', async () => {
  const dir = withSass({ ...FILES, 'docusaurus.config.mjs': closing('3px') });
  const file = path.join(dir, 'docusaurus.config.mjs');
  const one = await built(file);
  assert.match(sheets(one), /\.shed\S* ?\{\s*margin: ?3px\b/);
  writeFileSync(file, closing('5px'));
  const second = sheets(await built(file, one));
  for (const rule of [/\.loom ?\{\s*width: ?5px\b/, /\.bobbin ?\{\s*height: ?5px\b/, /\.weft\S* ?\{\s*border-width: ?5px\b/, /\.shed\S* ?\{\s*margin: ?5px\b/]) assert.match(second, rule);
  compiles();
});

test('each stylesheet compiled once a build; a rebuild compiles only what changed, a partial it uses included', async () => {
  const dir = withSass({ ...FILES, 'src/weft.module.scss': "@use 'tokens';\n.weft { border-width: $w; color: tokens.$ink; }\n", 'src/_tokens.scss': '$ink: #203040;\n', 'docusaurus.config.mjs': closing('3px') });
  const file = path.join(dir, 'docusaurus.config.mjs');
  const loaded = await loadConfig(file);
  compiles();
  const one = await built(file, undefined, loaded);
  const all = { 'client.scss': 1, 'custom.scss': 1, 'shed.module.scss': 1, 'weft.module.scss': 1 };
  assert.equal(counts(compiles()), all, 'each once, though modules are read by several loaders and bundles');
  const two = await built(file, one, loaded);
  assert.equal(counts(compiles()), {}, 'nothing changed: nothing compiled');
  writeFileSync(path.join(dir, 'src/_tokens.scss'), '$ink: #405060;\n');
  const three = await built(file, two, loaded);
  assert.equal(counts(compiles()), { 'weft.module.scss': 1 }, 'only the module using the partial');
  assert.match(sheets(three), /\.weft\S* ?\{[^}]*color: ?#405060/);
});

test.run();
