// One-command migration (issue 10, point 7): a folder with a docusaurus.config.* and no docsgen config builds
// from it. On the docusaurus-site fixture (written for this test) and the two reuse targets' real configs.
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { loadContent } from '../../generator/content/docs/load.ts';
import { infimaMapping } from '../../generator/docusaurus/custom-css.ts';
import { stub } from '../../generator/docusaurus/stubs.ts';
import { docsgen } from '../helpers/cli.ts';
import { shared, testWith } from '../helpers/shared.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/docusaurus-site');
const TARGETS = shared('reuse-targets', 'the tests on the jest and redux configs (the real Docusaurus sites)');

const loaded = await loadConfig(path.join(FIXTURE, 'site.config.ts'));
const site = await buildSite(loaded);
// The fixture's trailingSlash is false: each page is a file of its own, as Docusaurus writes it (`/manual/intro.html`).
const page = (route: string) => String(site.files.get(`${route.slice(1)}.html`) ?? '');

test('with no docsgen config, the folder’s docusaurus.config.js is read', () => {
  assert.is(loaded.file, path.join(FIXTURE, 'docusaurus.config.js'));
  const c = loaded.config;
  assert.equal([c.title, c.tagline, c.url, c.baseUrl, c.trailingSlash, c.favicon, c.locale], ['Lanterns', 'Light for every trail', 'https://lanterns.example.org', '/', false, '/img/favicon.svg', 'en']);
  const { path: docsPath, routeBasePath, sidebarPath, editUrl, showLastUpdate, exclude } = c.docs;
  assert.equal({ docsPath, routeBasePath, sidebarPath, editUrl, showLastUpdate, exclude }, { docsPath: 'docs', routeBasePath: 'manual', sidebarPath: 'sidebars.js', editUrl: c.docs.editUrl, showLastUpdate: false, exclude: ['**/drafts/**'] });
  assert.is(typeof c.docs.editUrl, 'function');
  assert.equal([c.onBrokenLinks, c.onBrokenAnchors, c.onBrokenMarkdownLinks, c.markdown.format], ['throw', 'throw', 'warn', 'detect']);
  assert.equal(c.colorMode, { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true });
  assert.equal(c.announcementBar, { id: 'v2', content: 'Lanterns 2 is out.', isCloseable: true });
  assert.is(c.staticDir, 'static');
  assert.equal(c.customCss, ['src/css/custom.css']);
});

test('navbar doc, docSidebar, default and href items; footer; the edit URL function', () => {
  const intro = page('/manual/intro');
  // Each names the tree of its doc's sidebar, where it is current (the reference sidebar's page is not this one).
  assert.match(intro, /<a class="navbar-link navbar__item navbar__link navbar__link--active" href="\/manual\/intro" aria-current="page" data-nav-sidebar="\/assets\/sidebar-[^"]+" data-doc-link="default" data-doc-id="intro">Start<\/a>/);
  assert.match(intro, /<a class="navbar-link navbar__item navbar__link" href="\/manual\/reference" data-nav-sidebar="\/assets\/sidebar-[^"]+" data-doc-link="default" data-sidebar-id="reference">Reference<\/a>/);
  assert.match(intro, /href="\/blog">Blog<\/a>/);
  assert.match(intro, /href="https:\/\/git.example.org\/lanterns" target="_blank"/);
  // html items: the site's own markup, as given (navbar `type: 'html'` value, footer `html`).
  assert.match(intro, /<ul class="navbar-items navbar-items-right navbar__items navbar__items--right"><li class="navbar-dropdown"><button type="button" class="navbar-link navbar-dropdown-toggle navbar__link" aria-haspopup="true">English<\/button>.*?<\/li><li class="navbar-link-html"><span class="lantern-version">v2<\/span><\/li>/);
  assert.match(intro, /<li class="mobile-menu-link-html"><span class="lantern-version">v2<\/span><\/li>/);
  assert.match(intro, /<h2 class="footer-title">More<\/h2><ul><li class="footer-link-html"><a href="https:\/\/example.org">Badge<\/a><\/li><\/ul>/);
  assert.match(intro, /<div class="footer-copyright">Copyright <a href="https:\/\/lanterns.example.org">Lanterns<\/a> authors.<\/div>/);
  assert.match(intro, /class="edit-link" href="https:\/\/git.example.org\/lanterns\/edit\/intro.md"/);
  // '/' is the site's own src/pages/index.js (a page, so not listed here).
  assert.equal(site.routes.filter((r) => r.kind !== 'blog' && r.kind !== 'page').map((r) => r.path), ['/manual/guides/fuel', '/manual/guides/trimming', '/manual/intro', '/manual/reference', '/search', '/404.html'], 'a Docusaurus site gets the search page too');
});

test('customCss is included and its Infima colours recolour the theme', () => {
  const [file, css] = [...site.files].find(([f]) => /^assets\/custom\.\w+\.css$/.test(f))!;
  assert.match(String(css), /\.lantern-glow/);
  assert.match(String(css), /:root, \[data-theme='dark'\] \{ --c-primary: var\(--ifm-color-primary\); --c-primary-hover: var\(--ifm-color-primary-dark\);/);
  assert.match(page('/manual/intro'), new RegExp(`<link rel="stylesheet" href="/assets/style\\.\\w+\\.css"/><link rel="stylesheet" href="/${file.replace('.', '\\.')}"/>`));
  assert.is(infimaMapping('.x { color: red; }'), '', 'no Infima variables, no mapping');
  // Infima's classes for the site's own markup come first, so the site's rules and variables win.
  assert.ok(String(css).indexOf('.col--4') >= 0 && String(css).indexOf('.col--4') < String(css).indexOf('.lantern-glow'));
});

test("a Docusaurus site that keeps Infima's colours gets Infima's link colour, not docsgen's", async () => {
  const dir = tmpSite({ 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.dev', baseUrl: '/', presets: [['classic', {}]] };\n", 'docs/a.md': '# A\n' });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const css = String([...built.files].find(([f]) => /^assets\/custom\.\w+\.css$/.test(f))?.[1]);
  assert.match(css, /--c-link: var\(--ifm-link-color\);/);
  assert.match(css, /--c-primary: var\(--ifm-color-primary\);/);
  // The variables those read are defined (Infima's :root), so the links are Infima's blue.
  assert.match(css, /--ifm-color-primary:\s*#3578e5/);
  assert.match(css, /--ifm-link-color:\s*var\(--ifm-color-primary\)/);
  assert.is(infimaMapping('.x { color: red; }', true).includes('--c-link: var(--ifm-link-color);'), true);
});

test("a docsgen site's customCss has no Infima classes (its config does not ask for them)", async () => {
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, customCss: ['own.css'] };\n", 'own.css': '.mine { color: red; }\n', 'docs/a.md': '# A\n' });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const own = String([...built.files].find(([f]) => /^assets\/custom\.\w+\.css$/.test(f))![1]);
  assert.match(own, /\.mine/);
  assert.not.match(own, /\.col--4|Infima/);
});

test('files the custom CSS names by url() (beside it, or @site/) are copied among the assets, named by their content', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { docs: { path: 'docs' }, blog: false, theme: { customCss: ['./src/css/custom.css'] } }]] };\n",
    'src/css/custom.css': [
      "@font-face { font-family: Wick; src: url('../fonts/wick.woff2?v=2') format('woff2'), url(\"../fonts/wick.woff\"); }",
      ".hero { background: url('@site/static/img/glow.svg') no-repeat, url(/img/kept.png); }",
      ".dot { background: url(data:image/gif;base64,R0lGOD==); mask: url(#lamp); }",
      ".gone { background: url('../img/not-there.png'); }",
    ].join('\n'),
    'src/fonts/wick.woff2': 'wick 2', 'src/fonts/wick.woff': 'wick 1',
    'static/img/glow.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'docs/a.md': '# A\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const css = String([...built.files].find(([f]) => /^assets\/custom\.\w+\.css$/.test(f))![1]);
  const woff2 = css.match(/url\('(files\/wick\.\w{8}\.woff2)\?v=2'\)/)?.[1];
  const woff = css.match(/url\("(files\/wick\.\w{8}\.woff)"\)/)?.[1];
  const svg = css.match(/url\('(files\/glow\.\w{8}\.svg)'\)/)?.[1];
  assert.ok(woff2 && woff && svg, css);
  assert.is(String(built.files.get(`assets/${woff2}`)), 'wick 2');
  assert.is(String(built.files.get(`assets/${woff}`)), 'wick 1');
  assert.match(String(built.files.get(`assets/${svg}`)), /<svg/);
  // A site-root path, a data: URL and a fragment are the browser's to read; a file that is not there stays as written.
  for (const kept of ['url(/img/kept.png)', 'url(data:image/gif;base64,R0lGOD==)', 'url(#lamp)', "url('../img/not-there.png')"]) assert.ok(css.includes(kept), kept);
});

test('what is not built is named in ONE warning; a link into another locale (built on its own) is left unchecked', () => {
  const notBuilt = site.warnings.filter((w) => /not built from the Docusaurus config/.test(w.message));
  assert.is(notBuilt.length, 1);
  for (const part of ['plugins @lanterns/docusaurus-plugin-wicks', 'preset option gtag', 'prism-react-renderer: not installed']) {
    assert.ok(notBuilt[0]!.message.includes(part), part);
  }
  assert.not.match(notBuilt[0]!.message, /locales/, 'every locale is built');
  // A Markdown plugin not installed: a warning of its own, with the command that installs it.
  const plugin = site.warnings.filter((w) => w.message.includes('remark-lantern-glow'));
  assert.is(plugin.length, 1);
  assert.is(plugin[0]!.hint, 'npm install remark-lantern-glow');
  // docs/reference.md links to /fr/manual/reference: neither a failure nor a warning.
  assert.not.ok(site.warnings.some((w) => /fr\/manual\/reference/.test(w.message)));
  for (const built of [/the blog/, /custom pages/]) assert.not.match(notBuilt[0]!.message, built);
  assert.not.match(notBuilt[0]!.message, /html/, 'html items are built');
  assert.not.match(notBuilt[0]!.message, /localeDropdown/, 'a locale dropdown is built');
});

test('a stub stands in for anything: called, constructed, read, iterated, spread', () => {
  const s = stub() as { a: { b: () => unknown } } & (() => unknown);
  assert.is(typeof s.a.b(), 'function');
  assert.equal([...(s as unknown as unknown[])], []);
  assert.equal({ ...(s as object) }, {});
  assert.is(`${s}`, '');
});

test('docsgen build in the folder, with no --config: one command', () => {
  const dir = tmpSite({});
  cpSync(FIXTURE, dir, { recursive: true });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0, r.err);
  // It names the file it really reads, not the site.config.ts it looked for first.
  assert.match(r.out, /^docsgen: building docusaurus\.config\.js$/m);
  assert.ok(existsSync(path.join(dir, 'build/manual/intro.html')));
  assert.match(r.err, /not built from the Docusaurus config/);
});

/** A Docusaurus site of two docs whose classic preset's docs options end with `docsOptions`. */
async function docusaurusSite(docsOptions: string, extra: Record<string, string> = {}) {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/', presets: [['classic', { blog: false, docs: { ${docsOptions} } }]] };\n`,
    'docs/a.md': '# A\n', 'docs/guides/b.md': '# B\n', ...extra,
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  return { loaded, built: await buildSite(loaded) };
}

test('docs.sidebarPath false: no sidebar at all, every page still built (as on Docusaurus)', async () => {
  const { loaded, built } = await docusaurusSite('sidebarPath: false', { 'sidebars.js': "module.exports = { docs: ['a'] };\n" });
  assert.is(loaded.config.docs.sidebarPath, false);
  const docs = built.routes.filter((r) => r.kind === 'doc');
  assert.equal(docs.map((r) => [r.path, r.sidebar]), [['/docs/a', undefined], ['/docs/guides/b', undefined]]);
  assert.equal(Object.keys(built.assets.sidebarTrees), []);
  for (const route of ['docs/a', 'docs/guides/b']) assert.not.match(String(built.files.get(`${route}/index.html`)), /docs-sidebar|data-sidebar-tree/, route);
  assert.not.ok(built.routes.some((r) => r.kind === 'generated-index'), 'no category pages either');
});

test('docs.sidebarPath absent: the sidebar is generated from the folders (Docusaurus\'s defaultSidebar)', async () => {
  const { loaded, built } = await docusaurusSite("path: 'docs'", { 'sidebars.js': "module.exports = { docs: ['a'] };\n" });
  assert.is(loaded.config.docs.sidebarPath, undefined, 'a sidebars.js beside it is not read when not named');
  assert.equal(built.routes.filter((r) => r.kind === 'doc').map((r) => r.sidebar), ['defaultSidebar', 'defaultSidebar']);
  assert.match(String(built.files.get('docs/guides/b/index.html')), /id="docs-sidebar"/);
});

test('logos: a static path gets its leading slash, an absolute URL stays as it is, srcDark is read', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/', favicon: 'https://cdn.example.org/f.ico', themeConfig: {
    navbar: { logo: { alt: 'S', src: 'https://cdn.example.org/logo.svg', srcDark: 'img/dark.svg' } }, footer: { logo: { alt: 'S', src: '/img/f.svg', href: 'https://s.dev' } } } };\n` });
  const { config } = await loadConfig(path.join(dir, 'site.config.ts'));
  assert.equal(config.navbar.logo, { alt: 'S', src: 'https://cdn.example.org/logo.svg', srcDark: '/img/dark.svg' });
  assert.equal(config.footer.logo, { alt: 'S', src: '/img/f.svg', href: 'https://s.dev' });
  assert.is(config.favicon, 'https://cdn.example.org/f.ico');
});

test('a url with a path (Docusaurus warns, accepts): it starts every absolute URL; pages stay at baseUrl; told at its line', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = {\n  title: 'S',\n  url: 'https://s.dev/tools/',\n  presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]],\n};\n",
    'docs/a.md': '# A\n',
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  const built = await buildSite(loaded);
  assert.is(loaded.config.url, 'https://s.dev/tools');
  assert.match(String(built.files.get('a/index.html')), /<link rel="canonical" href="https:\/\/s\.dev\/tools\/a"\/>/);
  const told = loaded.warnings?.find((w) => /url "https:\/\/s\.dev\/tools" has a path \(\/tools\)/.test(w.message));
  assert.is(told?.pos.line, 3);
  assert.match(told!.hint!, /url: "https:\/\/s\.dev" and baseUrl: "\/tools\/"/);
});

test('base URL /docs/ with the docs at docs/: a link written with the base is the route after it, a sidebar link checks as its route', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/docs/', presets: [['classic', { blog: false, docs: { sidebarPath: require.resolve('./sidebars.js') } }]], themeConfig: { navbar: { items: [\n  { type: 'docSidebar', sidebarId: 'main', label: 'Guide' },\n  { to: '/docs/docs/b', label: 'B' },\n] } } };\n",
    'sidebars.js': "module.exports = { main: ['a', 'b'] };\n",
    'docs/a.md': '# A\n', 'docs/b.md': '# B\n',
  });
  // Before, the sidebar's link failed the build (its route lost "/docs" to the check) and B's href had the base twice.
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const nav = String(built.files.get('docs/a/index.html'));
  assert.match(nav, /href="\/docs\/docs\/a"[^>]*>Guide</);
  assert.match(nav, /href="\/docs\/docs\/b"[^>]*>B</);
});

test('a simple footer (links a flat list, no titles) renders as one row of links, html items included', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { footer: { links: [
      { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/s' }, { label: 'Intro', to: 'docs/a' }, { html: '<a href="https://host.example">Deploys by Host</a>' },
    ] } } };\n`,
    'docs/a.md': '# A\n',
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  assert.equal(loaded.config.footer.links.map((c) => [c.title, c.row, c.items.length]), [['', true, 3]]);
  const html = String((await buildSite(loaded)).files.get('docs/a/index.html'));
  assert.match(html, /<nav class="footer-row" aria-label="Footer"><ul><li><a class="footer-link external-link" href="https:\/\/stackoverflow.com\/questions\/tagged\/s"[^>]*>Stack Overflow.*?<\/li><li><a class="footer-link" href="\/docs\/a"[^>]*>Intro<\/a><\/li><li class="footer-link-html"><a href="https:\/\/host.example">Deploys by Host<\/a><\/li><\/ul><\/nav>/);
  assert.not.match(html, /footer-columns/);
});

test('an icon-only navbar link (className + aria-label, no label) shows the site\'s icon, not its name; className and data-* attributes on any link', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [
      { href: 'https://git.example.org/s', position: 'right', className: 'header-code-link', 'aria-label': 'Code repository' },
      { to: 'docs/a', label: 'Guide', className: 'guide-link', 'data-lang-prefix': '/java', 'data-order': 2 },
      { href: 'https://nowhere.example.org' },
    ] }, footer: { links: [{ title: 'More', items: [{ label: 'Chat', href: 'https://chat.s.dev', className: 'chat-link', 'data-room': 'help' }] }] } } };\n`,
    'docs/a.md': '# A\n',
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  const html = String((await buildSite(loaded)).files.get('docs/a/index.html'));
  // As theme-classic renders it: the link empty (the site's CSS draws the icon), named by its aria-label, no arrow.
  assert.match(html, /<a class="navbar-link navbar__item navbar__link header-code-link" href="https:\/\/git.example.org\/s" target="_blank" rel="noopener noreferrer" aria-label="Code repository"><\/a>/);
  assert.match(html, /<a class="mobile-menu-link header-code-link" href="https:\/\/git.example.org\/s" [^>]*aria-label="Code repository"><\/a>/);
  assert.match(html, /<a class="navbar-link navbar__item navbar__link guide-link navbar__link--active" href="\/docs\/a"[^>]* data-lang-prefix="\/java" data-order="2"[^>]*>Guide<\/a>/, 'data-* attributes on the link, as Docusaurus passes them');
  assert.match(html, /<a class="footer-link chat-link external-link" href="https:\/\/chat.s.dev"[^>]* data-room="help"[^>]*>Chat/);
  // A link with neither a label nor a class would be empty and nameless: left out.
  assert.not.match(html, /nowhere\.example/);
});

test('a broken navbar or footer link is told once, at the config line that writes it', async () => {
  const dir = tmpSite({
    // The same text quoted earlier, as another option's value, is not the link.
    'docusaurus.config.js': "module.exports = {\n  title: 'S', url: 'https://s.dev', onBrokenLinks: 'warn', presets: [['classic', { blog: false }]], customFields: { where: 'gone' },\n  themeConfig: {\n    navbar: { items: [{ to: 'nowhere', label: 'Nowhere' }, { type: 'dropdown', label: 'Lost', to: 'lost', items: [] }] },\n    footer: { links: [{ title: 'More', items: [{ label: 'Again', to: '/nowhere' }, { label: 'Gone', \"to\": 'gone' }] }] },\n  },\n};\n",
    'docs/a.md': '# A\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const broken = built.warnings.filter((w) => /broken link/.test(w.message)).map((w) => [w.message, w.pos.line, w.pos.column]);
  // A dropdown's own `to` (its label's link) too.
  assert.equal(broken, [['broken link "/nowhere": no page at /nowhere', 4, 29], ['broken link "/lost": no page at /lost', 4, 99], ['broken link "/gone": no page at /gone', 5, 107]]);
});

test("a link's own target wins: an external link opened in place has no new-tab note; a page of the site in a new tab", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [
      { href: 'https://play.example.org', label: 'Playground', target: '_self' },
      { to: 'docs/a', label: 'Guide', target: '_blank' },
      { href: 'https://chat.example.org', label: 'Chat' },
    ] } } };\n`,
    'docs/a.md': '# A\n',
  });
  const html = String((await buildSite(await loadConfig(path.join(dir, 'site.config.ts')))).files.get('docs/a/index.html'));
  assert.match(html, /<a class="navbar-link navbar__item navbar__link external-link" href="https:\/\/play.example.org" target="_self" rel="noopener noreferrer">Playground<\/a>/);
  assert.match(html, /<a class="navbar-link navbar__item navbar__link navbar__link--active" href="\/docs\/a" target="_blank"[^>]*>Guide<\/a>/);
  assert.match(html, /href="https:\/\/chat.example.org" target="_blank" rel="noopener noreferrer">Chat<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/);
});

test('docs breadcrumbs: false leaves them off that instance\'s pages only, and is not named as not built', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/', presets: [['classic', { blog: false, docs: { breadcrumbs: false } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'more', path: 'more', routeBasePath: 'more' }]] };\n`,
    'docs/a.md': '# A\n', 'docs/part/b.md': '# B\n', 'more/c.md': '# C\n',
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  assert.is(loaded.config.docs.breadcrumbs, false);
  assert.not.ok((loaded.warnings ?? []).some((w) => /breadcrumbs/.test(w.message)));
  const files = (await buildSite(loaded)).files;
  assert.not.match(String(files.get('docs/part/b/index.html')), /class="breadcrumbs"/);
  assert.match(String(files.get('more/c/index.html')), /<nav class="breadcrumbs" aria-label="Breadcrumbs">/);
});

test('docs sidebarCollapsed / sidebarCollapsible: the default of every category that does not say, not named as not built', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/', presets: [['classic', { blog: false, docs: { sidebarCollapsed: false } }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'more', path: 'more', routeBasePath: 'more', sidebarCollapsible: false }]] };\n`,
    'docs/a.md': '# A\n', 'docs/open/b.md': '# B\n', 'docs/shut/c.md': '# C\n', 'docs/shut/_category_.json': '{ "collapsed": true }',
    'more/d.md': '# D\n', 'more/group/e.md': '# E\n',
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  assert.equal([loaded.config.docs.sidebarCollapsed, loaded.config.docs.sidebarCollapsible], [false, true]);
  assert.not.ok((loaded.warnings ?? []).some((w) => /sidebarCollapse/.test(w.message)));
  const files = (await buildSite(loaded)).files;
  const a = String(files.get('docs/a/index.html'));
  assert.match(a, /data-sidebar-key="open" data-collapsed="false"/, 'open, as the option says');
  assert.match(a, /data-sidebar-key="shut" data-collapsed="true"/, 'a category\'s own collapsed wins');
  const d = String(files.get('more/d/index.html'));
  assert.match(d, /data-sidebar-key="group" data-collapsed="false"/);
  assert.not.match(d, /sidebar-category-toggle/, 'nothing folds in the instance with sidebarCollapsible: false');
});

test('footer columns whose title is left out stay columns (Docusaurus defaults the title), not links', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'S', url: 'https://s.dev', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { footer: { links: [
      { items: [{ label: 'Intro', to: 'docs/a' }] }, { title: 'More', items: [{ label: 'Chat', href: 'https://chat.s.dev' }] },
    ] } } };\n`,
    'docs/a.md': '# A\n',
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  assert.equal(loaded.config.footer.links.map((c) => [c.title, c.row ?? false, c.items.map((i) => i.label)]), [['', false, ['Intro']], ['More', false, ['Chat']]]);
  assert.not.ok((loaded.warnings ?? []).some((w) => /footer item/.test(w.message)), 'nothing named as not built');
});

test('a config that throws is an error naming it', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': "throw new Error('boom');\n", 'docs/a.md': '# A\n' });
  try {
    await loadConfig(path.join(dir, 'site.config.ts'));
    assert.unreachable();
  } catch (err) {
    assert.match(String(err), /docusaurus\.config\.js:1:\d+: threw while loading: boom/);
  }
});

test('a docusaurus.config.mjs (ES module, a JSON sidebars file) loads and builds every doc at its URL', async () => {
  const dir = tmpSite({
    'website/docusaurus.config.mjs': [
      "import path from 'node:path';",
      "export default { title: 'Kites', url: 'https://kites.example', baseUrl: '/',",
      "  presets: [['classic', { docs: { path: '../docs', sidebarPath: 'sidebars.json', showLastUpdateTime: false }, theme: { customCss: [path.resolve('./src/kites.css')] } }]] };",
    ].join('\n'),
    'website/sidebars.json': JSON.stringify({ docs: [{ type: 'category', label: 'Flying', items: ['launch', 'land'] }] }),
    'website/src/kites.css': ':root { --ifm-color-primary: #c05; }\n',
    'docs/launch.md': '# Launch\n',
    'docs/land.md': '# Land\n',
  });
  const kites = await loadConfig(path.join(dir, 'website/docusaurus.config.mjs'));
  assert.equal([kites.config.docs.path, kites.config.docs.routeBasePath, kites.config.docs.sidebarPath], ['../docs', 'docs', 'sidebars.json']);
  const built = await buildSite(kites);
  assert.equal(built.routes.filter((r) => r.kind === 'doc').map((r) => [r.path, r.sidebar]), [['/docs/land', 'docs'], ['/docs/launch', 'docs']]);
  assert.ok([...built.files.keys()].some((f) => /^assets\/custom\.\w+\.css$/.test(f)), 'the custom CSS is written');
});

test('a docusaurus.config.ts with routeBasePath "/" puts the docs at the site root', async () => {
  const dir = tmpSite({
    'website/docusaurus.config.ts': [
      "import type { Config } from '@docusaurus/types';",
      "const config: Config = { title: 'Reels', url: 'https://reels.example', baseUrl: '/',",
      "  presets: [['classic', { docs: { path: '../docs', routeBasePath: '/', sidebarPath: './sidebars.ts' } }]] };",
      'export default config;',
    ].join('\n'),
    'website/sidebars.ts': "export default { main: ['intro', { type: 'category', label: 'Casting', items: ['casting/knots'] }] };\n",
    'docs/intro.md': '# Intro\n\nSee [knots](casting/knots.md).\n',
    'docs/casting/knots.md': '# Knots\n',
  });
  const reels = await loadConfig(path.join(dir, 'website/docusaurus.config.ts'));
  assert.is(reels.config.docs.routeBasePath, '');
  const built = await buildSite(reels);
  assert.equal(built.routes.filter((r) => r.kind === 'doc').map((r) => r.path).sort(), ['/casting/knots', '/intro']);
  assert.match(String(built.files.get('intro/index.html')), /href="\/casting\/knots"/);
});

testWith(TARGETS)('jest: the whole site from its own config: every version, post and page at its live URL', async () => {
  // A copy (a build writes its cache beside the config), with the supporters list jest's `fetchSupporters` script
  // downloads before a build (no network here): an empty one.
  const copy = tmpSite({});
  cpSync(path.join(TARGETS!, 'jest'), path.join(copy, 'jest'), { recursive: true });
  writeFileSync(path.join(copy, 'jest/website/backers.json'), '[]\n');
  const jest = await loadConfig(path.join(copy, 'jest/website/docusaurus.config.mjs'));
  assert.equal([jest.config.docs.path, jest.config.docs.routeBasePath, jest.config.docs.sidebarPath], ['../docs', 'docs', 'sidebars.json']);
  assert.equal(jest.config.customCss?.slice(0, 2), ['src/css/docusaurusTheme.css', 'src/css/algoliaDocSearchTheme.css']);
  jest.config.docs.showLastUpdate = jest.config.docs.showLastUpdateAuthor = false; // the subset is not a git repository
  const built = await buildSite(jest);
  const docs = built.routes.filter((r) => r.kind === 'doc');
  for (const live of ['/docs/getting-started', '/docs/configuration', '/docs/api', '/docs/expect', '/docs/cli', '/docs/jest-object']) assert.ok(docs.some((r) => r.path === live), live);
  assert.ok(docs.every((r) => r.path.startsWith('/docs/')));
  assert.equal(docs.filter((r) => r.sidebar === undefined).map((r) => r.path), [], 'every doc, of every version, is in a sidebar');
  for (const live of ['/docs/next/getting-started', '/docs/30.0/getting-started', '/docs/29.7/getting-started']) assert.ok(docs.some((r) => r.path === live), live);
  const routes = new Set(built.routes.map((r) => r.path));
  for (const live of ['/', '/help', '/versions', '/blog', '/blog/2022/08/25/jest-29', '/blog/2016/03/11/javascript-unit-testing-performance', '/blog/archive', '/blog/page/2']) assert.ok(routes.has(live), live);
  const css = String([...built.files].find(([f]) => f.startsWith('assets/custom.'))![1]);
  assert.match(css, /--c-primary: var\(--ifm-color-primary\)/);
});

testWith(TARGETS)('redux: docusaurus.config.ts loads; docs at the site root (routeBasePath "/"), as on redux.js.org', async () => {
  const redux = await loadConfig(path.join(TARGETS!, 'redux/website/docusaurus.config.ts'));
  const docsConfig = redux.config.docs;
  assert.equal([docsConfig.path, docsConfig.routeBasePath, docsConfig.sidebarPath], ['../docs', '', 'sidebars.js']);
  assert.is(docsConfig.editUrl, 'https://github.com/reduxjs/redux/edit/master/docs/');
  assert.ok(redux.config.navbar.items.some((i) => 'docId' in i && i.docId === 'usage/index'));
  const { docs } = await loadContent({ docsDir: path.resolve(redux.root, docsConfig.path), routeBase: '', include: docsConfig.include, exclude: docsConfig.exclude });
  const routes = new Set(docs.map((d) => d.route));
  for (const live of ['/introduction/getting-started', '/api/createstore', '/tutorials/essentials/part-1-overview-concepts', '/usage/', '/faq']) assert.ok(routes.has(live), live);
  const sidebars = readFileSync(path.join(redux.root, docsConfig.sidebarPath as string), 'utf8');
  assert.match(sidebars, /introduction\/getting-started/);
});

test('Sass (docusaurus-plugin-sass): customCss and a component\'s .module.scss compiled with the site\'s sass; without it, the stylesheet is named', async () => {
  const files = {
    'docusaurus.config.js': "export default { title: 'S', url: 'https://s.dev', plugins: ['docusaurus-plugin-sass'], presets: [['classic', { blog: false, theme: { customCss: './src/css/custom.scss' } }]] };\n",
    'src/css/custom.scss': '$brand: #25c2a0;\n:root { --ifm-color-primary: #{$brand}; }\n.lamp { .wick { color: $brand; } }\n',
    'src/components/box.module.scss': '.box { .inner { color: red; } }\n',
    'src/components/Box.js': "import styles from './box.module.scss';\nexport default function Box() { return <div className={styles.box}><span className={styles.inner}>in</span></div>; }\n",
    'docs/intro.mdx': "import Box from '@site/src/components/Box';\n\n# Intro\n\n<Box />\n",
  };
  // (A component's Sass import without sass is an error at the import, naming the package to install.)
  const bare = tmpSite({ ...files, 'docs/intro.mdx': '# Intro\n' });
  const without = await buildSite(await loadConfig(path.join(bare, 'docusaurus.config.js')));
  const notBuilt = without.warnings.find((w) => /not built from the Docusaurus config/.test(w.message))?.message ?? '';
  assert.match(notBuilt, /customCss \.\/src\/css\/custom\.scss \(Sass: npm install sass in the site folder\)/);
  assert.not.match(notBuilt, /docusaurus-plugin-sass/, 'the plugin is what docsgen does');
  // The site's own sass (here docsgen's copy, linked as the site's install).
  const dir = tmpSite(files);
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/sass'), path.join(dir, 'node_modules/sass'));
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const custom = String([...built.files].find(([f]) => /^assets\/custom\.\w+\.css$/.test(f))![1]);
  assert.match(custom, /--ifm-color-primary: #25c2a0;/);
  assert.match(custom, /\.lamp \.wick \{\s*color: #25c2a0;\s*\}/);
  const css = [...built.files].filter(([f]) => /^assets\/mdx\.\w+\.css$/.test(f)).map(([, c]) => String(c)).join('');
  const [, box, inner] = /<div class="([\w-]+)"><span class="([\w-]+)">in<\/span><\/div>/.exec(String(built.files.get('docs/intro/index.html')))!;
  assert.match(css, new RegExp(`\\.${box} \\.${inner} \\{\\s*color: red;`), 'a CSS module: its names mapped');
});

test.run();
