// `@generated/docusaurus.config` in an MDX doc, a React page and an island: the site's config as Docusaurus
// generates it for the browser (its custom fields and theme config too), on the server and in the island's bundle.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const dir = tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'Lantern', url: 'https://lantern.example', customFields: { wick: 'braided' }, themeConfig: { lamp: { glow: 'amber' } }, presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n",
  'docs/intro.mdx': "import siteConfig from '@generated/docusaurus.config';\nimport Dimmer from '@site/src/components/Dimmer';\n\n# Intro\n\nThe {siteConfig.title} wick is {siteConfig.customFields.wick}.\n\n<Dimmer />\n",
  'src/components/Dimmer.js': "import { useState } from 'react';\nimport config from '@generated/docusaurus.config';\nexport default function Dimmer() { const [on, setOn] = useState(false); return <button onClick={() => setOn(!on)}>{on ? 'off' : config.themeConfig.lamp.glow}</button>; }\n",
  'src/pages/about.js': "import config from '@generated/docusaurus.config';\nexport default function About() { return <p className=\"about\">{config.baseUrl}{config.title}</p>; }\n",
});
const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
const text = (f: string) => { const v = site.files.get(f); return typeof v === 'string' ? v : new TextDecoder().decode(v); };

test('an MDX doc reads the config: its title and custom fields', () => {
  assert.match(text('docs/intro/index.html'), /<p>The Lantern wick is braided\.<\/p>/);
});

test('an island reads it on the server and in the browser (its bundle has the config)', () => {
  const html = text('docs/intro/index.html');
  assert.match(html, /data-island-src="\/(assets\/island-Dimmer[^"]+\.js)"[^>]*><button>amber<\/button>/);
  const chunk = /data-island-src="\/(assets\/island-Dimmer[^"]+\.js)"/.exec(html)![1]!;
  const all = [...site.files.keys()].filter((f) => f.startsWith('assets/') && f.endsWith('.js')).map(text).join('\n');
  assert.ok(site.files.has(chunk));
  assert.match(all, /"?glow"?:\s*"amber"/, "the config's data ships with the island");
});

test('a React page reads it', () => {
  assert.match(text('about/index.html'), /<p class="about">\/Lantern<\/p>/);
  assert.equal(site.warnings.filter((w) => /generated/.test(w.message)), []);
});

test.run();
