// A site plugin's `allContentLoaded({allContent, actions})` (Docusaurus 3.6+): it runs after every contentLoaded, with
// the docs' content in the docs plugin's shape (each instance's loadedVersions and their docs), and what it makes —
// a createData file its configureWebpack aliases, an addRoute page — reaches the site (content/plugins/all-content.ts).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const text = (v: string | Uint8Array | undefined) => (typeof v === 'string' ? v : new TextDecoder().decode(v));

const PLUGIN = `module.exports = function indexPlugin() {
  let indexPath;
  return {
    name: 'doc-index',
    async allContentLoaded({ allContent, actions }) {
      const entries = [];
      for (const [id, content] of Object.entries(allContent['docusaurus-plugin-content-docs'])) {
        for (const version of content.loadedVersions) {
          for (const doc of version.docs) entries.push([id, version.versionName, doc.id, doc.title, doc.permalink, doc.source, doc.description, doc.draft].join('|'));
        }
      }
      entries.sort();
      indexPath = await actions.createData('index.json', JSON.stringify(entries));
      actions.addRoute({ path: '/kb/all-docs', component: '@site/src/AllDocs.js', modules: { entries: indexPath } });
    },
    configureWebpack() {
      return { resolve: { alias: { '@doc-index': indexPath } } };
    },
  };
};
`;

test('allContentLoaded reads every docs instance\'s docs; its data file, aliased, and its route reach the pages', async () => {
  const dir = tmpSite({
    'site/docusaurus.config.js': `module.exports = { title: 'Kb', url: 'https://kb.example.org', baseUrl: '/kb/',
      presets: [['classic', { docs: { path: '../handbook' }, blog: false }]],
      plugins: ['./src/index-plugin.js', ['@docusaurus/plugin-content-docs', { id: 'guides', path: 'guides', routeBasePath: 'guides' }]] };\n`,
    'site/src/index-plugin.js': PLUGIN,
    'site/src/AllDocs.js': "export default function AllDocs({ entries }) { return <ul>{entries.map((e) => <li key={e}>{e}</li>)}</ul>; }\n",
    'site/src/Count.js': "import index from '@doc-index';\nexport default function Count() { return <b>{index.length} docs</b>; }\n",
    'handbook/intro.mdx': "---\ndescription: Where to start\n---\n\nimport Count from '@site/src/Count';\n\n# Start here\n\n<Count />\n",
    'site/guides/setup.md': '---\ntitle: Setting up\n---\n\nFirst steps.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'site/docusaurus.config.js')));
  const list = text(built.files.get('all-docs/index.html'));
  assert.match(list, /<li>default\|current\|intro\|Start here\|\/kb\/docs\/intro\|@site\/\.\.\/handbook\/intro\.mdx\|Where to start\|false<\/li>/, list);
  assert.match(list, /<li>guides\|current\|setup\|Setting up\|\/kb\/guides\/setup\|@site\/guides\/setup\.md\|First steps\.\|false<\/li>/);
  assert.match(text(built.files.get('docs/intro/index.html')), /<b>2 docs<\/b>/);
  const notBuilt = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.not.match(notBuilt, /doc-index/, 'the plugin is not named as not built');
});

test.run();
