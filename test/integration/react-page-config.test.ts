// A React page is handed the site's config as its `config` prop (as Docusaurus 1 pages read it); a page with state
// is an island, whose props cross to the browser in its HTML: the docs' view of the config crosses, never the whole
// config, which holds the build machine's paths (`sidebarPath`, `clientModules`).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import type { OutputMap } from '../../generator/types.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

test("a stateful React page's island carries the config's docs view, no path of the build machine", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Reels', url: 'https://reels.example.org', clientModules: [require.resolve('./src/log.js')],
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  themeConfig: { navbar: { title: 'Reels' } },
};
`,
    'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    'src/log.js': 'export function onRouteDidUpdate() {}\n',
    'docs/intro.md': '# Intro\n\nFilm.\n',
    'src/pages/spool.js': "import React, { useState } from 'react';\nexport default function Spool({ config }) { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{`${config.title} ${n}`}</button>; }\n",
  });
  const out: OutputMap = new Map();
  await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')), {}, out);
  const html = Buffer.from(out.get('spool/index.html') ?? out.get('spool.html') ?? '').toString();
  assert.match(html, /data-island="site"/, 'the page is an island');
  assert.match(html, />Reels 0</, 'drawn with the config it was handed');
  assert.not.ok(html.includes(dir), 'no path of the build machine in the page');
  assert.not.match(html, /sidebarPath|clientModules/);
});

test.run();
