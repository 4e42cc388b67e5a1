// A package required (`require('pkg')`) by a site's code resolves by its `module` field before its `main`, as webpack
// resolves it for Docusaurus: a UMD `main` that requires its own parts at run time cannot run from a bundle
// (mdx/module-field.ts; the server bundle's mainFields in mdx/theme-bundle.ts).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const text = (v: string | Uint8Array | undefined) => (typeof v === 'string' ? v : new TextDecoder().decode(v));
const article = (html: string) => /<article class="markdown">([\s\S]*?)<\/article>/.exec(html)![1]!;

// A UMD build: the factory is given `require`, so the bundler cannot see the parts it requires.
const UMD = '(function (factory) { var v = factory(require, exports); if (v !== undefined) module.exports = v; })(function (require, exports) { exports.word = require("./part").word; });\n';
const PACKAGE = {
  'node_modules/umd-words/package.json': JSON.stringify({ name: 'umd-words', main: './umd/main.js', module: './esm/main.js' }),
  'node_modules/umd-words/umd/main.js': UMD,
  'node_modules/umd-words/umd/part.js': "exports.word = 'main build';\n",
  'node_modules/umd-words/esm/main.js': "export const word = 'module build';\n",
};

test('a site component that imports or requires a package with a UMD main and a module build renders on the server and in the browser', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    ...PACKAGE,
    'src/word.js': "import { word } from 'umd-words';\nexport function Word() { return <b>{word}</b>; }\n",
    'src/pick.js': "import { useState } from 'react';\nconst words = require('umd-words');\nexport function Pick() { const [on, set] = useState(false); return <button onClick={() => set(!on)}>{words.word}</button>; }\n",
    'docs/a.mdx': "import { Word } from '@site/src/word';\nimport { Pick } from '@site/src/pick';\n\n# A\n\n<Word />\n\n<Pick />\n",
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const html = article(text(site.files.get('docs/a/index.html')));
  assert.match(html, /<b>module build<\/b>/, html);
  assert.match(html, /data-island-export="Pick"[^>]*><button>module build<\/button>/, html);
  const browser = [...site.files].filter(([f]) => /^assets\/island-/.test(f)).map(([, v]) => text(v)).join('\n');
  assert.match(browser, /module build/);
  assert.not.match(browser, /main build|\.\/part/);
});

test.run();
