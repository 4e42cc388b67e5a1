// A site's `NavbarItem` wrapper (issue 23) that changes the config's built-in items (another `href`, a label, a class
// added, one left out) changes what the navbar draws, in its row and in the mobile menu; items it passes on unchanged
// stay docsgen's own. An item's other fields (`class`, `rel`, `title`, `aria-*`) go on its link, as Docusaurus's Link
// spreads them.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Quay', url: 'https://quay.example.org', baseUrl: '/',
  themeConfig: { navbar: { title: 'Quay', items: [
    { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
    { to: '/docs/tides', label: 'Tides', position: 'left', class: 'tide-link', rel: 'help', title: 'Tide tables', 'aria-describedby': 'tide-note' },
    { to: '/docs/tides', label: 'Secret', position: 'left' },
    { href: 'https://old.example.org', label: 'Forum', position: 'right' },
    { type: 'dropdown', label: 'More', position: 'right', items: [{ to: '/docs/intro', label: 'Start' }] },
  ] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;

const WRAPPER = `import NavbarItem from '@theme-original/NavbarItem';
export default function Wrapped(props) {
  if (props.label === 'Secret') return null;
  if (props.label === 'Guide') return <NavbarItem {...props} label="Handbook" className="handbook" />;
  if (props.href === 'https://old.example.org') return <NavbarItem {...props} href="https://new.example.org" />;
  if (props.type === 'dropdown') return <><NavbarItem {...props} /><span className="more-note">new</span></>;
  return <NavbarItem {...props} />;
}
`;

const DOCS = { 'docs/intro.md': '# Intro\n\nAhoy.\n', 'docs/tides.md': '# Tides\n\nHigh and low.\n' };

async function build(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return (file: string) => String(built.files.get(file));
}

const between = (html: string, open: string, close: string) => html.slice(html.indexOf(open), html.indexOf(close, html.indexOf(open) + open.length));

test('a NavbarItem wrapper that changes built-in items changes the navbar row and the mobile menu', async () => {
  const page = await build({ 'src/theme/NavbarItem.js': WRAPPER });
  const html = page('docs/intro/index.html');
  const left = between(html, '<ul class="navbar-items navbar-items-left navbar__items">', '<ul class="navbar-items navbar-items-right navbar__items navbar__items--right">');
  const right = between(html, '<ul class="navbar-items navbar-items-right navbar__items navbar__items--right">', '</nav>');
  const menu = between(html, '<ul class="mobile-menu-links">', '</div>');
  // The changed label and class, drawn as docsgen draws a link, current on its own page.
  assert.match(left, /<li><a class="navbar-link navbar__item navbar__link handbook navbar__link--active" href="\/docs\/intro" aria-current="page"[^>]*>Handbook<\/a><\/li>/);
  assert.match(menu, /<li><a class="mobile-menu-link handbook" href="\/docs\/intro" aria-current="page"[^>]*>Handbook<\/a><\/li>/);
  assert.not.match(html, />Guide</);
  // The one it leaves out takes no place; the one it passes on is docsgen's own.
  assert.not.match(html, /Secret/);
  assert.match(left, /<li><a class="navbar-link navbar__item navbar__link tide-link" href="\/docs\/tides"[^>]*>Tides<\/a><\/li>/);
  // The rewritten href, an external link still.
  assert.match(right, /href="https:\/\/new\.example\.org" target="_blank" rel="noopener noreferrer">Forum/);
  assert.match(menu, /href="https:\/\/new\.example\.org"/);
  assert.not.match(html, /old\.example\.org/);
  // What it adds beside an item is in that item's place, docsgen's dropdown inside it.
  assert.match(right, /<li class="navbar-link-html navbar-custom-item"><ul style="display:contents;list-style:none"><li class="navbar-dropdown">[\s\S]*Start[\s\S]*<\/ul><span class="more-note">new<\/span><\/li>/);
  // On another page of its sidebar, the changed doc item is current, as Docusaurus's doc items are (and the client marks them).
  assert.match(page('docs/tides/index.html'), /<a class="navbar-link navbar__item navbar__link handbook navbar__link--active" href="\/docs\/intro" aria-current="page"[^>]*>Handbook/);
});

test("an item's other fields go on its link: `class` with `className`, `rel`, `title`, `aria-*`", async () => {
  const page = await build({});
  const html = page('docs/intro/index.html');
  for (const where of ['navbar-link navbar__item navbar__link', 'mobile-menu-link']) {
    const link = new RegExp(`<a class="${where} tide-link" href="/docs/tides"([^>]*)>Tides</a>`).exec(html)?.[1] ?? '';
    assert.match(link, / rel="help"/, where);
    assert.match(link, / title="Tide tables"/, where);
    assert.match(link, / aria-describedby="tide-note"/, where);
  }
  assert.not.match(html, / class="tide-link"/);
});

test('an ejected PrimaryMenu that changes the items it gives @theme/NavbarItem draws them changed in the menu', async () => {
  const primary = `import { useThemeConfig } from '@docusaurus/theme-common';
import NavbarItem from '@theme/NavbarItem';
export default function PrimaryMenu() {
  const items = useThemeConfig().navbar.items;
  return <ul className="menu__list">{items.map((item, i) => <NavbarItem mobile {...item} {...(item.label === 'Tides' ? { label: 'TIDES', to: '/docs/intro' } : {})} key={i} />)}</ul>;
}
`;
  const page = await build({ 'src/theme/Navbar/MobileSidebar/PrimaryMenu.js': primary });
  const html = page('docs/tides/index.html');
  const menu = between(html, '<div id="mobile-menu"', '</div></div>');
  assert.match(menu, /<li><a class="mobile-menu-link tide-link" href="\/docs\/intro"[^>]*>TIDES<\/a><\/li>/);
  assert.match(menu, /<li><a class="mobile-menu-link" href="\/docs\/intro" aria-current="page"[^>]*>Guide<\/a><\/li>/, 'an item given unchanged, docsgen\'s (current on its sidebar\'s pages)');
  assert.not.match(menu, /NavbarItem:/);
});

test.run();
