// A site's navbar part that reads the URL (`useLocation`, or the docs hooks built on it) is drawn for each page, as
// Docusaurus renders it on each; one that does not is rendered once for the whole build (issue 23).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (baseUrl = '/') => `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org', baseUrl: '${baseUrl}',
  themeConfig: { navbar: { title: 'Orchard', items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }] } },
  presets: [['classic', { blog: false }]],
};
`;
const SITE = {
  'docusaurus.config.js': config(), 'docs/intro.md': '# Intro\n\nPick apples.\n', 'docs/more.md': '# More\n\nPick pears.\n',
  'src/pages/about.md': '# About\n\nThe orchard.\n',
};

async function build(files: Record<string, string>) {
  const dir = tmpSite({ ...SITE, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (p: string) => String(built.files.get(p)) };
}

/** A Navbar/Content wrapper that says where the reader is, as a language switcher or a section highlight reads it. */
const WHERE = `import { useLocation } from '@docusaurus/router';
import NavbarContent from '@theme-original/Navbar/Content';
function Where() {
  const { pathname } = useLocation();
  return <span className="orchard-where">at {pathname}</span>;
}
export default function ContentWrapper(props) {
  return <><NavbarContent {...props} /><Where /></>;
}
`;

test('a navbar part that reads the URL shows each page\'s own, and its page data carries it for client navigation', async () => {
  const { page } = await build({ 'src/theme/Navbar/Content.js': WHERE });
  for (const [file, route] of [['docs/intro/index.html', '/docs/intro'], ['docs/more/index.html', '/docs/more'], ['about/index.html', '/about'], ['404.html', '/404.html']]) {
    const html = page(file);
    const shown = new RegExp(`<span class="orchard-where">at (?:<!-- -->)?${route}</span>`);
    assert.match(html, shown, file);
    assert.is(html.match(/orchard-where/g)?.length, 1, `${file}: drawn once`);
    const marked = /<template data-page-navbar=""><\/template>([\s\S]*?)<template data-page-navbar="end"><\/template>/.exec(html);
    assert.ok(marked, `${file}: between markers`);
    if (route === '/404.html') continue;
    const data = JSON.parse(page(file.replace('index.html', 'page-data.json'))) as { navbar?: string[] };
    assert.equal(data.navbar, [marked[1]], `${file}: the page data carries it as the page has it`);
    assert.match(data.navbar![0]!, shown);
  }
});

test('a docs hook built on the URL (useActivePlugin) in a navbar part reads each page', async () => {
  const active = `import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import Logo from '@theme-original/Navbar/Logo';
export default function LogoWrapper(props) {
  const plugin = useActivePlugin();
  return <><Logo {...props} /><b className="orchard-section">{plugin ? 'in docs' : 'elsewhere'}</b></>;
}
`;
  const { page } = await build({ 'src/theme/Navbar/Logo.js': active });
  assert.match(page('docs/intro/index.html'), /<b class="orchard-section">in docs<\/b>/);
  assert.match(page('about/index.html'), /<b class="orchard-section">elsewhere<\/b>/);
});

test('under a base URL, useLocation and the docs hooks read the path with it, as on Docusaurus', async () => {
  const both = `import { useLocation } from '@docusaurus/router';
import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';
import Logo from '@theme-original/Navbar/Logo';
export default function LogoWrapper(props) {
  const { activeDoc } = useActiveDocContext();
  return <><Logo {...props} /><b className="orchard-at">{useLocation().pathname} {activeDoc ? activeDoc.id : 'none'}</b></>;
}
`;
  const { page } = await build({ 'docusaurus.config.js': config('/orchard/'), 'src/theme/Navbar/Logo.js': both });
  assert.match(page('docs/more/index.html'), /<b class="orchard-at">\/orchard\/docs\/more(<!-- -->)? (<!-- -->)?more<\/b>/);
  assert.match(page('about/index.html'), /<b class="orchard-at">\/orchard\/about(<!-- -->)? (<!-- -->)?none<\/b>/);
});

test('a custom navbar item that reads the URL shows each page\'s own, in the navbar and the mobile menu', async () => {
  const types = `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import { useLocation } from '@docusaurus/router';
function Where({ mobile }) {
  const { pathname } = useLocation();
  return mobile ? <li className="orchard-item">{pathname}</li> : <span className="orchard-item">{pathname}</span>;
}
export default { ...ComponentTypes, 'custom-where': Where };
`;
  const { page } = await build({
    'docusaurus.config.js': config().replace("position: 'left' }]", "position: 'left' }, { type: 'custom-where', position: 'right' }]"),
    'src/theme/NavbarItem/ComponentTypes.js': types,
  });
  assert.is(page('docs/more/index.html').match(/class="orchard-item">\/docs\/more</g)?.length, 2);
  assert.is(page('about/index.html').match(/class="orchard-item">\/about</g)?.length, 2);
  // Each in its own place, the mobile menu's its own list item as the item draws it there.
  const data = JSON.parse(page('about/page-data.json')) as { navbar?: string[] };
  assert.equal(data.navbar, ['<li class="navbar-link-html navbar-custom-item"><span class="orchard-item">/about</span></li>', '<li class="orchard-item">/about</li>']);
  assert.match(page('about/index.html'), /<ul class="mobile-menu-links">.*<template data-page-navbar=""><\/template><li class="orchard-item">\/about<\/li><template data-page-navbar="end"><\/template><\/ul>/);
});

test('a custom item that draws nothing on a page takes no place there, its place kept for the next page\'s', async () => {
  const types = `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import { useLocation } from '@docusaurus/router';
function InDocs() {
  return useLocation().pathname.startsWith('/docs') ? <span className="orchard-docs">Docs!</span> : null;
}
export default { ...ComponentTypes, 'custom-inDocs': InDocs };
`;
  const { page } = await build({
    'docusaurus.config.js': config().replace("position: 'left' }]", "position: 'left' }, { type: 'custom-inDocs', position: 'right' }]"),
    'src/theme/NavbarItem/ComponentTypes.js': types,
  });
  const about = page('about/index.html');
  assert.not.match(about, /class="[^"]*navbar-custom-item/, 'no empty list item');
  assert.match(about, /<ul class="navbar-items navbar-items-right navbar__items navbar__items--right"><template data-page-navbar=""><\/template><template data-page-navbar="end"><\/template><\/ul>/);
  assert.equal(JSON.parse(page('about/page-data.json')).navbar, ['', '']);
  assert.equal(JSON.parse(page('docs/intro/page-data.json')).navbar, [
    '<li class="navbar-link-html navbar-custom-item"><span class="orchard-docs">Docs!</span></li>',
    '<li class="mobile-menu-link-html navbar-custom-item"><span class="orchard-docs">Docs!</span></li>',
  ]);
});

test('a navbar part with state is outside the doc page\'s version there and in its island, as on Docusaurus', async () => {
  const version = `import { useState } from 'react';
import { useDocsVersion } from '@docusaurus/theme-common/internal';
import Logo from '@theme-original/Navbar/Logo';
export default function LogoWrapper(props) {
  const [n] = useState(0);
  let name;
  try { name = useDocsVersion().version; } catch { name = 'none'; }
  return <><Logo {...props} /><b className="orchard-version">{name} {n}</b></>;
}
`;
  const { page } = await build({ 'src/theme/Navbar/Logo.js': version });
  const html = page('docs/intro/index.html');
  assert.match(html, /<b class="orchard-version">none(<!-- -->)? (<!-- -->)?0<\/b>/);
  assert.match(html, /inNavbar(&quot;|")\s*:\s*true/, 'the island hydrates outside it too');
});

test('a navbar part that does not read the URL is rendered once, unmarked', async () => {
  const still = `import NavbarContent from '@theme-original/Navbar/Content';
export default function ContentWrapper(props) { return <><NavbarContent {...props} /><span className="orchard-still">Orchard</span></>; }
`;
  const { built, page } = await build({ 'src/theme/Navbar/Content.js': still });
  for (const file of ['docs/intro/index.html', 'about/index.html']) {
    assert.match(page(file), /<span class="orchard-still">Orchard<\/span>/, file);
    assert.not.match(page(file), /data-page-navbar/, file);
    assert.not.ok('navbar' in JSON.parse(page(file.replace('index.html', 'page-data.json'))), `${file}: page data as without such parts`);
  }
  assert.not.ok(built.warnings.length, built.warnings.map((w) => w.message).join('\n'));
});

test.run();
