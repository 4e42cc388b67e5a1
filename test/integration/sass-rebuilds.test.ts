// docusaurus-plugin-sass's options decide the CSS as much as the stylesheets do: a build in the same process (as
// `serve` rebuilds after the config changes) compiles again when they change, though no stylesheet did.
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
 * built as `serve` rebuilds when the config changed: with its cache, its unchanged pages taken over.
 */
async function built(file: string, previous?: Built): Promise<Built> {
  const next: OutputMap = new Map();
  const reuse = (f: string) => (previous?.files.has(f) ? (next.set(f, previous.files.get(f)!), true) : false);
  const site = await buildSite(await loadConfig(file), previous ? { cache: previous.cache, reuse, changedFiles: new Set([file]) } : {}, next);
  const text = (re: RegExp) => [...site.files].filter(([f]) => re.test(f)).map(([, c]) => Buffer.from(c).toString()).join('\n');
  const shed = /class="(shed_\w+)"/.exec(text(/\.html$/))?.[1];
  assert.ok(shed && text(/\.js$/).includes(shed), `the island's code names ${shed}, as its HTML does`);
  return site;
}

const sheets = (site: Built) => [...site.files].filter(([f]) => /\.css$/.test(f)).map(([, c]) => Buffer.from(c).toString()).join('\n');

test('a second build with another additionalData function: every stylesheet compiled with the new one', async () => {
  const dir = tmpSite({ ...FILES, 'docusaurus.config.js': config('$w: 3px;\n') });
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/sass'), path.join(dir, 'node_modules/sass'));
  const file = path.join(dir, 'docusaurus.config.js');
  const one = await built(file);
  const first = sheets(one);
  for (const rule of [/\.loom ?\{\s*width: ?3px\b/, /\.bobbin ?\{\s*height: ?3px\b/, /\.weft\S* ?\{\s*border-width: ?3px\b/, /\.shed\S* ?\{\s*margin: ?3px\b/]) assert.match(first, rule);
  writeFileSync(file, config('$w: 5px;\n'));
  const second = sheets(await built(file, one));
  for (const rule of [/\.loom ?\{\s*width: ?5px\b/, /\.bobbin ?\{\s*height: ?5px\b/, /\.weft\S* ?\{\s*border-width: ?5px\b/, /\.shed\S* ?\{\s*margin: ?5px\b/]) assert.match(second, rule);
  assert.not.match(second, /\.(loom|bobbin|weft|shed)\S* ?\{[^}]*3px/, 'no stylesheet kept from the first build');
});

test.run();
