// Shapes of real Docusaurus sites found in session 23 (issues 22 and 23), each on a small site of its own: imports
// through `docusaurus-plugin-module-alias`, a Sass module before `npm install`, `<head>` in a doc, a base URL under
// the docs' own links, an imported Markdown file handed to an interactive component, a site's own `.playground`.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (extra = '', top = '') => `const path = require('path');
module.exports = {
  title: 'Kites', url: 'https://kites.example.org', ${top}
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false, pages: false }]],
  ${extra}
};
`;

async function site(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': config(), ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = (route: string) => String(built.files.get(`${route.replace(/^\//, '').replace(/\/?$/, '/')}index.html`) ?? '');
  return { built, page };
}

test('docusaurus-plugin-module-alias: `@parts/…` imports name the folder the alias gives; a package alias is left to docsgen', async () => {
  const { page } = await site({
    'docusaurus.config.js': config(`plugins: [['docusaurus-plugin-module-alias', { alias: {
      '@parts': path.resolve(__dirname, 'src/parts'), react: path.resolve(__dirname, 'node_modules/react'), 'tail$': path.resolve(__dirname, 'src/tail.js') } }]],`),
    'docs/spars.mdx': "---\ntitle: Spars\n---\n\nimport Spar from '@parts/Spar';\nimport tail from 'tail';\n\n<Spar length={3} /> {tail}\n",
    'src/parts/Spar/index.js': "import React from 'react';\nexport default function Spar({ length }) { return <span className=\"spar\">{length} m spar</span>; }\n",
    'src/tail.js': "export default 'long tail';\n",
  });
  assert.match(page('/spars'), /<span class="spar">3 m spar<\/span>\s*long tail/);
});

test('a Sass module a component imports, with `sass` listed in package.json but not installed: built without its styles, named', async () => {
  const { built, page } = await site({
    'package.json': JSON.stringify({ dependencies: { sass: '^1.0.0' } }),
    'docs/sails.mdx': "---\ntitle: Sails\n---\n\nimport Sail from '@site/src/Sail';\n\n<Sail />\n",
    'src/Sail.js': "import React from 'react';\nimport styles from './sail.module.scss';\nexport default function Sail() { return <b className={styles.sail}>sail</b>; }\n",
    'src/sail.module.scss': '$c: red;\n.sail { color: $c; }\n',
  });
  assert.match(page('/sails'), /<b>sail<\/b>/);
  assert.ok(built.warnings.some((w) => /sass is not installed: the Sass stylesheets/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('a Sass module with no `sass` anywhere: an error at the importing line saying to install it, with no import-path hint', async () => {
  const sass = await buildFails(path.join(tmpSite({
    'docusaurus.config.js': config(),
    'docs/sails.mdx': "---\ntitle: Sails\n---\n\nimport Sail from '@site/src/Sail';\n\n<Sail />\n",
    'src/Sail.js': "import React from 'react';\nimport styles from './sail.module.scss';\nexport default function Sail() { return <b className={styles.sail}>sail</b>; }\n",
    'src/sail.module.scss': '.sail { color: red; }\n',
  }), 'docusaurus.config.js'));
  assert.match(sass.message, /sail\.module\.scss is Sass: install the sass package in the site folder \(npm install sass\)/);
  assert.match(sass.pos.file, /src\/Sail\.js$/);
  assert.is(sass.pos.line, 2);
  assert.is(sass.hint, undefined);
});

test('<head> in a doc (Markdown or MDX): its tags go into the page head, its <title> and <meta> replacing the page\'s own', async () => {
  const head = '<head>\n  <title>Kite lines, sized</title>\n  <meta name="description" content="Line sizes." />\n  <link rel="alternate" href="https://kites.example.org/lines" hrefLang="x-default" />\n</head>\n';
  const { page } = await site({
    'docs/lines.md': `---\ntitle: Lines\n---\n\n${head}\nPick a line.\n`,
    'docs/reels.mdx': `---\ntitle: Reels\n---\n\nimport Spool from '@site/src/Spool';\n\n${head.replace('Kite lines, sized', 'Reels')}\n<Spool />\n`,
    'src/Spool.js': "export default function Spool() { return 'spool'; }\n",
  });
  for (const [route, title] of [['/lines', 'Kite lines, sized'], ['/reels', 'Reels']]) {
    const html = page(route);
    const headPart = html.slice(0, html.indexOf('</head>'));
    assert.equal([...headPart.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]), [title]);
    assert.equal([...headPart.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]), ['Line sizes.']);
    assert.match(headPart, /hrefLang="x-default"|hreflang="x-default"/);
    assert.not.match(html.slice(html.indexOf('<main')), /<head>|<title>/);
  }
  // Without a description of its own, the page's is Docusaurus's excerpt: the first line that has text once HTML tags
  // are dropped, here the <head>'s title (as Docusaurus's createExcerpt takes it).
  const { page: plain } = await site({ 'docs/lines.md': `---\ntitle: Lines\n---\n\n${head.replace(/ *<meta name="description"[^\n]*\n/, '')}\nPick a line.\n` });
  assert.match(plain('/lines'), /<meta name="description" content="Kite lines, sized"/);
});

test('under a base URL, the docs\' own links (`.md`, `/route`, already based) lead under it; the link checker takes each', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config('', "baseUrl: '/kites/', onBrokenLinks: 'throw',"),
    'docs/a.md': '---\ntitle: A\n---\n\nSee [b](b.md), [b again](/b#wind), [b based](/kites/b) and [home](/) and [out](https://example.org/x).\n\n## Wind\n',
    'docs/b.md': '---\ntitle: B\n---\n\n## Wind\n',
    // Docusaurus writes no page at / of its own: a doc is there.
    'docs/start.md': '---\ntitle: Start\nslug: /\n---\n\nFly.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = String(built.files.get('a/index.html'));
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  assert.equal([...article.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]).filter((h) => !h.startsWith('#')), ['/kites/b', '/kites/b#wind', '/kites/b', '/kites/', 'https://example.org/x']);
  const data = JSON.parse(String(built.files.get('a/page-data.json'))) as { main: string };
  assert.match(data.main, /href="\/kites\/b#wind"/);
  // The page's Markdown file (llms.txt) leads to the same page, under the base URL.
  assert.match(String(built.files.get('a.md')), /\[b\]\(https:\/\/kites\.example\.org\/kites\/b\)/);
});

test('with a base URL that is also the docs\' route (`/docs/` and docs at /docs/…), `.md` links lead to the pages, in the HTML and the Markdown files', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Kites', url: 'https://kites.example.org', baseUrl: '/docs/', onBrokenLinks: 'throw', presets: [['classic', { docs: { sidebarPath: false }, blog: false, pages: false }]] };\n",
    'docs/a.md': '---\ntitle: A\n---\n\nSee [b](b.md) and [c](./sub/c.md#tail).\n',
    'docs/b.md': '---\ntitle: B\n---\n\nBack to [a](a.md).\n',
    'docs/sub/c.md': '---\ntitle: C\n---\n\n## Tail\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = String(built.files.get('docs/a/index.html'));
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  assert.equal([...article.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]).filter((h) => !h.startsWith('#')), ['/docs/docs/b', '/docs/docs/sub/c#tail']);
  assert.match(String(built.files.get('docs/a.md')), /\[b\]\(https:\/\/kites\.example\.org\/docs\/docs\/b\)/);
  assert.not.ok(built.warnings.some((w) => /broken/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('a navbar or footer `href: \'#\'` stays on the page (no base URL, no new tab)', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config(`themeConfig: { navbar: { items: [{ label: 'Lang', position: 'left', items: [{ label: 'Go', href: '#' }] }] },
      footer: { links: [{ title: 'More', items: [{ label: 'Top', href: '#top-of-page' }] }] } },`, "baseUrl: '/kites/',"),
    'docs/a.md': '---\ntitle: A\n---\n\nText.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = String(built.files.get('a/index.html'));
  assert.match(html, /<a class="dropdown-link" href="#">Go<\/a>/);
  assert.match(html, /<a class="[^"]*" href="#top-of-page">Top<\/a>/);
});

test('under a base URL, the navbar and footer logos link as Docusaurus\'s Link does: the base URL, `target`, a new tab for a URL, no link without href', async () => {
  const logo = (extra: string) => `{ alt: 'Kite', src: 'img/kite.svg'${extra} }`;
  const make = (navbar: string, footer: string) => tmpSite({
    'docusaurus.config.js': config(`themeConfig: { navbar: { logo: ${navbar} }, footer: { logo: ${footer}, links: [] } },`, "baseUrl: '/kites/',"),
    'docs/a.md': '---\ntitle: A\n---\n\nText.\n', 'static/img/kite.svg': '<svg/>',
  });
  const html = async (dir: string) => String((await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')))).files.get('a/index.html'));
  const own = await html(make(logo(", href: '/', target: '_self'"), logo(", href: '/a'")));
  assert.match(own, /<a class="navbar-brand navbar__brand" href="\/kites\/" target="_self">/);
  assert.match(own, /<a class="footer-logo" href="\/kites\/a">/);
  const away = await html(make(logo(", href: 'https://kites.example.org/'"), logo('')));
  assert.match(away, /<a class="navbar-brand navbar__brand" href="https:\/\/kites\.example\.org\/" target="_blank" rel="noopener noreferrer">/);
  assert.match(away, /<span class="footer-logo"><img/);
  assert.match(await html(make(logo(''), logo(", href: '/kites/a'"))), /<a class="navbar-brand navbar__brand" href="\/kites\/">[^]*<a class="footer-logo" href="\/kites\/a">/);
});

test('under a base URL, a link written with it checks the route after it, as its page leads there', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config('', "baseUrl: '/docs/', onBrokenLinks: 'throw',"),
    'docs/a.md': '---\ntitle: A\n---\n\nSee [self](/docs/a), [base](/docs) and [wrong](/docs/docs/a).\n',
    'docs/start.md': '---\ntitle: Start\nslug: /\n---\n\nFly.\n',
  });
  const err = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))).then(() => undefined, (e: Error) => e);
  assert.match(String(err?.message), /no page at \/docs\/a/);
  assert.not.match(String(err?.message), /"\/docs\/a"|"\/docs"/);
});

test('an imported Markdown file given to an interactive component crosses as a component that shows it', async () => {
  const { page, built } = await site({
    'docs/knots.mdx': "---\ntitle: Knots\n---\n\nimport Picker from '@site/src/Picker';\nimport bowline from './_bowline.md';\nimport hitch from './_hitch.md';\n\n<Picker code={{ bowline, hitch }} />\n",
    'docs/_bowline.md': '```text\nloop over\n```\n',
    'docs/_hitch.md': 'Two **turns**.\n',
    'src/Picker.js': "import React, { useState } from 'react';\nexport default function Picker({ code }) {\n  const [pick, setPick] = useState('bowline');\n  const Shown = code[pick];\n  return <div className=\"playground\"><button onClick={() => setPick('hitch')}>next</button><Shown />{code.hitch({})}</div>;\n}\n",
  });
  const html = page('/knots');
  assert.match(html, /loop over/);
  assert.match(html, /Two <strong>turns<\/strong>/);
  // The doc's Markdown page: the site's own `.playground` markup is read as any other.
  assert.match(String(built.files.get('knots.md')), /loop over/);
});

test('an import of a server-relative path (`/img/…`) finds the file in the static folder, then the site folder, as webpack\'s resolve.roots', async () => {
  const { built, page } = await site({
    'static/img/kite.png': 'not really a png\n',
    'src/tail.txt': 'long tail\n',
    'docs/a.mdx': "import kite from '/img/kite.png';\nimport tail from '/src/tail.txt';\n\n# A\n\n<img src={kite} alt=\"kite\" />\n\n<img src={require('/img/kite.png').default} alt=\"required\" />\n\n<p className=\"tail\">{tail}</p>\n",
  });
  const img = /<img src="([^"]+)" alt="kite"/.exec(page('/a'))?.[1];
  assert.ok(img && built.files.has(img.replace(/^\//, '')), `the image is written: ${img}`);
  assert.match(page('/a'), new RegExp(`<img src="${img}" alt="required"`), 'require finds it too');
  assert.match(page('/a'), /<p class="tail">long tail\n<\/p>/, 'the site folder is a root too');
});

test("a site Heading draws every doc's headings, as Docusaurus's MDXComponents maps h1–h6 to it; it reads useBrokenLinks and the whole themeConfig", async () => {
  const { page } = await site({
    'docusaurus.config.js': config('', "themeConfig: { navbar: { hideOnScroll: true } },"),
    'docs/spars.md': '---\ntitle: Spars\n---\n\n## Long spars\n\nSee [long spars](#long-spars).\n',
    'src/theme/Heading/index.js': "import React from 'react';\nimport useBrokenLinks from '@docusaurus/useBrokenLinks';\nimport { useThemeConfig } from '@docusaurus/theme-common';\n" +
      "export default function Heading({ as: As, id, children }) {\n  const brokenLinks = useBrokenLinks();\n  if (id) brokenLinks.collectAnchor(id);\n  const { navbar: { hideOnScroll } } = useThemeConfig();\n" +
      "  return <As id={id} className={hideOnScroll ? 'spar-heading hides' : 'spar-heading'}>{children}<a href={'#' + id}>§</a></As>;\n}\n",
  });
  // Its own link only: the Markdown's `#` link is the default Heading's.
  assert.match(page('/spars'), /<h2 id="long-spars" class="spar-heading hides">Long spars<a href="#long-spars">§<\/a><\/h2>/);
});

test("a remark plugin's `admonition` element (hName, as Docusaurus's admonitions make) is drawn as the Admonition", async () => {
  const { page } = await site({
    'docusaurus.config.js': config().replace("sidebarPath: false }", "sidebarPath: false, remarkPlugins: [require('./alerts')] }"),
    'alerts.js': "module.exports = () => (tree) => { for (const node of tree.children) if (node.type === 'blockquote') node.data = { hName: 'admonition', hProperties: { type: 'tip', title: 'Mind the wind' } }; };\n",
    'docs/sails.md': '---\ntitle: Sails\n---\n\n> Reef early.\n',
  });
  assert.match(page('/sails'), /<aside class="theme-admonition theme-admonition-tip"[^>]*><p class="admonition-title">Mind the wind<\/p>\s*<p>Reef early.<\/p>\s*<\/aside>/);
});

test("a remark plugin's element named as a component (`hName: 'Swatch'`) is drawn by the site's MDXComponents entry", async () => {
  const { page } = await site({
    'docusaurus.config.js': config().replace("sidebarPath: false }", "sidebarPath: false, beforeDefaultRemarkPlugins: [require('./swatches')] }"),
    'swatches.js': "module.exports = () => (tree) => { const walk = (n) => { if (n.type === 'link' && n.url.startsWith('color:')) Object.assign(n, { type: 'swatch', data: { hName: 'Swatch', hProperties: { color: n.url.slice(6) } } }); (n.children || []).forEach(walk); }; walk(tree); };\n",
    'src/theme/MDXComponents.js': "import React from 'react';\nimport MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents, Swatch: ({ color, children }) => <span className=\"swatch\" style={{ color: '#' + color }}>{children}</span> };\n",
    'docs/sails.md': '---\ntitle: Sails\n---\n\nA [red](color:c00) sail.\n',
  });
  assert.match(page('/sails'), /<p>A <span class="swatch" style="color:#c00">red<\/span> sail.<\/p>/);
});

test.run();
