import path from 'node:path';
import { Window } from 'happy-dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type SiteBuild } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Footer } from '../../templates/Footer.tsx';
import type { Assets } from '../../templates/context.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const site: SiteBuild = await buildSite(await loadConfig(path.join(ROOT, 'test/fixtures/widgets/site.config.ts')));

function page(file: string): Document {
  const html = site.files.get(file);
  assert.type(html, 'string', `${file} was not rendered`);
  const window = new Window({ url: 'https://widgets.example.com/' });
  window.document.write(html as string);
  return window.document as unknown as Document;
}
const attr = (doc: Document, sel: string, name: string) => doc.querySelector(sel)?.getAttribute(name);

test('head: title, description, canonical, hreflang alternates, social cards, favicon-free site', () => {
  const doc = page('guides/configure/index.html');
  assert.is(doc.title, 'Configure widgets | Widgetry');
  // No frontmatter description: the first section's text stands in.
  assert.match(attr(doc, 'meta[name=description]', 'content')!, /^key meaning spin how fast/);
  assert.is(attr(doc, 'link[rel=canonical]', 'href'), 'https://widgets.example.com/guides/configure');
  assert.is(attr(doc, 'link[rel=alternate][hreflang=en]', 'href'), 'https://widgets.example.com/guides/configure');
  assert.is(attr(doc, 'link[rel=alternate][hreflang=x-default]', 'href'), 'https://widgets.example.com/guides/configure');
  assert.is(attr(doc, 'meta[property="og:title"]', 'content'), 'Configure widgets | Widgetry');
  assert.is(attr(doc, 'meta[property="og:url"]', 'content'), 'https://widgets.example.com/guides/configure');
  assert.is(attr(doc, 'meta[name="twitter:card"]', 'content'), 'summary_large_image');
  assert.is(attr(doc, 'meta[name=keywords]', 'content'), 'config, settings');
  assert.is(doc.documentElement.getAttribute('lang'), 'en');
});

test('navbar hide-on-scroll: off by default; `navbar.hideOnScroll: true` marks the navbar for the client', async () => {
  assert.is(page('guides/intro/index.html').querySelector('.navbar')!.hasAttribute('data-hide-on-scroll'), false);
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, navbar: { title: 'T', items: [], hideOnScroll: true } };\n",
    'docs/a.md': '# A\n',
  });
  const on = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  assert.match(on.files.get('docs/a/index.html') as string, /<header class="navbar" data-has-sidebar="" data-hide-on-scroll="">/);
});

test('head: an explicit description wins, the theme script runs before the stylesheet', () => {
  const doc = page('guides/intro/index.html');
  assert.is(attr(doc, 'meta[name=description]', 'content'), 'What Widgetry is.');
  const head = doc.head.innerHTML;
  assert.ok(head.indexOf('localStorage.getItem("theme")') < head.indexOf('rel="stylesheet"'));
  assert.match(attr(doc, 'script[type=module]', 'src')!, /^\/assets\/boot\.[A-Z0-9]+\.js$/);
});

test('the boot module is one file: what a page needs later (putting a fetched page in place, the menu) loads on demand', () => {
  const asset = (prefix: string) => [...site.files.keys()].find((f) => f.startsWith(`assets/${prefix}.`) && f.endsWith('.js'))!;
  const text = (file: string) => Buffer.from(site.files.get(file)!).toString();
  const boot = text(asset('boot'));
  assert.not.match(boot, /\bfrom\s*"\.\/|\bimport\s*"\.\//, 'no chunk imported up front');
  assert.ok(boot.includes(`import("./${path.basename(asset('page-swap'))}")`), 'the page-swap chunk is imported on demand');
  assert.not.ok(boot.includes('This page crashed.'), 'its code is not in the boot module');
  assert.not.match(text(asset('page-swap')), /\bfrom\s*"\.\//, 'and it shares no chunk with it');
});

test('layout: skip link, landmarks, labelled controls', () => {
  const doc = page('guides/intro/index.html');
  assert.is(attr(doc, 'a.skip-link', 'href'), '#main');
  assert.ok(doc.querySelector('main#main'));
  assert.ok(doc.querySelector('header nav[aria-label=Main]'));
  assert.ok(doc.querySelector('aside nav[aria-label="Docs sidebar"]'));
  assert.ok(doc.querySelector('footer.footer'));
  assert.ok(attr(doc, '[data-theme-toggle]', 'aria-label'));
  assert.ok(attr(doc, '[data-menu-toggle]', 'aria-label'));
  assert.is(doc.querySelector('label[for=search-input]')?.textContent, 'Search the docs');
});

test('navbar and footer from the config', () => {
  const doc = page('guides/intro/index.html');
  assert.is(doc.querySelector('.navbar-title')?.textContent, 'Widgetry');
  assert.is(attr(doc, '.navbar-logo', 'alt'), 'Widgetry logo');
  const left = [...doc.querySelectorAll('.navbar-items-left a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);
  assert.equal(left, [['Guides', '/guides/intro', 'page']]);
  assert.is(attr(doc, '.navbar-items-right a', 'rel'), 'noopener noreferrer');
  assert.equal([...doc.querySelectorAll('.footer-title')].map((h) => h.textContent), ['Docs', 'More']);
  assert.is(doc.querySelector('.footer-copyright')?.textContent, 'Widgetry authors');
});

test('footer: a link to a page of the site is current on that page only; one of outside links alone is rendered once, as it would be on each page', async () => {
  const link = (file: string) => page(file).querySelector('.footer-link[href="/guides/intro"]')!;
  assert.is(link(`guides/intro/index.html`).getAttribute('aria-current'), 'page');
  assert.is(link(`guides/configure/index.html`).getAttribute('aria-current'), null);
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, footer: { links: [{ title: 'Out', items: [{ label: 'Src', href: 'https://x.dev' }, { html: '<b>hi</b>' }] }], copyright: 'C &amp; D', logo: { alt: 'L', src: '/l.svg' } } };\n",
    'docs/a.md': '# A\n',
    'docs/b.md': '# B\n',
  });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  const built = await buildSite(loaded);
  const footer = (file: string) => /<footer[^]*<\/footer>/.exec(built.files.get(file) as string)?.[0];
  const ctx = { site: loaded.config, path: '/docs/a', url: (p: string) => p, instances: new Map(), assets: {} as Assets };
  assert.is(footer('docs/a/index.html'), renderToString(createElement(Footer, { ctx })));
  assert.is(footer('docs/b/index.html'), footer('docs/a/index.html'));
});

test('navbar: each page marks its own current links, though pages alike share one rendering; its logo is preloaded from <head>', async () => {
  const dir = tmpSite({
    'site.config.ts': `export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, navbar: { title: 'T', logo: { alt: 'T', src: '/logo.svg' }, items: [
      { label: 'A', to: '/docs/a/one', activeBasePath: 'docs/a' }, { label: 'B', to: '/docs/b/three', position: 'right' }, { label: 'Out', href: 'https://x.dev' },
    ] } };\n`,
    'docs/a/one.md': '# One\n', 'docs/a/two.md': '# Two\n', 'docs/b/three.md': '# Three\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const current = (file: string, sel: string) => {
    const window = new Window({ url: 'https://t.dev/' });
    window.document.write(built.files.get(file) as string);
    return [...window.document.querySelectorAll(`${sel} a[aria-current=page]`)].map((a) => a.textContent);
  };
  for (const [file, mark] of [['docs/a/one/index.html', 'A'], ['docs/a/two/index.html', 'A'], ['docs/b/three/index.html', 'B']] as const) {
    assert.equal(current(file, '.navbar-items'), [mark], file);
    assert.equal(current(file, '.mobile-menu'), [mark], file);
  }
  assert.equal(current('index.html', '.navbar-items'), []);
  const html = built.files.get('docs/b/three/index.html') as string;
  assert.match(html, /<meta name="viewport" content="[^"]*"\/><link rel="preload" as="image" href="\/logo.svg"\/><title>/);
  assert.not.match(/<header[^]*<\/header>/.exec(html)![0], /rel="preload"/);
});

test('navbar of a Docusaurus config: a link to the home page is current on every page, one with `exact: true` on its own', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.dev', baseUrl: '/', presets: [['classic', { docs: {} }]], themeConfig: { navbar: { items: [
      { label: 'Home', to: '/' }, { label: 'Start', to: '/', exact: true }, { label: 'A', to: '/docs/a' },
    ] } } };\n`,
    'docs/a.md': '# A\n', 'src/pages/index.md': '# Home\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const current = (file: string) => {
    const window = new Window({ url: 'https://t.dev/' });
    window.document.write(built.files.get(file) as string);
    return [...window.document.querySelectorAll('.navbar-items a[aria-current=page]')].map((a) => a.textContent);
  };
  assert.equal(current('docs/a/index.html'), ['Home', 'A']);
  assert.equal(current('index.html'), ['Home', 'Start']);
  assert.match(built.files.get('docs/a/index.html') as string, /<a[^>]*href="\/"[^>]*data-nav-exact=""[^>]*>Start<\/a>/, 'client navigation reads it too');
});

test('doc page: title, breadcrumbs, TOC levels 2-3, edit link, prev/next', () => {
  const doc = page('guides/intro/index.html');
  assert.is(doc.querySelector('article h1')?.textContent, 'Introduction');
  assert.equal([...doc.querySelectorAll('.toc a')].map((a) => a.getAttribute('href')), ['#concepts', '#spin', '#next']);
  assert.is(doc.querySelectorAll('.toc > ul > li').length, 2);
  assert.is(attr(doc, '.edit-link', 'href'), 'https://example.com/widgetry/edit/main/docs/intro.md');
  assert.is(doc.querySelector('.pagination-prev'), null);
  assert.is(attr(doc, '.pagination-next', 'href'), '/guides/start');
  const crumbs = page('guides/install/index.html');
  assert.equal([...crumbs.querySelectorAll('.breadcrumb')].map((c) => c.textContent), ['', 'Getting Started', 'Installing Widgetry']);
  assert.is(attr(crumbs, '.breadcrumb a[href="/guides/start"]', 'href'), '/guides/start');
  assert.is(attr(crumbs, '.breadcrumb:last-child span', 'aria-current'), 'page');
});

test('hide_table_of_contents hides the TOC', () => {
  assert.is(page('guides/topics/advanced/profiling/index.html').querySelector('.toc'), null);
});

test('sidebar: current page marked, its category open, collapsed categories render no children', () => {
  const doc = page('guides/install/index.html');
  assert.is(attr(doc, '.sidebar-list a[aria-current=page]', 'href'), '/guides/install');
  const start = doc.querySelector('[data-sidebar-key="getting-started"]')!;
  assert.is(start.getAttribute('data-collapsed'), 'false');
  assert.is(start.querySelector('.sidebar-category-toggle')!.getAttribute('aria-expanded'), 'true');
  const deep = doc.querySelector('[data-sidebar-key="deep-dives"]')!;
  assert.is(deep.getAttribute('data-collapsed'), 'true');
  assert.is(deep.querySelectorAll('li').length, 0);
  assert.match(doc.documentElement.getAttribute('data-sidebar-tree')!, /^\/assets\/sidebar\.[0-9a-f]+\.json$/);
});

test('generated index: a card per item with descriptions', () => {
  const doc = page('guides/start/index.html');
  assert.is(doc.querySelector('article h1')?.textContent, 'Getting Started');
  assert.is(doc.querySelector('.category-description')?.textContent, 'First steps with widgets.');
  assert.equal([...doc.querySelectorAll('.category-card a')].map((a) => a.getAttribute('href')), ['/guides/install', '/guides/configure']);
});

test('home page: hero, calls to action, features, body', () => {
  const doc = page('index.html');
  assert.ok(doc.querySelector('.base-url-issue-banner[role=alert]'), 'the base URL issue banner is on the home page');
  assert.is(page('guides/intro/index.html').querySelector('.base-url-issue-banner'), null);
  assert.is(doc.title, 'Widgetry — widgets for everyone');
  assert.is(doc.querySelector('.hero-title')?.textContent, 'Widgetry');
  assert.is(doc.querySelector('.hero-tagline')?.textContent, 'Widgets for everyone');
  assert.equal([...doc.querySelectorAll('.hero-actions a')].map((a) => a.textContent), ['Start here', 'Source']);
  assert.match(doc.querySelector('.feature-details')!.innerHTML, /<strong>milliseconds<\/strong>/);
  // The link's arrow is drawn, not read (and is mirrored on a right-to-left page).
  assert.is(doc.querySelector('.feature-link')?.innerHTML, 'Install <span class="feature-arrow" aria-hidden="true">→</span>');
  assert.is(doc.querySelector('#docs-sidebar'), null);
});

test('not-found page and page data', () => {
  const doc = page('404.html');
  assert.is(doc.querySelector('main h1')?.textContent, 'Page Not Found');
  assert.is(attr(doc, 'meta[name=robots]', 'content'), 'noindex');
  const data = JSON.parse(site.files.get('guides/intro/page-data.json') as string);
  assert.is(data.title, 'Introduction');
  assert.match(data.main, /<h1>Introduction<\/h1>/);
  assert.match(data.head, /<title>Introduction \| Widgetry<\/title>/);
});

test('sitemap lists every page but the 404', () => {
  const xml = site.files.get('sitemap.xml') as string;
  assert.match(xml, /<loc>https:\/\/widgets.example.com\/guides\/intro<\/loc>/);
  assert.match(xml, /<loc>https:\/\/widgets.example.com\/<\/loc>/);
  assert.not.match(xml, /404/);
});

test.run();
