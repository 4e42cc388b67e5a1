// The order Docusaurus loads a site's plugins in, read from its config (docusaurus/plugin-order.ts), which settles
// routes its sort leaves tied.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readPresets } from '../../generator/docusaurus/presets.ts';
import { loadedEntries, pluginOrderOf } from '../../generator/docusaurus/plugin-order.ts';
import type { Obj } from '../../generator/values.ts';

const FILE = '/site/docusaurus.config.js';
/** An inline preset that returns one pages plugin with id `id`. */
const presetWithPages = (id: string) => () => ({ plugins: [['@docusaurus/plugin-content-pages', { id }]] });

async function order(c: Obj): Promise<string[]> {
  const { docs, blog, pages, plugins, beforeClassic } = await readPresets(c, FILE);
  return pluginOrderOf({ ...(docs ? { docs } : {}), blog, pages, beforeClassic }, loadedEntries(plugins, c), new Map());
}

test('a preset listed before the classic one: its plugins load first, then classic\'s, then the later preset\'s and the config\'s', async () => {
  const c = { presets: [[presetWithPages('early'), {}], ['classic', { blog: { id: 'news' } }], [presetWithPages('late'), {}]], plugins: [['@docusaurus/plugin-content-docs', { id: 'api' }]] };
  assert.equal(await order(c), ['pages:early', 'docs:default', 'blog:news', 'pages:default', 'pages:late', 'docs:api']);
});

test('the classic preset first or alone: its plugins first; without it, the other presets\' plugins in their order', async () => {
  assert.equal(await order({ presets: [['classic', { blog: false }], [presetWithPages('late'), {}]] }), ['docs:default', 'pages:default', 'pages:late']);
  assert.equal(await order({ presets: [[presetWithPages('a'), {}], [presetWithPages('b'), {}]] }), ['pages:a', 'pages:b']);
});

test.run();
