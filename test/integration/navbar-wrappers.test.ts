// A site's `Navbar` and `NavbarItem` that wrap docsgen's (issue 23): a Navbar wrapper draws what it adds around
// docsgen's whole navbar, on every page, and a Navbar/Content wrapper around its row; an ejected one (its own
// layout) is left out with a warning. A NavbarItem
// wrapper (Docusaurus's type switch) draws the config's `custom-<name>` items, its original the type switch over
// `NavbarItem/ComponentTypes`.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (items: string) => `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }, ${items}] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;
const DOCS = { 'docs/intro.md': '# Intro\n\nPick apples.\n', 'docs/more.md': '# More\n\nPick pears.\n' };

async function build(files: Record<string, string>, items = '') {
  const dir = tmpSite({ 'docusaurus.config.js': config(items), ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (p: string) => String(built.files.get(p)) };
}

const WRAPPER = `import Navbar from '@theme-original/Navbar';
export default function NavbarWrapper(props) {
  return <><div className="orchard-notice">Harvest week</div><Navbar {...props} /><div className="orchard-progress" /></>;
}
`;

test('a Navbar that wraps the original draws docsgen\'s navbar inside it, on every page', async () => {
  const { built, page } = await build({ 'src/theme/Navbar.js': WRAPPER });
  for (const file of ['docs/intro/index.html', 'docs/more/index.html', '404.html']) {
    const html = page(file);
    const slot = html.slice(html.indexOf('<div class="navbar-slot"'));
    assert.match(html, /<div class="navbar-slot" style="display:contents"><style>[^<]*<\/style><div class="orchard-notice">Harvest week<\/div><header class="navbar navbar--fixed-top"/, file);
    assert.ok(slot.indexOf('</header><div class="orchard-progress"></div></div>') > 0, 'the site\'s part after the navbar');
    assert.is(html.match(/<header class="navbar/g)?.length, 1, 'one navbar');
    assert.not.match(html, /data-docsgen-original/);
  }
  assert.not.ok(built.warnings.some((w) => /Navbar/.test(w.message)), 'no warning for a slot');
});

test('a Navbar wrapper with state hydrates, docsgen\'s navbar (and its search island) kept inside it', async () => {
  const stateful = `import { useState } from 'react';
import Navbar from '@theme-original/Navbar';
export default function NavbarWrapper(props) {
  const [shown, setShown] = useState(true);
  return <>{shown ? <button className="orchard-hide" onClick={() => setShown(false)}>Hide</button> : null}<Navbar {...props} /></>;
}
`;
  const { page } = await build({ 'src/theme/Navbar/index.js': stateful });
  const html = page('docs/intro/index.html');
  const slot = html.slice(html.indexOf('<div class="navbar-slot"'), html.indexOf('</header>'));
  assert.match(slot, /<div class="island"[^>]*data-island="[^"]*"/);
  assert.match(slot, /class="docsgen-original" style="display:contents"><header class="navbar navbar--fixed-top"/);
  assert.match(slot, /data-island="SearchBar"/);
});

test('an ejected Navbar is left out, docsgen\'s navbar drawn, with a warning that says so', async () => {
  const ejected = `import NavbarLayout from '@theme/Navbar/Layout';
export default function Navbar() { return <NavbarLayout><b className="orchard-own">Own</b></NavbarLayout>; }
`;
  const { built, page } = await build({ 'src/theme/Navbar/index.js': ejected });
  const html = page('docs/intro/index.html');
  assert.match(html, /<header class="navbar navbar--fixed-top"/);
  assert.not.match(html, /orchard-own|navbar-slot/);
  const warning = built.warnings.find((w) => /src\/theme\/Navbar draws/.test(w.message));
  assert.ok(warning, 'a warning names it');
  assert.match(warning!.message, /does not import @theme-original\/Navbar.*docsgen's own navbar is drawn in its place/);
  assert.not.ok(built.warnings.some((w) => /not used: .*\bNavbar\b(?!\/)/.test(w.message)), 'not in the no-slot list');
});

test('a Navbar/Content that wraps the original draws docsgen\'s row inside it, the menu after it; an ejected one is left out', async () => {
  const content = `import NavbarContent from '@theme-original/Navbar/Content';
export default function ContentWrapper(props) {
  return <><NavbarContent {...props} /><div className="orchard-auth"><a href="/login">Log in</a></div></>;
}
`;
  const { built, page } = await build({ 'src/theme/Navbar/Content/index.js': content });
  const html = page('docs/intro/index.html');
  assert.match(html, /<header class="navbar navbar--fixed-top"[^>]*><div class="navbar-content-slot" style="display:flex;align-items:center;min-width:0"><style>[^<]*<\/style><nav class="navbar-inner navbar__inner" aria-label="Main">.*<\/nav><div class="orchard-auth"><a href="\/login">Log in<\/a><\/div><\/div><div id="mobile-menu"/);
  assert.not.ok(built.warnings.some((w) => /Navbar\/Content/.test(w.message)));
  const ejected = `import NavbarItem from '@theme/NavbarItem';
export default function Content() { return <div className="orchard-row"><NavbarItem label="Own" to="/own" /></div>; }
`;
  const again = await build({ 'src/theme/Navbar/Content.js': ejected });
  assert.not.match(again.page('docs/intro/index.html'), /orchard-row|navbar-content-slot/);
  assert.match(again.built.warnings.map((w) => w.message).join('\n'), /src\/theme\/Navbar\/Content draws the navbar's content of its own \(it does not import @theme-original\/Navbar\/Content\)/);
});

test('a navbar part reads the items, split by side, with Docusaurus\'s helpers', async () => {
  const content = `import NavbarContent from '@theme-original/Navbar/Content';
import { splitNavbarItems, useNavbarItems } from '@docusaurus/theme-common/internal';
export default function ContentWrapper(props) {
  const [left, right] = splitNavbarItems(useNavbarItems());
  return <><NavbarContent {...props} /><span className="orchard-sides">{left.map((i) => i.label).join('+')}|{right.map((i) => i.label).join('+')}</span></>;
}
`;
  const { page } = await build({ 'src/theme/Navbar/Content.js': content }, "{ to: '/docs/more', label: 'More' }, { href: 'https://git.example.org', label: 'Git', position: 'right' }");
  // An item with no position is on the left, as Docusaurus's checked config has it.
  assert.match(page('docs/intro/index.html'), /<span class="orchard-sides">Guide\+More\|Git<\/span>/);
});

test('a Navbar/ColorModeToggle is drawn in the toggle\'s place, with docsgen\'s button as @theme/ColorModeToggle (buttonClassName on it)', async () => {
  const ejected = `import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';
export default function NavbarColorModeToggle({ className }) {
  const { colorMode, setColorMode } = useColorMode();
  if (useThemeConfig().colorMode.disableSwitch) return null;
  return <span className="orchard-mode-box"><ColorModeToggle className={className} buttonClassName="orchard-mode" value={colorMode} onChange={setColorMode} /></span>;
}
`;
  const { built, page } = await build({ 'src/theme/Navbar/ColorModeToggle/index.js': ejected });
  const html = page('docs/intro/index.html');
  const row = html.slice(html.indexOf('<nav class="navbar-inner navbar__inner"'), html.indexOf('</nav>'));
  assert.match(row, /<div class="navbar-color-mode-slot"[^>]*>(<div class="island"[^>]*>)?<span class="orchard-mode-box"><button type="button" class="color-mode-toggle orchard-mode" data-theme-toggle=""/);
  assert.is(row.match(/class="color-mode-toggle/g)?.length, 1, 'one toggle');
  assert.not.ok(built.warnings.some((w) => /Navbar\/ColorModeToggle/.test(w.message)));
  const wrapper = `import Toggle from '@theme-original/Navbar/ColorModeToggle';
export default function Wrapped(props) { return <div className="orchard-wrap"><Toggle {...props} /></div>; }
`;
  const again = await build({ 'src/theme/Navbar/ColorModeToggle.js': wrapper, 'src/theme/ColorModeToggle.js': 'export default function T({ value }) { return <i className="orchard-own-toggle">{value}</i>; }\n' });
  assert.match(again.page('docs/intro/index.html'), /<div class="orchard-wrap"><div class="navbar-color-mode-slot"[^>]*><i class="orchard-own-toggle">light<\/i><\/div><\/div>/);
});

const ITEM_WRAPPER = `import NavbarItem from '@theme-original/NavbarItem';
export default function NavbarItemWrapper(props) {
  if (props.type === 'custom-signIn') return props.mobile ? <li className="orchard-mobile-sign">{props.label}</li> : <a className="orchard-sign" href={props.to}>{props.label}</a>;
  return <NavbarItem {...props} />;
}
`;

test('a NavbarItem wrapper draws the config\'s custom items, in the navbar and the mobile menu', async () => {
  const { built, page } = await build({ 'src/theme/NavbarItem/index.js': ITEM_WRAPPER }, "{ type: 'custom-signIn', label: 'Sign in', to: '/login', position: 'right' }");
  const html = page('docs/intro/index.html');
  const right = html.slice(html.indexOf('navbar-items-right'), html.indexOf('</ul>', html.indexOf('navbar-items-right')));
  assert.match(right, /<li class="navbar-link-html navbar-custom-item"><a class="orchard-sign" href="\/login">Sign in<\/a><\/li>/);
  const menu = html.slice(html.indexOf('id="mobile-menu"'));
  assert.match(menu, /<ul class="mobile-menu-links">.*>Guide<.*<li class="orchard-mobile-sign">Sign in<\/li><\/ul>/);
  assert.not.ok(built.warnings.some((w) => /NavbarItem|custom-signIn/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('the original NavbarItem draws a type with the site\'s ComponentTypes, and stops the build on a type no one draws', async () => {
  const types = `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
export default { ...ComponentTypes, 'custom-basket': ({ label }) => <span className="orchard-basket">{label}</span> };
`;
  const { page } = await build({ 'src/theme/NavbarItem/index.js': ITEM_WRAPPER, 'src/theme/NavbarItem/ComponentTypes.js': types }, "{ type: 'custom-basket', label: 'Basket' }");
  assert.match(page('docs/intro/index.html'), /<span class="orchard-basket">Basket<\/span>/);
  try {
    await build({ 'src/theme/NavbarItem.js': ITEM_WRAPPER }, "{ type: 'custom-crate', label: 'Crate' }");
    assert.unreachable('the build stops');
  } catch (err) {
    assert.match(String((err as Error).message) + JSON.stringify(err), /navbar item type \\"?custom-crate\\"? has no component/);
  }
});

test('a Navbar/Content wrapper that draws @theme/SearchBar beside the row gets docsgen\'s box there', async () => {
  const content = `import NavbarContent from '@theme-original/Navbar/Content';
import SearchBar from '@theme/SearchBar';
export default function ContentWrapper(props) { return <><NavbarContent {...props} /><div className="orchard-search"><SearchBar /></div></>; }
`;
  const { page } = await build({ 'src/theme/Navbar/Content.js': content });
  const html = page('docs/intro/index.html');
  assert.match(html, /<div class="orchard-search"><div class="navbar-search page-search"[^>]*data-island="SearchBar"/);
  assert.match(html, /id="search-input-navbar-1"/);
  assert.is(html.match(/id="search-input"/g)?.length, 1, 'the navbar\'s own box keeps its id');
  assert.not.match(html, /data-docsgen-original="SearchBar"><\/div>/);
});

test.run();
