// A Docusaurus config's `onDuplicateRoutes` (issue 23): two pages at one path warn by default, naming both, and the
// page built is the one Docusaurus's router matches first (a page's flat route before a doc's nested one); 'throw'
// fails, 'ignore' is silent. And its docs' unknown frontmatter keys pass silently, as its schemas let them.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (extra: string) => `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org', ${extra}
  themeConfig: { navbar: { title: 'Orchard', items: [] } },
  presets: [['classic', { blog: false, docs: { editUrl: 'https://git.example.org/orchard/edit/main/' } }]],
};
`;

async function build(extra: string) {
  const dir = tmpSite({
    'docusaurus.config.js': config(extra),
    'docs/intro.md': '---\nuid: intro-page\n---\n# Intro\n\nPrune in winter: [the page](/docs/pruning#only-in-the-page), [the doc](/docs/pruning#only-in-the-doc).\n',
    'docs/pruning.md': '# Pruning from the docs\n\n## Only in the doc\n\nCut above a bud, zebraword.\n\n[gone](/nowhere)\n',
    'src/pages/docs/pruning.md': '# Pruning from the pages\n\n## Only in the page\n\nA page of its own, giraffeword.\n',
  });
  return buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
}

const duplicates = (warnings: { message: string }[]) => warnings.filter((w) => w.message.startsWith('duplicate route')).map((w) => w.message);

test('by default a duplicate route warns naming both files, and the page (flat route) is built, not the doc', async () => {
  const built = await build('');
  assert.equal(duplicates(built.warnings).map((m) => m.replace(/\/\S*docsgen-test-\w+/g, '')), [
    'duplicate route "/docs/pruning", also produced by /src/pages/docs/pruning.md, whose page is built (Docusaurus\'s router matches its route first)',
  ]);
  assert.is(built.warnings.find((w) => w.message.startsWith('duplicate route'))!.pos.file.endsWith('docs/pruning.md'), true);
  const html = String(built.files.get('docs/pruning/index.html'));
  assert.match(html, /Pruning from the pages/);
  assert.not.match(html, /Pruning from the docs/);
  assert.is(built.routes.filter((r) => r.path === '/docs/pruning').length, 1);
});

test('only the page built is searched, checked for links and listed in the sitemap', async () => {
  const built = await build('');
  const searchDocs = [...built.files].filter(([f]) => /search-docs\.[^/]*json$/.test(f)).map(([, v]) => String(v)).join('');
  assert.match(searchDocs, /giraffeword/);
  assert.not.match(searchDocs, /zebraword/, 'the doc not built is not searched');
  const links = built.warnings.filter((w) => w.message.startsWith('broken')).map((w) => w.message);
  assert.equal(links, ['broken anchor "/docs/pruning#only-in-the-doc": the page has no heading with id "only-in-the-doc"'], "the doc's headings are no anchors, its own links are not checked (/nowhere would fail the build)");
  assert.is(String(built.files.get('sitemap.xml')).split('/docs/pruning<').length - 1, 1);
});

test('two docs at one path: the first is built, and only its headings, links, text and edit link count', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config(''),
    'docs/intro.md': '# Intro\n\n[first](/docs/graft#only-in-the-first), [second](/docs/graft#only-in-the-second).\n',
    'docs/graft.md': '# Grafting\n\n## Only in the first\n\nJoin the scion, giraffeword.\n',
    'docs/grafting-again.md': '---\nslug: /graft\n---\n# Grafting again\n\n## Only in the second\n\nZebraword.\n\n[gone](/nowhere)\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.equal(built.warnings.filter((w) => w.message.startsWith('broken')).map((w) => w.message), ['broken anchor "/docs/graft#only-in-the-second": the page has no heading with id "only-in-the-second"']);
  const html = String(built.files.get('docs/graft/index.html'));
  assert.match(html, /edit\/main\/docs\/graft\.md/);
  assert.not.match(html, /grafting-again\.md/, "the second doc's edit link is not on the page");
  const searchDocs = [...built.files].filter(([f]) => /search-docs\.[^/]*json$/.test(f)).map(([, v]) => String(v)).join('');
  assert.match(searchDocs, /giraffeword/);
  assert.not.match(searchDocs, /Zebraword/);
});

test("'log' reports it too; 'ignore' says nothing; 'throw' fails the build", async () => {
  assert.is(duplicates((await build("onDuplicateRoutes: 'log',")).warnings).length, 1);
  assert.equal(duplicates((await build("onDuplicateRoutes: 'ignore',")).warnings), []);
  try {
    await build("onDuplicateRoutes: 'throw',");
    assert.unreachable('the build should fail');
  } catch (err) {
    assert.instance(err, BuildError);
    assert.match((err as BuildError).message, /duplicate route "\/docs\/pruning", also produced by \S+src\/pages\/docs\/pruning\.md/);
  }
});

test("a plugin's addRoute at a page's path: named by plugin and component, at the config; the page is built", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config("plugins: ['./plugins/home'],").replace(/docs: \{.*?\} \}/, 'docs: false }'),
    'plugins/home.js': "module.exports = () => ({ name: 'home-plugin', async contentLoaded({ actions }) { actions.addRoute({ path: '/', component: '@site/src/Home', exact: true }); } });\n",
    'src/Home.js': "export default function Home() { return <h1>Home from the plugin</h1>; }\n",
    'src/pages/index.md': '# Home from the pages\n\nWelcome.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const [warning] = built.warnings.filter((w) => w.message.startsWith('duplicate route'));
  assert.is(warning!.pos.file, path.join(dir, 'docusaurus.config.js'));
  assert.match(warning!.message, /^duplicate route "\/" of plugin home-plugin's addRoute \(@site\/src\/Home\), also produced by \S+src\/pages\/index\.md, whose page is built/);
  assert.match(warning!.hint!, /^change the path plugin home-plugin passes to `actions\.addRoute` in its contentLoaded/);
  assert.match(String(built.files.get('index.html')), /Home from the pages/);
});

test('an unknown frontmatter key of a doc (uid, near id) passes silently, as on Docusaurus', async () => {
  const built = await build("onDuplicateRoutes: 'ignore',");
  assert.equal(built.warnings.filter((w) => w.message.includes('frontmatter')).map((w) => w.message), []);
});

test.run();
