// Issue 11.9: every error says where (file:line:col, 1-based) and how to fix it.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const SIDEBARS_CONFIG = "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs', sidebarPath: 'sidebars.js' } };\n";

async function problems(files: Record<string, string>): Promise<{ dir: string; message: string }> {
  const dir = tmpSite(files);
  const err = await loadConfig(path.join(dir, 'site.config.ts')).then((loaded) => buildSite(loaded)).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError, String(err));
  return { dir, message: (err as BuildError).message };
}

test('a duplicate route names the line of the slug that made it', async () => {
  const { dir, message } = await problems({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', 'docs/b.md': '---\ntitle: B\nslug: /a\n---\n# B\n' });
  assert.match(message, `${path.join(dir, 'docs/b.md')}:3:1: duplicate route "/docs/a", also produced by ${path.join(dir, 'docs/a.md')}`);
});

test('_category_.json key errors name the line of the key', async () => {
  const { dir, message } = await problems({
    'site.config.ts': MINIMAL_CONFIG, 'docs/g/a.md': '# A\n',
    'docs/g/_category_.json': '{\n  "label": "G",\n  "positon": 2,\n  "collapsed": "yes"\n}\n',
  });
  const file = path.join(dir, 'docs/g/_category_.json');
  assert.match(message, `${file}:3:3: unknown key(s) "positon" in category file`);
  assert.match(message, `${file}:4:3: category key "collapsed" must be true or false, got "yes"`);
});

test('a config file that throws: the line that threw, and a hint', async () => {
  const { dir, message } = await problems({ 'site.config.ts': "const check = () => {\n  throw new Error('no title');\n};\ncheck();\nexport default {};\n" });
  assert.match(message, `${path.join(dir, 'site.config.ts')}:2:`);
  assert.match(message, /threw while loading: no title\n {2}hint: /);
});

test('a sidebars file that throws: the line in that file', async () => {
  const { dir, message } = await problems({ 'site.config.ts': SIDEBARS_CONFIG, 'docs/a.md': '# A\n', 'sidebars.js': "const x = {};\n\nmodule.exports = { docs: x.y.z };\n" });
  assert.match(message, `${path.join(dir, 'sidebars.js')}:3:`);
  assert.match(message, /threw while loading: Cannot read properties of undefined/);
});

test('a sidebars value that holds itself, or nests thousands deep, is an error, not a stack overflow', async () => {
  const cyclic = await problems({
    'site.config.ts': SIDEBARS_CONFIG, 'docs/a.md': '# A\n',
    'sidebars.js': "const cat = { type: 'category', label: 'Loop', items: ['a'] };\ncat.items.push(cat);\nmodule.exports = { docs: [cat] };\n",
  });
  assert.match(cyclic.message, /sidebars\.js: sidebar item nests itself at sidebar "docs"\[0\] > Loop\[1\] > Loop\n {2}hint: /);
  const deep = await problems({
    'site.config.ts': SIDEBARS_CONFIG, 'docs/a.md': '# A\n',
    'sidebars.js': "let items = ['a'];\nfor (let i = 0; i < 20000; i++) items = [{ type: 'category', label: 'L', items }];\nmodule.exports = { docs: items };\n",
  });
  assert.match(deep.message, /sidebar items nest more than 100 levels deep at sidebar "docs"\[0\]/);
});

test('compile errors have 1-based columns', async () => {
  const { dir, message } = await problems({ 'site.config.ts': "export default {\n  title: 'T',,\n};\n" });
  // `,,`: the second comma, at column 14 counting from 1.
  assert.match(message, `${path.join(dir, 'site.config.ts')}:2:14: does not compile`);
});

test('an island that cannot be bundled for the browser: the line of the import the browser lacks', async () => {
  const { dir, message } = await problems({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.mdx': "import Size from '@site/src/Size';\n\n# A\n\n<Size />\n",
    'src/Size.tsx': "import { useState } from 'react';\nimport { statSync } from 'node:fs';\n\nexport default function Size() {\n  const [size] = useState(() => statSync('.').size);\n  return <span>{size}</span>;\n}\n",
  });
  assert.match(message, `${path.join(dir, 'src/Size.tsx')}:2:`);
  assert.match(message, /cannot bundle an island for the browser: .*node:fs.*\n {2}hint: /);
});

test.run();
