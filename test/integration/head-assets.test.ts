// What a site adds to every page's <head> (issue 22, point 4), on the whole-site fixture: stylesheets, scripts,
// head tags, client modules, metadata, the social card, the title delimiter; and the config keys left unread are
// named in the not-built warning.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig, validateConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { siteHeadTags } from '../../templates/site-head.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const site = await buildSite(await loadConfig(path.resolve(import.meta.dirname, '../fixtures/whole-site/docusaurus.config.js')));
const head = (route: string) => {
  const html = String(site.files.get(`${route.replace(/^\//, '')}/index.html`));
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
};
const pageData = (route: string) => JSON.parse(String(site.files.get(`${route.replace(/^\//, '')}/page-data.json`))) as { head: string };

test('stylesheets, scripts and head tags are on every page, with their attributes', () => {
  for (const route of ['/docs/intro', '/docs/1.0/boiling', '/community/support']) {
    const h = head(route);
    assert.match(h, /<link rel="stylesheet" href="https:\/\/fonts.example.org\/kettle-sans.css">/);
    assert.match(h, /<link rel="stylesheet" href="\/css\/print.css" media="print">/);
    assert.match(h, /<script src="https:\/\/stats.example.org\/count.js" defer data-site="kettle"><\/script>/);
    assert.match(h, /<link rel="preconnect" href="https:\/\/fonts.example.org">/);
  }
});

test('metadata and the social card are in the head and in the page data (client navigation keeps them)', () => {
  for (const h of [head('/docs/intro'), pageData('/docs/intro').head]) {
    assert.match(h, /<meta name="keywords" content="kettle, tea, water"\/>/);
    assert.match(h, /<meta property="og:image" content="https:\/\/kettle.example.org\/img\/card.png"\/>/);
    assert.match(h, /<meta name="twitter:image" content="https:\/\/kettle.example.org\/img\/card.png"\/>/);
    assert.match(h, /<title>Introduction · Kettle<\/title>/, 'titleDelimiter');
  }
});

test('client modules are bundled into one module and one stylesheet, loaded by every page', () => {
  const js = [...site.files.keys()].find((f) => /^assets\/client-modules\.\w+\.js$/.test(f));
  const css = [...site.files.keys()].find((f) => /^assets\/client-modules\.\w+\.css$/.test(f));
  assert.ok(js && css);
  assert.match(Buffer.from(site.files.get(js!)!).toString(), /routesSeen/);
  assert.match(Buffer.from(site.files.get(css!)!).toString(), /border-top:3px solid #c0392b/);
  assert.match(head('/docs/intro'), new RegExp(`<script type="module" src="/${js!.replace('.', '\\.')}"></script>`));
  assert.match(head('/docs/intro'), new RegExp(`<link rel="stylesheet" href="/${css!.replace('.', '\\.')}"/>`));
});

test('a client module that does not resolve fails the build, naming it', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', clientModules: ['./src/boot.js'] };\n",
    'docs/a.md': '# A\n',
    'src/boot.js': "import './missing-helper.js';\n",
  });
  const p = await buildFails(path.join(dir, 'site.config.ts'));
  assert.match(p.message, /clientModules: Could not resolve "\.\/missing-helper\.js"/);
  assert.is(p.pos.file, path.join(dir, 'src/boot.js'));
  assert.is(p.pos.line, 1);
});

test('head tags: attribute values escaped, `true` written alone, `false` left out; a bad tag name is a config error', () => {
  assert.is(siteHeadTags({ stylesheets: [], scripts: [{ src: '/a.js', async: true, nomodule: false, 'data-x': 'a"b<c' }], headTags: [] }),
    '<script src="/a.js" async data-x="a&quot;b&lt;c"></script>');
  assert.throws(() => validateConfig({ title: 'T', url: 'https://t.dev', headTags: [{ tagName: 'script onload=x', attributes: {} }] }, 'site.config.ts'), (e: BuildError) => /headTags\[0\]\.tagName/.test(e.problems[0]!.message));
});

test('the config keys docsgen leaves unread are named in the not-built warning; the head keys are not', () => {
  const warning = site.warnings.find((w) => /not built from the Docusaurus config/.test(w.message));
  for (const key of ['stylesheets', 'scripts', 'headTags', 'clientModules', 'metadata', 'image', 'titleDelimiter']) assert.not.ok(warning?.message.includes(key), key);
});

test.run();
