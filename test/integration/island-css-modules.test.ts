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

// A shade that toggles its class, composed from a base module's; the base's class drawn on its own too.
const SHADE = "import { useState } from 'react';\nimport styles from './shade.module.css';\nimport base from './base.module.css';\n"
  + 'export default function Shade() { const [up, setUp] = useState(false); return <><b className={base.glass}>glass</b><button className={up ? styles.up : styles.down} onClick={() => setUp(!up)}>shade</button></>; }\n';

test("a class composed from another module has that module's own name, on the server and in the browser, its rules once", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamp', url: 'https://lamp.example.org', presets: [['classic', { blog: false, pages: false }]] };\n",
    'docs/intro.mdx': "# Intro\n\nimport Shade from '@site/src/components/Shade';\n\n<Shade />\n",
    'src/components/Shade.js': SHADE,
    'src/components/base.module.css': '.glass { border: 1px solid silver; }\n',
    'src/components/shade.module.css': ".down { composes: glass from './base.module.css'; color: gray; }\n.up { composes: glass from \"./base.module.css\"; color: gold; }\n",
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const text = (f: string) => { const d = built.files.get(f); return typeof d === 'string' ? d : Buffer.from(d as Uint8Array).toString('utf8'); };
  const html = text('docs/intro/index.html');
  const glass = /<b class="([^"]+)"/.exec(html)?.[1];
  const down = /<button class="([^"]+)"/.exec(html)?.[1]?.split(' ');
  assert.ok(glass && /^base_glass_[0-9a-f]{6}$/.test(glass), String(glass));
  // The composed class is the base module's own, not one named with shade's hash.
  assert.is(down?.length, 2, String(down));
  assert.ok(down!.includes(glass!), `${down} holds ${glass}`);
  const js = [...built.files.keys()].filter((f) => /^assets\/island-.*\.js$/.test(f)).map(text).join('\n');
  const up = down!.find((n) => n !== glass)!.replace('_down_', '_up_');
  assert.ok(js.includes(`"${up} ${glass}"`) || js.includes(`"${glass} ${up}"`), 'the browser composes the same names');
  const css = [...built.files.keys()].filter((f) => f.endsWith('.css')).map(text).join('\n');
  // Every name the glass class has, anywhere, is the base module's.
  for (const n of `${html}\n${js}\n${css}`.matchAll(/\bbase_glass_\w*/g)) assert.is(n[0], glass);
  assert.match(css, new RegExp(`\\.${glass}\\s*\\{\\s*border:\\s*1px solid silver`));
});

test.run();
