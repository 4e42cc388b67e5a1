// A site's islands are bundled once for all its locales (each a build in one process) and `serve`'s rebuilds: each
// locale names the same files under its own base URL; a file they were made from changing makes them again.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleIslands } from '../../generator/mdx/islands.ts';
import { resolvePlugin } from '../../generator/mdx/resolve.ts';
import { createMdxCompiler } from '../../generator/mdx/compile.ts';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const text = (data: string | Uint8Array | undefined) => (typeof data === 'string' ? data : Buffer.from(data ?? []).toString('utf8'));
const COUNTER = "import React, { useState } from 'react';\nimport { label } from './label.js';\nimport note from '!!raw-loader!./note.txt';\nexport default function Counter() { const [n, setN] = useState(0); return <button title={note} onClick={() => setN(n + 1)}>{label} {n}</button>; }\n";

test('the same islands: one bundle, named under each locale\'s base URL; an edited file they import (as code or raw text): a new one', async () => {
  const dir = tmpSite({ 'src/Counter.js': COUNTER, 'src/label.js': "export const label = 'anvil';\n", 'src/note.txt': 'tongs' });
  const counter = path.join(dir, 'src/Counter.js');
  const make = (base: string) => bundleIslands([counter], resolvePlugin({ siteDir: dir }), dir, (p) => `${base}${p}`, new Map(), undefined, false, { key: 'site', markdown: '{}' });
  const en = await make('');
  const fr = await make('/fr');
  assert.is(fr.files, en.files, 'another locale: the same files');
  assert.match(en.urls[counter]!, /^\/assets\/island-Counter-0\.\w+\.js$/);
  assert.is(fr.urls[counter], `/fr${en.urls[counter]}`);
  writeFileSync(path.join(dir, 'src/label.js'), "export const label = 'bellows';\n");
  const edited = await make('');
  assert.is.not(edited.files, en.files);
  assert.ok([...edited.files.values()].some((data) => text(data).includes('bellows')));
  // A file read as raw text (a plugin's namespace) counts too.
  writeFileSync(path.join(dir, 'src/note.txt'), 'pliers');
  const noted = await make('');
  assert.is.not(noted.files, edited.files);
  assert.ok([...noted.files.values()].some((data) => text(data).includes('pliers')));
  // Without a key (a caller that cannot say what else shapes it): made each time.
  const unkeyed = () => bundleIslands([counter], resolvePlugin({ siteDir: dir }), dir, (p) => p);
  assert.is.not((await unkeyed()).files, (await unkeyed()).files);
});

test('islands holding a docs partial are made again for another Markdown setup (its words); others are not', async () => {
  const dir = tmpSite({ 'src/Counter.js': COUNTER, 'src/label.js': "export const label = 'anvil';\n", 'src/note.txt': 'tongs', 'docs/_part.md': 'Part.\n',
    'src/WithPart.js': "import React, { useState } from 'react';\nimport Part from '@site/docs/_part.md';\nexport default function WithPart() { const [n] = useState(0); return <div>{n}<Part /></div>; }\n" });
  const compiler = createMdxCompiler(createCodeHighlighter);
  const make = (file: string, markdown: string) => bundleIslands([path.join(dir, file)], resolvePlugin({ siteDir: dir, mdx: { docsDir: path.join(dir, 'docs'), compiler } }), dir, (p) => p, new Map(), undefined, false, { key: 'site', markdown });
  const part = await make('src/WithPart.js', '{"words":"en"}');
  assert.is(part.files, (await make('src/WithPart.js', '{"words":"en"}')).files, 'the same setup: reused');
  assert.is.not((await make('src/WithPart.js', '{"words":"fr"}')).files, part.files, 'another setup: made again');
  const plain = await make('src/Counter.js', '{"words":"en"}');
  assert.is((await make('src/Counter.js', '{"words":"fr"}')).files, plain.files, 'no partial: shared');
});

test('islands importing @generated/docusaurus.config are made again for another locale\'s config (its base URL); others are not', async () => {
  const dir = tmpSite({ 'src/Counter.js': COUNTER, 'src/label.js': "export const label = 'anvil';\n", 'src/note.txt': 'tongs',
    'src/Home.js': "import React, { useState } from 'react';\nimport config from '@generated/docusaurus.config';\nexport default function Home() { const [n] = useState(0); return <a href={config.baseUrl}>{n}</a>; }\n" });
  const make = (file: string, baseUrl: string) => {
    const config = JSON.stringify({ baseUrl });
    return bundleIslands([path.join(dir, file)], resolvePlugin({ siteDir: dir, generatedConfig: config }), dir, (p) => p, new Map(), undefined, false, { key: 'site', markdown: '{}', config });
  };
  const en = await make('src/Home.js', '/');
  assert.is(en.files, (await make('src/Home.js', '/')).files, 'the same config: reused');
  const fr = await make('src/Home.js', '/fr/');
  assert.is.not(fr.files, en.files, 'another config: made again');
  assert.ok([...fr.files.values()].some((data) => text(data).includes('"/fr/"')));
  const plain = await make('src/Counter.js', '/');
  assert.is((await make('src/Counter.js', '/fr/')).files, plain.files, 'no config import: shared');
});

test.run();
