// Two routes at one path that Docusaurus's route sort leaves tied: the page built is the one of the plugin it loads
// first (its loadPluginConfigs: the preset's docs, blog and pages, then the config's `plugins` in their order, then
// its `themes`), whatever kind of content each is.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (plugins: string, preset = 'blog: false, docs: false') => `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org', onDuplicateRoutes: 'warn',
  themeConfig: { navbar: { title: 'Orchard', items: [] } },
  presets: [['classic', { ${preset} }]],
  plugins: [${plugins}],
};
`;

const newsBlog = "['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', onUntruncatedBlogPosts: 'ignore' }]";
const files = {
  'news/2024-05-01-bloom.md': '---\ntitle: Bloom\n---\n\nFrom the news blog.\n',
  'plugins/harvest.js': "module.exports = () => ({ name: 'harvest', async contentLoaded({ actions }) { actions.addRoute({ path: '/news', component: '@site/src/Harvest', exact: true }); } });\n",
  'src/Harvest.js': 'export default function Harvest() { return <h1>Harvest from the plugin</h1>; }\n',
};

const build = async (site: Record<string, string>) => {
  const dir = tmpSite(site);
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { page: String(built.files.get('news/index.html')), duplicates: built.warnings.filter((w) => w.message.startsWith('duplicate route')).length };
};

test("the preset's pages come before a blog the config's plugins add: the page at the blog's path is built", async () => {
  const { page, duplicates } = await build({ ...files, 'docusaurus.config.js': config(newsBlog), 'src/pages/news.md': '# News from the pages\n' });
  assert.is(duplicates, 1);
  assert.match(page, /News from the pages/);
  assert.not.match(page, /From the news blog|Bloom/);
});

test("the config's plugins in their order: a plugin's addRoute listed before a blog instance wins its path, and after it loses", async () => {
  const before = await build({ ...files, 'docusaurus.config.js': config(`'./plugins/harvest', ${newsBlog}`) });
  assert.is(before.duplicates, 1);
  assert.match(before.page, /Harvest from the plugin/);
  const after = await build({ ...files, 'docusaurus.config.js': config(`${newsBlog}, './plugins/harvest'`) });
  assert.match(after.page, /Bloom/);
  assert.not.match(after.page, /Harvest from the plugin/);
});

test.run();
