// A site's parts of Docusaurus's mobile sidebar (`Navbar/MobileSidebar/*`) and its `Navbar/Layout` that wrap
// docsgen's (issue 23): each is drawn around its piece of docsgen's mobile menu (or navbar), on every page; an
// ejected one is left out with a warning, docsgen's drawn.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }, { href: 'https://git.example.org', label: 'Git', position: 'right' }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;
const DOCS = { 'docs/intro.md': '# Intro\n\nPick apples.\n', 'docs/more.md': '# More\n\nPick pears.\n' };

async function build(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (p: string) => String(built.files.get(p)) };
}

/** A wrapper of `part` that draws `before` and `after` around the original. */
const wrapper = (part: string, before: string, after = '') => `import Original from '@theme-original/${part}';
export default function Wrapper(props) { return <>${before}<Original {...props} />${after}</>; }
`;

/** The mobile menu's HTML on `html`'s page. */
const menu = (html: string) => html.slice(html.indexOf('<div id="mobile-menu"'), html.indexOf('</header>'));

test('the mobile menu\'s parts that wrap the original are drawn around docsgen\'s, in Docusaurus\'s order, on every page', async () => {
  const { built, page } = await build({
    'src/theme/Navbar/MobileSidebar/index.js': wrapper('Navbar/MobileSidebar', '<p className="orchard-whole">Whole</p>'),
    'src/theme/Navbar/MobileSidebar/Layout.js': wrapper('Navbar/MobileSidebar/Layout', '', '<p className="orchard-layout">Layout</p>'),
    'src/theme/Navbar/MobileSidebar/Header/index.js': wrapper('Navbar/MobileSidebar/Header', '', '<a className="orchard-header" href="/shop">Shop</a>'),
    'src/theme/Navbar/MobileSidebar/PrimaryMenu.js': wrapper('Navbar/MobileSidebar/PrimaryMenu', '<p className="orchard-before-links">Links</p>'),
    'src/theme/Navbar/MobileSidebar/SecondaryMenu.tsx': wrapper('Navbar/MobileSidebar/SecondaryMenu', '<p className="orchard-secondary">More</p>'),
  });
  for (const file of ['docs/intro/index.html', 'docs/more/index.html', '404.html']) {
    const html = menu(page(file));
    const order = ['orchard-whole', 'orchard-header', 'orchard-before-links', 'class="mobile-menu-links"', 'orchard-secondary', 'orchard-layout'].map((s) => html.indexOf(s));
    assert.ok(order.every((at) => at > 0), `each part in the menu of ${file}`);
    assert.equal(order, [...order].sort((a, b) => a - b), `in order on ${file}`);
    assert.match(html, /<ul class="mobile-menu-links"><li><a class="mobile-menu-link[^"]*" href="\/docs\/intro\/?"[^>]*>Guide<\/a><\/li>/);
    assert.not.match(html, /data-docsgen-original/);
  }
  assert.not.ok(built.warnings.some((w) => /MobileSidebar/.test(w.message)), 'no warning for a slot');
});

test('a Toggle wrapper is drawn around the menu button, which still opens the menu (a disclosure)', async () => {
  const { page } = await build({ 'src/theme/Navbar/MobileSidebar/Toggle.js': wrapper('Navbar/MobileSidebar/Toggle', '', '<span className="orchard-badge">3</span>') });
  const html = page('docs/intro/index.html');
  assert.match(html, /<div class="navbar-menu-slot"[^>]*><details class="navbar-menu"><summary class="navbar-menu-toggle" data-menu-toggle="" aria-label="Navigation menu" aria-controls="mobile-menu">.*?<\/summary><\/details><span class="orchard-badge">3<\/span><\/div>/);
  assert.is(html.match(/data-menu-toggle/g)?.length, 1, 'one button');
});

test('a Navbar/Layout that wraps the original draws docsgen\'s whole navbar inside it, a Navbar wrapper around both', async () => {
  const { built, page } = await build({
    'src/theme/Navbar/Layout/index.js': wrapper('Navbar/Layout', '<div className="orchard-ribbon">Sale</div>'),
    'src/theme/Navbar/index.js': wrapper('Navbar', '<div className="orchard-notice">Notice</div>'),
  });
  const html = page('docs/intro/index.html');
  assert.match(html, /<div class="navbar-slot" style="display:contents"><style>[^<]*<\/style><div class="orchard-notice">Notice<\/div><div class="navbar-slot" style="display:contents"><style>[^<]*<\/style><div class="orchard-ribbon">Sale<\/div><header class="navbar"/);
  assert.is(html.match(/<header class="navbar/g)?.length, 1, 'one navbar');
  assert.not.ok(built.warnings.some((w) => /Navbar\/Layout/.test(w.message)));
});

test('the mobile menu\'s helpers: the menu, its second panel, the navbar hidden on scroll, the scroll lock', async () => {
  const primary = `import PrimaryMenu from '@theme-original/Navbar/MobileSidebar/PrimaryMenu';
import { useHideableNavbar, useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
export default function Wrapper(props) {
  const { shown } = useNavbarMobileSidebar();
  const secondary = useNavbarSecondaryMenu();
  const { isNavbarVisible, navbarRef } = useHideableNavbar(false);
  useLockBodyScroll(shown);
  return <><p className="orchard-state" ref={navbarRef}>{String(shown)}/{String(secondary.shown)}/{String(isNavbarVisible)}/{typeof secondary.hide}</p><PrimaryMenu {...props} /></>;
}
`;
  const { built, page } = await build({ 'src/theme/Navbar/MobileSidebar/PrimaryMenu.js': primary });
  assert.not.ok(built.warnings.length, built.warnings.map((w) => w.message).join('\n'));
  // As Docusaurus renders them on the server: closed, no second panel yet, the navbar visible.
  assert.match(menu(page('docs/intro/index.html')), /<p class="orchard-state">false\/false\/true\/function<\/p>(<\/div>)?<ul class="mobile-menu-links">/);
});

test('an ejected part of the mobile menu is left out with a warning, docsgen\'s menu drawn', async () => {
  const ejected = `import { useNavbarItems } from '@docusaurus/theme-common';
export default function PrimaryMenu() { return <ul className="orchard-own-menu">{useNavbarItems().map((i) => <li key={i.label}>{i.label}</li>)}</ul>; }
`;
  const { built, page } = await build({ 'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.js': ejected });
  const html = page('docs/intro/index.html');
  assert.not.match(html, /orchard-own-menu/);
  assert.match(menu(html), /<ul class="mobile-menu-links">/);
  const warning = built.warnings.find((w) => /src\/theme\/Navbar\/MobileSidebar\/PrimaryMenu draws/.test(w.message));
  assert.ok(warning, 'a warning names it');
  assert.match(warning!.message, /the mobile menu's links of its own \(it does not import @theme-original\/Navbar\/MobileSidebar\/PrimaryMenu\).*docsgen's own menu of links/);
});

test.run();
