// The footer's parts as theme slots (issue 23, point 3): a site's `src/theme/Footer/Layout`, `Footer/Links…`,
// `Footer/LinkItem`, `Footer/Logo` or `Footer/Copyright` replaces or wraps its piece of docsgen's footer, the rest
// staying docsgen's; a site `Footer` wins over them, as on Docusaurus.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Teapot', url: 'https://teapot.example.org',
  themeConfig: { footer: {
    links: [{ title: 'Brew', items: [{ label: 'Leaves', to: '/docs/intro' }, { label: 'Pots', href: 'https://pots.example.org' }] }],
    copyright: 'Teapot <b>makers</b>',
  } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;

const DOCS = { 'docs/intro.md': '# Intro\n\nSteep it.\n', 'docs/more.md': '# More\n\nAgain.\n' };

async function build(files: Record<string, string>, config = CONFIG) {
  const dir = tmpSite({ 'docusaurus.config.js': config, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (file: string) => String(built.files.get(file)) };
}

const footerOf = (html: string) => /<div class="theme-footer">(.*?)<\/div><\/body>|<footer class="footer[^"]*">.*<\/footer>/s.exec(html)?.[0] ?? '';

test('an ejected Footer/Layout gets the parts drawn, and puts the copyright above the links; docsgen\'s links stay per page', async () => {
  const { page, built } = await build({
    'src/theme/Footer/Layout/index.js': `export default function FooterLayout({ style, links, logo, copyright }) {
  return <footer className="teapot-footer" data-style={style ?? 'none'}><div className="teapot-top">{copyright}</div>{links}{logo}</footer>;
}
`,
  });
  const intro = footerOf(page('docs/intro/index.html'));
  // `style` is the config's, else theme-classic's default ('light'), as Docusaurus validates themeConfig.footer.
  assert.match(intro, /<footer class="teapot-footer" data-style="light"><div class="teapot-top"><div class="footer-copyright">Teapot <b>makers<\/b><\/div><\/div><div class="footer-columns">/);
  // docsgen's own links, each page marking its own as current.
  assert.match(intro, /<a class="footer-link" href="\/docs\/intro" aria-current="page"[^>]*>Leaves<\/a>/);
  assert.match(footerOf(page('docs/more/index.html')), /<a class="footer-link" href="\/docs\/intro"(?! aria-current)[^>]*>Leaves<\/a>/);
  assert.not.ok(built.warnings.some((w) => /overrides are not used/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('a wrapped Footer/Copyright adds a line under docsgen\'s copyright, in docsgen\'s footer', async () => {
  const { page } = await build({
    'src/theme/Footer/Copyright/index.js': `import Copyright from '@theme-original/Footer/Copyright';
export default function CopyrightWrapper(props) {
  return <><Copyright {...props} /><p className="teapot-note">Brewed since 1999</p></>;
}
`,
  });
  const footer = footerOf(page('docs/intro/index.html'));
  assert.match(footer, /^<div class="theme-footer"><footer class="footer footer-light"><div class="footer-inner"><div class="footer-columns">/);
  assert.match(footer, /<div class="footer-bottom"><div class="footer-copyright">Teapot <b>makers<\/b><\/div><p class="teapot-note">Brewed since 1999<\/p><\/div>/);
  assert.match(footer, /aria-current="page"[^>]*>Leaves<\/a>/);
  // Nothing of it needs the browser: no island.
  assert.not.match(footer, /data-island/);
});

test('a Footer/LinkItem of the site draws every footer link, in docsgen\'s columns', async () => {
  const { page } = await build({
    'src/theme/Footer/LinkItem/index.js': `import Link from '@docusaurus/Link';
export default function FooterLinkItem({ item }) {
  const { label, to, href } = item;
  return <Link className="teapot-link" {...(to ? { to } : { href })}><span className="teapot-icon" aria-hidden="true">☕</span>{label}</Link>;
}
`,
  });
  const footer = footerOf(page('docs/intro/index.html'));
  assert.match(footer, /<nav class="footer-column" aria-label="Brew"><h2 class="footer-title">Brew<\/h2><ul><li><a class="teapot-link" href="\/docs\/intro"><span class="teapot-icon" aria-hidden="true">☕<\/span>Leaves<\/a><\/li><li><a class="teapot-link" href="https:\/\/pots.example.org" target="_blank" rel="noopener noreferrer"><span class="teapot-icon" aria-hidden="true">☕<\/span>Pots<\/a><\/li><\/ul><\/nav>/);
});

test('a simple footer (links without titles) goes through Footer/Links/Simple; a site Footer wins over the parts, using those it imports', async () => {
  const simple = CONFIG.replace("[{ title: 'Brew', items: [{ label: 'Leaves', to: '/docs/intro' }, { label: 'Pots', href: 'https://pots.example.org' }] }]", "[{ label: 'Leaves', to: '/docs/intro' }, { html: '<em>tea</em>' }, { label: 'Feed', href: '/feed.xml', prependBaseUrlToHref: true }]")
    .replace("url: 'https://teapot.example.org',", "url: 'https://teapot.example.org', baseUrl: '/tea/',");
  const { page } = await build({
    'src/theme/Footer/Links/Simple/index.js': `import Simple from '@theme-original/Footer/Links/Simple';
export default function SimpleWrapper(props) { return <div className="teapot-row"><Simple {...props} /></div>; }
`,
    'static/feed.xml': '<feed />\n',
  }, simple);
  // `prependBaseUrlToHref` puts the base URL in front of an `href`, as on Docusaurus.
  assert.match(footerOf(page('docs/intro/index.html')), /<div class="teapot-row"><nav class="footer-row" aria-label="Footer"><ul><li><a class="footer-link" href="\/tea\/docs\/intro">Leaves<\/a><\/li><li class="footer-link-html"><em>tea<\/em><\/li><li><a class="footer-link" href="\/tea\/feed.xml">Feed<\/a><\/li><\/ul><\/nav><\/div>/);
  const whole = await build({
    'src/theme/Footer/index.js': "import Logo from '@theme/Footer/Logo';\nexport default function Footer() { return <footer className=\"teapot-whole\">Whole<Logo /></footer>; }\n",
    'src/theme/Footer/Logo.js': 'export default function Logo() { return <span className="teapot-logo">logo</span>; }\n',
    'src/theme/Footer/Copyright/index.js': 'export default function Copyright() { return <p className="teapot-part">Part</p>; }\n',
  });
  const footer = footerOf(whole.page('docs/intro/index.html'));
  assert.match(footer, /<footer class="teapot-whole">Whole<span class="teapot-logo">logo<\/span><\/footer>/);
  assert.not.match(footer, /teapot-part/);
  // A part the site's Footer does not import is not used: it is named.
  assert.match(whole.built.warnings.find((w) => /overrides are not used/.test(w.message))?.message ?? '', /: Footer\/Copyright$/);
});

test.run();
