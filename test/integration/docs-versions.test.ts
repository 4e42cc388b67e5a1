// Versioned docs and a second docs instance (issue 22, points 1, 5 and 6), on the `whole-site` fixture: a
// Docusaurus site with two released versions beside its docs folder and a `community` docs instance.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import type { DocsVersion } from '../../generator/types.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/whole-site');
const site = await buildSite(await loadConfig(path.join(FIXTURE, 'docusaurus.config.js')));
const page = (route: string) => String(site.files.get(`${route.replace(/^\//, '').replace(/\/?$/, '/')}index.html`) ?? '');
const main = (route: string) => page(route).slice(page(route).indexOf('<main'));
const header = (route: string) => page(route).slice(page(route).indexOf('<header'), page(route).indexOf('</header>'));

test('the last version is at the docs route, the docs folder at /docs/next, older versions under their name', () => {
  const routes = site.routes.map((r) => r.path);
  for (const r of ['/docs/intro', '/docs/guides/brewing', '/docs/next/intro', '/docs/next/whats-new', '/docs/1.0/intro', '/docs/1.0/boiling', '/community/', '/community/support']) {
    assert.ok(routes.includes(r), r);
  }
  assert.not.ok(routes.includes('/docs/whats-new'), 'a doc of the docs folder alone is not in the released version');
  assert.match(main('/docs/guides/brewing'), /--to<\/span> 90/);
  assert.match(main('/docs/next/guides/brewing'), /--to<\/span> 92/);
});

test('.md links resolve within the version of the doc that has them', () => {
  assert.match(main('/docs/intro'), /href="\/docs\/guides\/brewing"/);
  assert.match(main('/docs/next/intro'), /href="\/docs\/next\/guides\/brewing"/);
  assert.match(main('/docs/next/guides/descaling'), /href="\/docs\/next\/intro"/);
  assert.match(main('/docs/1.0/intro'), /href="\/docs\/1.0\/boiling"/);
  assert.match(main('/community/'), /href="\/community\/support"/);
});

test('the same text in two versions is parsed once; its .md links still lead into each one\'s own version', () => {
  assert.match(main('/docs/guides/safety'), /href="\/docs\/guides\/brewing">brewing guide<\/a>/);
  assert.match(main('/docs/next/guides/safety'), /href="\/docs\/next\/guides\/brewing">brewing guide<\/a>/);
  const safetyParses = [...site.cache.markdown!.values()].filter((p) => /lid open/.test(p.html.text()));
  assert.is(safetyParses.length, 1, 'one parse, kept with its link as a marker');
  assert.equal(safetyParses[0]!.mdLinks, ['./brewing.md']);
});

test('a page whose .md link changes target is rendered again, though its text and every route are the same', async () => {
  const dir = tmpSite({});
  cpSync(FIXTURE, dir, { recursive: true });
  const out = path.join(dir, 'build');
  const config = path.join(dir, 'docusaurus.config.js');
  await build(config, out);
  // The file renamed (in the same place among the docs), its id and route kept: `./brewing.md` from the safety
  // page now names no file, and nothing else the page shows changed.
  const brewing = path.join(dir, 'docs/guides/brewing.md');
  writeFileSync(path.join(dir, 'docs/guides/brewing-notes.md'), `---\nid: brewing\nslug: /guides/brewing\n---\n\n${readFileSync(brewing, 'utf8')}`);
  rmSync(brewing);
  const second = await build(config, out);
  assert.match(readFileSync(path.join(out, 'docs/next/guides/safety/index.html'), 'utf8'), /href="\.\/brewing\.md">brewing guide<\/a>/);
  assert.ok(second.warnings.some((w) => /broken Markdown link "\.\/brewing\.md"/.test(w.message)));
});

test('docs tags: labels and descriptions from the version\'s tags file, tag pages per version, tags at a doc\'s foot', () => {
  assert.match(main('/docs/next/guides/safety'), /<b>Tags:<\/b><ul class="tags-inline padding--none margin-left--sm"><li class="tags-inline__item"><a class="tag tag--regular" href="\/docs\/next\/tags\/safety">Safety<\/a><\/li><li class="tags-inline__item"><a class="tag tag--regular" href="\/docs\/next\/tags\/upkeep">Upkeep<\/a><\/li><\/ul>/);
  assert.match(main('/docs/next/tags/upkeep'), /<h1>2 docs tagged with &quot;Upkeep&quot;<\/h1>/);
  assert.match(main('/docs/next/tags/safety'), /Pages on using the kettle safely\./);
  assert.match(main('/docs/next/tags'), /href="\/docs\/next\/tags\/safety" title="Pages on using the kettle safely\.">Safety<span>/);
  // Version 2.0 has no tags file: its tags are the names as written.
  assert.match(main('/docs/guides/safety'), /href="\/docs\/tags\/safety">safety<\/a>/);
  assert.ok(site.routes.some((r) => r.path === '/docs/tags/upkeep'));
});

test('each version has its own sidebar, prev/next and edit links', () => {
  assert.match(page('/docs/1.0/intro'), /class="sidebar[^"]*"[\s\S]*href="\/docs\/1.0\/boiling"/);
  assert.not.match(page('/docs/1.0/intro'), /href="\/docs\/guides\/brewing"[^>]*>Brewing<\/a><\/li>/);
  assert.match(main('/docs/next/guides/descaling'), /class="pagination-link[^"]*"[^>]*href="\/docs\/next\/guides\/safety"|href="\/docs\/next\/guides\/safety"[^>]*class="pagination/);
  assert.match(main('/docs/1.0/intro'), /href="https:\/\/git.example.org\/kettle\/edit\/main\/website\/versioned_docs\/version-1.0\/intro.md"/);
  assert.match(main('/docs/next/intro'), /href="https:\/\/git.example.org\/kettle\/edit\/main\/website\/docs\/intro.md"/);
});

test('banners: unreleased on the docs folder, unmaintained on older versions, none on the last; each links to the page in the last version', () => {
  assert.match(main('/docs/next/guides/brewing'), /This is unreleased documentation for (<!-- -->)?Kettle(<!-- -->)? <b>Next<\/b> version/);
  assert.match(main('/docs/next/guides/brewing'), /<a href="\/docs\/guides\/brewing" data-version="2.0">latest version<\/a>/);
  assert.match(main('/docs/1.0/boiling'), /no longer actively maintained/);
  assert.match(main('/docs/1.0/boiling'), /<a href="\/docs\/intro" data-version="2.0">latest version<\/a>/, 'a page the last version lacks: its main doc');
  assert.not.match(main('/docs/intro'), /version-banner/);
  assert.match(main('/docs/1.0/intro'), /Version: (<!-- -->)?1.0 \(legacy\)/, 'the version label from the config');
  assert.not.match(main('/community/'), /version-badge/, 'an instance with one version shows no badge');
});

test('the version dropdown: the page in each version (else the version’s main doc), Docusaurus’s order, the extra items', () => {
  const nav = header('/docs/next/guides/brewing');
  const links = [...nav.slice(0, nav.indexOf('id="mobile-menu"')).matchAll(/<a class="dropdown-link dropdown__link(?: dropdown__link--active)?" href="([^"]+)" data-version="([^"]+)"/g)].map((m) => [m[2], m[1]]);
  assert.equal(links, [['current', '/docs/next/guides/brewing'], ['2.0', '/docs/guides/brewing'], ['1.0', '/docs/1.0/intro']]);
  assert.match(nav, /navbar-dropdown-toggle navbar__link" aria-haspopup="true">Next</);
  assert.match(nav, /href="https:\/\/archive.example.org\/kettle"/);
  assert.match(header('/community/'), /navbar-dropdown-toggle navbar__link" aria-haspopup="true">2.0</, 'outside the instance: the last version');
});

test('doc and sidebar links follow the version read; docsPluginId links into the other instance', () => {
  assert.match(header('/docs/1.0/boiling'), /href="\/docs\/1.0\/intro"[^>]*data-doc-link="default" data-doc-id="intro">Guide/);
  assert.match(header('/docs/next/whats-new'), /href="\/docs\/next\/intro"[^>]*data-doc-link="default" data-doc-id="intro">Guide/);
  assert.match(header('/community/'), /href="\/docs\/intro"[^>]*data-doc-id="intro">Guide/);
  assert.match(header('/docs/intro'), /href="\/community\/support"[^>]*data-doc-link="community" data-doc-id="support">Community/);
  assert.match(header('/docs/1.0/boiling'), /<li data-versions="default"><a class="navbar-link navbar__item navbar__link" href="\/docs\/1.0\/intro" data-version="1.0">1.0 \(legacy\)<\/a>/, 'docsVersion');
});

test('the versions file the client reads holds the spec’s version entries', () => {
  const file = [...site.files.keys()].find((f) => /^assets\/versions-default\.\w+\.json$/.test(f));
  assert.ok(file);
  const versions = JSON.parse(String(site.files.get(file!))) as DocsVersion[];
  assert.equal(versions.map((v) => [v.name, v.label, v.isLast, v.path, v.mainDocId]), [
    ['current', 'Next', false, '/docs/next', 'intro'], ['2.0', '2.0', true, '/docs', 'intro'], ['1.0', '1.0 (legacy)', false, '/docs/1.0', 'intro'],
  ]);
  assert.equal(versions[2]!.docs.sort((a, b) => a.id.localeCompare(b.id)), [{ id: 'boiling', path: '/docs/1.0/boiling', sidebar: 'docs' }, { id: 'intro', path: '/docs/1.0/intro', sidebar: 'docs' }]);
  assert.equal(versions[1]!.sidebars.docs, { link: { path: '/docs/intro', label: 'Introduction' } });
  assert.not.ok([...site.files.keys()].some((f) => f.includes('versions-community')), 'one version: no file');
  assert.match(header('/docs/intro'), new RegExp(`data-versions-files="\\{&quot;default&quot;:&quot;/${file!.replace('.', '\\.')}&quot;\\}"`));
});

test('navbar: dark style, the logo at its configured size, a pathname:// link as a plain link, search where placed, the locale', () => {
  const nav = header('/docs/intro');
  assert.match(nav, /<header class="navbar navbar-dark navbar--fixed-top navbar--dark"/);
  assert.match(nav, /<img class="navbar-logo" src="\/img\/wordmark.svg" alt="Kettle" width="96" height="32"/);
  assert.match(nav, /<a class="navbar-link navbar__item navbar__link" href="\/files\/kettle.pdf" target="_top">Manual \(PDF\)<\/a>/);
  assert.match(nav, /<li class="navbar-search-item"><div class="navbar-search"/);
  assert.is(nav.match(/data-island="SearchBar"/g)?.length, 1, 'one search box');
  assert.match(nav, />English<\/button>/);
});

test('the versions Docusaurus options: lastVersion, onlyIncludeVersions, includeCurrentVersion, disableVersioning, version path', async () => {
  const variant = async (docs: string) => {
    const dir = tmpSite({});
    cpSync(FIXTURE, dir, { recursive: true });
    const file = path.join(dir, 'docusaurus.config.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace("versions: { '1.0': { label: '1.0 (legacy)' } },", docs));
    return buildSite(await loadConfig(file));
  };
  const paths = (s: Awaited<ReturnType<typeof buildSite>>) => s.routes.map((r) => r.path).filter((p) => p.endsWith('/intro'));
  assert.equal(paths(await variant("lastVersion: 'current',")), ['/docs/intro', '/docs/2.0/intro', '/docs/1.0/intro']);
  assert.equal(paths(await variant("onlyIncludeVersions: ['current', '2.0'],")), ['/docs/next/intro', '/docs/intro']);
  assert.equal(paths(await variant('includeCurrentVersion: false,')), ['/docs/intro', '/docs/1.0/intro']);
  assert.equal(paths(await variant('disableVersioning: true,')), ['/docs/intro']);
  assert.equal(paths(await variant("versions: { current: { path: 'edge', label: 'Edge' } },")), ['/docs/edge/intro', '/docs/intro', '/docs/1.0/intro']);
  const hidden = await variant("versions: { '1.0': { noIndex: true } },");
  assert.match(String(hidden.files.get('docs/1.0/intro/index.html')), /<meta name="robots" content="noindex/);
  assert.not.match(String(hidden.files.get('sitemap.xml')), /\/docs\/1\.0\//);
  assert.match(String(hidden.files.get('sitemap.xml')), /\/docs\/next\/intro/);
  try {
    await variant("lastVersion: '3.0',");
    assert.unreachable('an unknown version must fail');
  } catch (err) {
    assert.instance(err, BuildError);
    assert.match((err as BuildError).problems[0]!.message, /docs version "3.0" does not exist/);
  }
});

test('a versioned sidebar naming its docs with the early "version-<name>/" prefix fails with the id to write', async () => {
  const dir = tmpSite({});
  cpSync(FIXTURE, dir, { recursive: true });
  writeFileSync(path.join(dir, 'versioned_sidebars/version-1.0-sidebars.json'), '{ "docs": ["version-1.0/intro", "boiling"] }');
  try {
    await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
    assert.unreachable('must fail');
  } catch (err) {
    const [problem] = (err as BuildError).problems;
    assert.match(problem!.message, /no doc with id "version-1\.0\/intro"/);
    assert.match(problem!.hint!, /dropped the "version-…\/" prefix of versioned doc ids: write "intro"/);
  }
});

test('a navbar item into an unknown instance, or a doc the instance lacks, is an error naming it', async () => {
  const dir = tmpSite({});
  cpSync(FIXTURE, dir, { recursive: true });
  const file = path.join(dir, 'docusaurus.config.js');
  writeFileSync(file, readFileSync(file, 'utf8').replace("docId: 'support', docsPluginId: 'community'", "docId: 'missing', docsPluginId: 'community'"));
  try {
    await buildSite(await loadConfig(file));
    assert.unreachable('must fail');
  } catch (err) {
    assert.match((err as BuildError).problems[0]!.message, /no doc with id "missing" in docs instance "community"/);
  }
});

test('the same MDX in two versions renders each version\'s own partials, whether the doc or a site plugin imports them', async () => {
  const dir = tmpSite({});
  cpSync(FIXTURE, dir, { recursive: true });
  const file = path.join(dir, 'docusaurus.config.js');
  writeFileSync(file, readFileSync(file, 'utf8').replace("sidebarPath: require.resolve('./sidebars.js'),", "sidebarPath: require.resolve('./sidebars.js'), remarkPlugins: [require('./plugins/remark-part.js')],"));
  // A plugin that adds `import Part from './_part.mdx'` and `<Part />` to the docs that ask for it.
  const plugin = `module.exports = () => (tree, file) => {
  if (!file.data.frontMatter?.part) return;
  const source = { type: 'Literal', value: './_part.mdx' };
  const specifiers = [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: 'Part' } }];
  tree.children.unshift({ type: 'mdxjsEsm', value: "import Part from './_part.mdx';", data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ImportDeclaration', specifiers, source }] } } });
  tree.children.push({ type: 'mdxJsxFlowElement', name: 'Part', attributes: [], children: [] });
};\n`;
  const tabs = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs><TabItem value=\"a\" label=\"Slow\">Tilt the kettle slowly.</TabItem></Tabs>\n";
  const files: Record<string, string> = {
    'plugins/remark-part.js': plugin,
    // Its own import of a partial, and a theme component.
    'guides/pouring.mdx': `# Pouring\n\nimport Note from './_note.mdx';\n\n<Note />\n\n${tabs}`,
    // Imports only what resolves alike from either folder: one bundle may serve both.
    'guides/filling.mdx': `# Filling\n\n${tabs}`,
    // The plugin's import.
    'guides/rinsing.mdx': '---\npart: true\n---\n# Rinsing\n\nRinse twice.\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    for (const [folder, kettle] of rel.startsWith('plugins/') ? [['.', '']] : [['docs', 'Kettle 3'], ['versioned_docs/version-2.0', 'Kettle 2']]) {
      const at = path.join(dir, folder!, rel);
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, text);
      if (kettle) {
        writeFileSync(path.join(dir, folder!, 'guides/_note.mdx'), `${kettle} pours from the left.\n`);
        writeFileSync(path.join(dir, folder!, 'guides/_part.mdx'), `${kettle} rinses in a minute.\n`);
      }
    }
  }
  const built = await buildSite(await loadConfig(file));
  const text = (route: string) => String(built.files.get(`${route.slice(1)}/index.html`)).replace(/<[^>]+>/g, ' ');
  for (const [prefix, kettle] of [['/docs/next', 'Kettle 3'], ['/docs', 'Kettle 2']]) {
    assert.match(text(`${prefix}/guides/pouring`), new RegExp(`${kettle} pours from the left`), prefix);
    assert.match(text(`${prefix}/guides/pouring`), /Tilt the kettle slowly/, prefix);
    assert.match(text(`${prefix}/guides/filling`), /Tilt the kettle slowly/, prefix);
    assert.match(text(`${prefix}/guides/rinsing`), new RegExp(`Rinse twice.*${kettle} rinses in a minute`, 's'), prefix);
  }
});

test.run();
