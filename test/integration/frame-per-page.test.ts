// A site's Footer (or footer parts) and Root that read the URL are drawn for each page, as Docusaurus renders them
// on each; their HTML (Root's additions, not the page inside it) is between the markers client navigation swaps.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { pageNavbarParts } from '../../generator/output/page-navbar.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org', baseUrl: '/',
  themeConfig: { navbar: { title: 'Orchard', items: [] }, footer: { copyright: 'Orchard folk' } },
  presets: [['classic', { blog: false }]],
};
`,
  'docs/intro.md': '# Intro\n\nPick apples.\n', 'src/pages/about.md': '# About\n\nThe orchard.\n',
};

async function build(files: Record<string, string>) {
  const dir = tmpSite({ ...SITE, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (p: string) => String(built.files.get(p)), data: (p: string) => JSON.parse(String(built.files.get(p))) as { navbar?: string[]; main: string } };
}

const FOOTER = `import { useLocation } from '@docusaurus/router';
import Footer from '@theme-original/Footer';
export default function FooterWrapper() {
  return <><Footer /><p className="orchard-footer-at">read at {useLocation().pathname}</p></>;
}
`;

test('a Footer that reads the URL shows each page\'s own, marked and in the page data', async () => {
  const { page, data } = await build({ 'src/theme/Footer/index.js': FOOTER });
  for (const [file, route] of [['docs/intro/index.html', '/docs/intro'], ['about/index.html', '/about']] as const) {
    const html = page(file);
    assert.match(html, new RegExp(`<p class="orchard-footer-at">read at (<!-- -->)?${route}</p>`), file);
    const parts = data(file.replace('index.html', 'page-data.json')).navbar!;
    assert.equal(parts, pageNavbarParts(html), file);
    assert.is(parts.length, 1, file);
    assert.match(parts[0]!, /Orchard folk[\s\S]*orchard-footer-at/, `${file}: the whole footer, docsgen's inside it too`);
  }
});

test('footer parts that read the URL are drawn for each page too', async () => {
  const copyright = `import { useLocation } from '@docusaurus/router';
export default function Copyright() { return <div className="orchard-copy">{useLocation().pathname}</div>; }
`;
  const { page } = await build({ 'src/theme/Footer/Copyright/index.js': copyright });
  assert.match(page('about/index.html'), /<div class="orchard-copy">\/about<\/div>/);
  assert.match(page('docs/intro/index.html'), /<div class="orchard-copy">\/docs\/intro<\/div>/);
});

test('Root that reads the URL: its additions are each page\'s and marked beside the page, which is not', async () => {
  const root = `import { useLocation } from '@docusaurus/router';
export default function Root({ children }) {
  const { pathname } = useLocation();
  return <><div className="orchard-banner">on {pathname}</div><section className="orchard-wrap"><i>before</i>{children}<i>after {pathname}</i></section><aside className="orchard-end" /></>;
}
`;
  const { page, data } = await build({ 'src/theme/Root.js': root });
  const html = page('about/index.html');
  assert.match(html, /<div class="orchard-banner">on (<!-- -->)?\/about<\/div>/);
  const parts = data('about/page-data.json').navbar!;
  assert.equal(parts, pageNavbarParts(html));
  // At each level around the page: before it, after it.
  assert.is(parts.length, 4);
  assert.match(parts[0]!, /^<div class="orchard-banner">on (<!-- -->)?\/about<\/div>$/);
  assert.is(parts[1], '<i>before</i>');
  assert.match(parts[2]!, /^<i>after (<!-- -->)?\/about<\/i>$/);
  assert.is(parts[3], '<aside class="orchard-end"></aside>');
  assert.not.match(parts.join(''), /id="main"/, 'the page is not a part');
  assert.match(html, /<section class="orchard-wrap"><template data-page-navbar=""><\/template><i>before<\/i><template data-page-navbar="end"><\/template>/);
});

test('Root with state that reads the URL: each page\'s on a full load, nothing marked in the island React draws', async () => {
  const root = `import { useState } from 'react';
import { useLocation } from '@docusaurus/router';
export default function Root({ children }) {
  const [n, setN] = useState(0);
  return <><button className="orchard-banner" onClick={() => setN(n + 1)}>on {useLocation().pathname} {n}</button>{children}</>;
}
`;
  const { page, data } = await build({ 'src/theme/Root.js': root });
  assert.match(page('about/index.html'), /<button class="orchard-banner">on (<!-- -->)?\/about/);
  assert.not.match(page('about/index.html'), /data-page-navbar/);
  assert.not.ok('navbar' in data('about/page-data.json'));
});

test('a Footer and Root that do not read the URL are rendered once, unmarked', async () => {
  const { page, data } = await build({
    'src/theme/Footer/index.js': `export default function Footer() { return <footer className="orchard-still">Orchard</footer>; }\n`,
    'src/theme/Root.js': `export default function Root({ children }) { return <><b className="orchard-root">Hi</b>{children}</>; }\n`,
  });
  for (const file of ['docs/intro/index.html', 'about/index.html']) {
    assert.match(page(file), /orchard-still[\s\S]*orchard-root|orchard-root[\s\S]*orchard-still/, file);
    assert.not.match(page(file), /data-page-navbar/, file);
    assert.not.ok('navbar' in data(file.replace('index.html', 'page-data.json')), file);
  }
});

test.run();
