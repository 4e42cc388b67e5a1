// Custom navbar item types (issue 23, point 3): a site's `src/theme/NavbarItem/ComponentTypes` spreads the original
// map and adds `custom-<name>` types, as Docusaurus documents; each `type: 'custom-<name>'` item of the config is
// drawn by its component, with the item's fields as props, in the navbar and (with `mobile`) in the mobile menu.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Harbour', url: 'https://harbour.example.org', baseUrl: '/port/',
  themeConfig: { navbar: { title: 'Harbour', items: [
    { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },
    { type: 'custom-buoy', position: 'right', colour: 'red', count: 2 },
    { type: 'custom-ferry', position: 'left', to: '/docs/ferries', label: 'Ferries' },
    { type: 'custom-light', position: 'right', href: '/feed.xml', prependBaseUrlToHref: true, html: '<b>Light</b>' },
  ] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;

const TYPES = `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import Buoy from '@site/src/components/Buoy';

function Ferry(props) {
  return <DefaultNavbarItem {...props} className="ferry-link" />;
}

function Light({ position, mobile, ...props }) {
  return mobile ? null : <NavbarNavLink {...props} className="light-link" />;
}

export default { ...ComponentTypes, 'custom-buoy': Buoy, 'custom-ferry': Ferry, 'custom-light': Light };
`;

const BUOY = `import IconExternalLink from '@theme/Icon/ExternalLink';
export default function Buoy({ colour, count, position, mobile }) {
  return <span className={\`buoy buoy-\${colour}\`} data-side={position} data-mobile={mobile ? 'yes' : 'no'}>{count} buoys{mobile ? null : <IconExternalLink className="buoy-out" />}</span>;
}
`;

const LIGHT = "    { type: 'custom-light', position: 'right', href: '/feed.xml', prependBaseUrlToHref: true, html: '<b>Light</b>' },\n";
const DOCS = { 'docs/intro.md': '# Intro\n\nAhoy.\n', 'docs/ferries.md': '# Ferries\n\nAll aboard.\n' };

async function build(files: Record<string, string>, config = CONFIG) {
  const dir = tmpSite({ 'docusaurus.config.js': config, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (file: string) => String(built.files.get(file)) };
}

const between = (html: string, open: string, close: string) => html.slice(html.indexOf(open), html.indexOf(close, html.indexOf(open)));

test('each custom item is drawn by its component in its place, with its fields as props; `mobile` in the mobile menu', async () => {
  const { page, built } = await build({ 'src/theme/NavbarItem/ComponentTypes.js': TYPES, 'src/components/Buoy.js': BUOY });
  const html = page('docs/intro/index.html');
  const left = between(html, '<ul class="navbar-items navbar-items-left navbar__items">', '</ul>');
  const right = between(html, '<ul class="navbar-items navbar-items-right navbar__items navbar__items--right">', '</ul>');
  const mobile = between(html, '<ul class="mobile-menu-links">', '</div>');
  // The link item made with docsgen's DefaultNavbarItem: its `to` with the base URL, the site's class beside docsgen's.
  assert.match(left, /<li class="navbar-link-html navbar-custom-item"><a class="navbar-link ferry-link" href="\/port\/docs\/ferries">Ferries<\/a><\/li>/);
  // Docusaurus's external-link arrow, its props on the <svg>.
  assert.match(right, /<li class="navbar-link-html navbar-custom-item"><span class="buoy buoy-red" data-side="right" data-mobile="no">2 buoys<svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" style="margin-left:0.3rem" class="buoy-out"><path [^>]*><\/path><\/svg><\/span><\/li>/);
  assert.not.match(left, /buoy/);
  // NavbarNavLink: markup content; \`prependBaseUrlToHref\` puts the base URL in front of an \`href\`.
  assert.match(right, /<li class="navbar-link-html navbar-custom-item"><a class="light-link" href="\/port\/feed.xml"><span><b>Light<\/b><\/span><\/a><\/li>/);
  // The mobile menu lists left items, then right ones, each drawn with `mobile`; an item that draws its own list
  // item there (DefaultNavbarItem does, as Docusaurus's) is put in as it is, the others in one of docsgen's.
  assert.match(mobile, /<li><a class="mobile-menu-link" href="\/port\/docs\/intro"[^>]*>Guide<\/a><\/li><li><a class="mobile-menu-link ferry-link" href="\/port\/docs\/ferries">Ferries<\/a><\/li><li class="mobile-menu-link-html navbar-custom-item"><span class="buoy buoy-red" data-side="right" data-mobile="yes">2 buoys<\/span><\/li><\/ul>/);
  assert.match(page('docs/ferries/index.html'), /data-mobile="no">2 buoys<svg/);
  assert.not.ok(built.warnings.some((w) => /overrides are not used|custom-/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('without a ComponentTypes of the site\'s, custom items are named in the not-built warning, as before', async () => {
  const { page, built } = await build({ 'src/components/Buoy.js': BUOY });
  assert.not.match(page('docs/intro/index.html'), /navbar-custom-item|buoys/);
  assert.match(built.warnings.map((w) => w.message).join('\n'), /navbar item \(custom-buoy\)/);
});

test('a map written out in full, importing Docusaurus\'s built-in item components, builds: its custom items are drawn', async () => {
  const full = `import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import Buoy from '@site/src/components/Buoy';

function Ferry(props) {
  return <DefaultNavbarItem {...props} />;
}

export default { default: DefaultNavbarItem, dropdown: DropdownNavbarItem, doc: DocNavbarItem, docsVersionDropdown: DocsVersionDropdownNavbarItem, 'custom-buoy': Buoy, 'custom-ferry': Ferry };
`;
  const { page } = await build({ 'src/theme/NavbarItem/ComponentTypes.js': full, 'src/components/Buoy.js': BUOY }, CONFIG.replace(LIGHT, ''));
  const html = page('docs/intro/index.html');
  assert.match(html, /<li class="navbar-link-html navbar-custom-item"><a class="navbar-link" href="\/port\/docs\/ferries">Ferries<\/a><\/li>/);
  assert.match(html, /data-mobile="no">2 buoys<svg/);
  // A custom item that renders one of them stops the build, naming it and what to use instead.
  const dropdown = full.replace('return <DefaultNavbarItem {...props} />;', 'return <DropdownNavbarItem {...props} />;');
  try {
    await build({ 'src/theme/NavbarItem/ComponentTypes.js': dropdown, 'src/components/Buoy.js': BUOY }, CONFIG.replace(LIGHT, ''));
    assert.unreachable('built a custom item drawn by DropdownNavbarItem');
  } catch (err) {
    assert.match(String((err as Error).message) + JSON.stringify(err), /@theme\/NavbarItem\/DropdownNavbarItem is drawn by docsgen's navbar/);
  }
});

test('a custom type the site\'s map lacks stops the build, naming it; an unused NavbarItem part is named', async () => {
  const missing = CONFIG.replace("'custom-ferry'", "'custom-tug'");
  try {
    await build({ 'src/theme/NavbarItem/ComponentTypes.js': TYPES, 'src/components/Buoy.js': BUOY }, missing);
    assert.unreachable('built with a type the map lacks');
  } catch (err) {
    assert.match(String((err as Error).message) + JSON.stringify(err), /custom-tug/);
  }
  const { built } = await build({
    'src/theme/NavbarItem/ComponentTypes.js': TYPES, 'src/components/Buoy.js': BUOY,
    // docsgen's navbar draws its items itself: a NavbarItem part nothing of the site's imports is not used.
    'src/theme/NavbarItem/DropdownNavbarItem.js': 'export default function Dropdown() { return <b>dropdown</b>; }\n',
  });
  assert.match(built.warnings.find((w) => /overrides are not used/.test(w.message))?.message ?? '', /: NavbarItem\/DropdownNavbarItem$/);
});

test('a custom item reads the whole config, the doc a docId names (useLayoutDoc), and useDocsVersion throws off a doc page', async () => {
  const types = `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDocsVersion, useLayoutDoc } from '@docusaurus/theme-common/internal';

function Ferry({ docId, ...props }) {
  const { siteConfig } = useDocusaurusContext();
  const doc = useLayoutDoc(docId);
  let version;
  try {
    version = useDocsVersion().version;
  } catch {
    version = 'none';
  }
  return <DefaultNavbarItem {...props} to={doc.path} label={\`\${props.label} (\${siteConfig.presets[0][1].blog === false ? 'no blog' : 'blog'}, \${version})\`} />;
}

export default { ...ComponentTypes, 'custom-ferry': Ferry, 'custom-buoy': () => null, 'custom-light': () => null };
`;
  const { page } = await build({ 'src/theme/NavbarItem/ComponentTypes.js': types }, CONFIG.replace("to: '/docs/ferries'", "docId: 'ferries'"));
  assert.match(page('docs/intro/index.html'), /<a class="navbar-link" href="\/port\/docs\/ferries">Ferries \(no blog, none\)<\/a>/);
});

test('a locale dropdown lists its dropdownItemsBefore and dropdownItemsAfter around the locale, in the navbar and the mobile menu', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Harbour', url: 'https://harbour.example.org',
  themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right',
    dropdownItemsBefore: [{ href: 'https://tides.example.org', label: 'Tide tables' }],
    dropdownItemsAfter: [{ to: '/docs/translate', label: 'Help translate' }] }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
    'docs/intro.md': '# Intro\n',
    'docs/translate.md': '# Translate\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = String(built.files.get('docs/intro/index.html'));
  const menu = /<ul class="dropdown-menu">([^]*?)<\/ul>/.exec(html)?.[1] ?? '';
  assert.match(menu, /Tide tables<[^]*lang="en"[^]*>English<\/a>[^]*href="\/docs\/translate"[^>]*>Help translate</);
  assert.match(html, /class="mobile-menu-group"[^]*Tide tables[^]*English[^]*Help translate/);
});

test.run();
