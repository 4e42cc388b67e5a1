// Navbar and footer links written in the config follow the site's `trailingSlash`, as Docusaurus's Link writes
// them: `true` adds the slash, `false` takes it off, undefined leaves the path as written; the query and hash are
// kept, another site's URL is left alone, and a link still marks its own page as current. So do the logos' links.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { slashed } from '../../generator/docusaurus/nav-links.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const NAVBAR = `{ logo: { src: 'img/k.svg', href: '/docs/kettle' }, items: [
  { to: '/docs/intro', label: 'Intro', position: 'left', className: 'n1' },
  { href: '/docs/kettle/', label: 'Kettle', position: 'left', className: 'n2' },
  { type: 'dropdown', label: 'More', to: '/docs/kettle', position: 'left', items: [{ to: '/docs/kettle?tab=a#pour', label: 'Pour', className: 'n3' }] },
  { href: 'https://kettle.example.com/x', label: 'Out', position: 'right', className: 'n4' },
] }`;
const FOOTER = `{ logo: { src: 'img/k.svg', href: '/docs/intro/' }, links: [{ title: 'Docs', items: [{ to: '/docs/intro/', label: 'Start', className: 'f1' }, { to: '/', label: 'Home', className: 'f2' }] }] }`;

async function page(trailingSlash: string) {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Kettle', url: 'https://kettle.example.org', baseUrl: '/tea/', trailingSlash: ${trailingSlash},
      presets: [['classic', { blog: false }]], themeConfig: { navbar: ${NAVBAR}, footer: ${FOOTER} } };\n`,
    'docs/intro.md': '# Intro\n',
    'docs/kettle.md': '# Kettle\n',
    'src/pages/index.md': '# Home\n',
    'static/img/k.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = String(built.files.get(trailingSlash === 'false' ? 'docs/intro.html' : 'docs/intro/index.html'));
  const href = (cls: string) => new RegExp(`<a[^>]*class="[^"]*\\b${cls}\\b[^"]*"[^>]*>`).exec(html)?.[0].match(/href="([^"]*)"/)?.[1];
  const current = /<a[^>]*class="[^"]*\bn1\b[^"]*"[^>]*>/.exec(html)?.[0].includes('aria-current="page"');
  const toggle = /<a[^>]*href="([^"]*)"[^>]*aria-haspopup="true">More</.exec(html)?.[1];
  // The logos' links too, as Docusaurus's Link writes them.
  const logos = ['navbar-brand', 'footer-logo'].map(href);
  return { hrefs: [...['n1', 'n2', 'n3', 'n4', 'f1', 'f2'].map(href), toggle, ...logos], current };
}

test('slashed: the path part alone, as the site asks; the root, a bare query or hash and a file as written', () => {
  assert.is(slashed('/docs/a?x=1#h', true), '/docs/a/?x=1#h');
  assert.is(slashed('/docs/a/#h', false), '/docs/a#h');
  assert.is(slashed('/docs/a/', undefined), '/docs/a/');
  assert.is(slashed('/', false), '/');
  assert.is(slashed('#h', true), '#h');
  // A file keeps its path; a route with a dot in its last part is a route.
  assert.is(slashed('/files/manual.pdf', true), '/files/manual.pdf');
  assert.is(slashed('/docs/v1.2', true), '/docs/v1.2/');
});

test('trailingSlash: true: the config\'s links end in a slash, and the intro link is current on its page', async () => {
  const { hrefs, current } = await page('true');
  assert.equal(hrefs, ['/tea/docs/intro/', '/tea/docs/kettle/', '/tea/docs/kettle/?tab=a#pour', 'https://kettle.example.com/x', '/tea/docs/intro/', '/tea/', '/tea/docs/kettle/', '/tea/docs/kettle/', '/tea/docs/intro/']);
  assert.ok(current);
});

test('trailingSlash: false takes the slash off; undefined leaves each link as written', async () => {
  const off = await page('false');
  assert.equal(off.hrefs, ['/tea/docs/intro', '/tea/docs/kettle', '/tea/docs/kettle?tab=a#pour', 'https://kettle.example.com/x', '/tea/docs/intro', '/tea/', '/tea/docs/kettle', '/tea/docs/kettle', '/tea/docs/intro']);
  assert.ok(off.current);
  const { hrefs } = await page('undefined');
  assert.equal(hrefs, ['/tea/docs/intro', '/tea/docs/kettle/', '/tea/docs/kettle?tab=a#pour', 'https://kettle.example.com/x', '/tea/docs/intro/', '/tea/', '/tea/docs/kettle', '/tea/docs/kettle', '/tea/docs/intro/']);
});

test.run();
