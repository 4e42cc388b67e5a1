// A CSS module in an island has the same class names in the browser as on the server: the HTML and stylesheet carry
// the server's, and a hydrated component that changes a className (`!isBrowser && styles.waiting`) must keep styled
// names. (esbuild's minified browser bundle used to rename them: `styles.lamp` → `e`.)
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

test('an island\'s CSS module names are the server\'s, in its browser bundle and in the stylesheet', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamp', url: 'https://lamp.example.org', presets: [['classic', { blog: false, pages: false }]] };\n",
    'docs/intro.mdx': "# Intro\n\nimport Lamp from '@site/src/components/Lamp';\n\n<Lamp />\n",
    'src/components/Lamp.js': `import { useState } from 'react';
import styles from './lamp.module.css';
export default function Lamp() {
  const [on, setOn] = useState(false);
  return <button className={on ? styles.lit : styles.lamp} onClick={() => setOn(!on)}>lamp</button>;
}
`,
    'src/components/lamp.module.css': '.lamp { color: gray; }\n.lit { composes: lamp; color: gold; }\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const files = [...built.files.keys()];
  const text = (f: string) => { const d = built.files.get(f); return typeof d === 'string' ? d : Buffer.from(d as Uint8Array).toString('utf8'); };
  const html = text('docs/intro/index.html');
  const lamp = /<button class="([^"]+)"/.exec(html)?.[1];
  assert.ok(lamp && /^lamp_lamp_[0-9a-f]{6}$/.test(lamp), `the server's name: ${lamp}`);
  const js = files.filter((f) => /^assets\/island-.*\.js$/.test(f)).map(text).join('\n');
  assert.ok(js.includes(`"${lamp}"`), 'the browser bundle names the class as the server does');
  assert.ok(js.includes(`"${lamp} ${lamp.replace('lamp_lamp', 'lamp_lit')}"`), 'composes: both names');
  const css = files.filter((f) => f.endsWith('.css')).map(text).join('\n');
  assert.match(css, new RegExp(`\\.${lamp}\\s*\\{\\s*color:\\s*gray`));
});

test('so are a .module.scss file\'s, compiled with the site\'s sass', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamp', url: 'https://lamp.example.org', plugins: ['docusaurus-plugin-sass'], presets: [['classic', { blog: false, pages: false }]] };\n",
    'docs/intro.mdx': "# Intro\n\nimport Wick from '@site/src/components/Wick';\n\n<Wick />\n",
    'src/components/Wick.js': "import { useState } from 'react';\nimport styles from './wick.module.scss';\nexport default function Wick() { const [on, setOn] = useState(false); return <i className={on ? styles.lit : styles.wick} onClick={() => setOn(!on)}>wick</i>; }\n",
    'src/components/wick.module.scss': '$c: gray;\n.wick { color: $c; }\n.lit { color: gold; }\n',
  });
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/sass'), path.join(dir, 'node_modules/sass'));
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const text = (f: string) => { const d = built.files.get(f); return typeof d === 'string' ? d : Buffer.from(d as Uint8Array).toString('utf8'); };
  const wick = /<i class="([^"]+)"/.exec(text('docs/intro/index.html'))?.[1];
  assert.ok(wick && /^wick_(module_)?wick_[0-9a-f]{6}$/.test(wick), `the server's name: ${wick}`);
  const js = [...built.files.keys()].filter((f) => /^assets\/island-.*\.js$/.test(f)).map(text).join('\n');
  assert.ok(js.includes(`"${wick}"`) && js.includes(`"${wick.replace('_wick_', '_lit_')}"`));
});

test.run();
