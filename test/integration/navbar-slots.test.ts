// The navbar's theme slots (issue 23): a site's `src/theme/SearchBar` and `src/theme/ColorModeToggle` are drawn in
// their places in docsgen's navbar. A SearchBar that wraps `@theme-original/SearchBar` wraps docsgen's search box; one
// that runs Algolia DocSearch (or another engine) is left out, docsgen's box drawn instead and a warning saying so,
// the build going on. A ColorModeToggle gets Docusaurus's props (`value`, `onChange`, `respectPrefersColorScheme`);
// a Navbar/Logo is the brand.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ type: 'doc', docId: 'intro', label: 'Guide', position: 'left' }] }, colorMode: { respectPrefersColorScheme: true } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;
const DOCS = { 'docs/intro.md': '# Intro\n\nPick apples.\n' };

// A wrapper, importing DocSearch's modules as ejected Algolia SearchBars do (they resolve to stand-ins).
const WRAPPED_SEARCH = `import SearchBar from '@theme-original/SearchBar';
import { DocSearchButton } from '@docsearch/react';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
export default function SearchBarWrapper(props) {
  const filters = useAlgoliaContextualFacetFilters();
  return <div className="orchard-search" data-filters={filters.length} data-label={translations.button.buttonText}><SearchBar {...props} /><a className="orchard-ask" href="https://ask.example.org">Ask</a></div>;
}
`;

// An ejected DocSearch: an engine docsgen does not run.
const ALGOLIA_SEARCH = `import { useState } from 'react';
import { DocSearchButton, useDocSearchKeyboardEvents } from '@docsearch/react';
export default function SearchBar() {
  const [open, setOpen] = useState(false);
  useDocSearchKeyboardEvents({ isOpen: open, onOpen: () => setOpen(true), onClose: () => setOpen(false) });
  return <DocSearchButton className="algolia-button" onClick={() => setOpen(true)} />;
}
`;

const TOGGLE = `export default function ColorModeToggle({ value, respectPrefersColorScheme }) {
  return <span className="orchard-toggle" data-value={value} data-respect={String(respectPrefersColorScheme)}>Mode</span>;
}
`;

async function build(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, html: String(built.files.get('docs/intro/index.html')) };
}

const navbar = (html: string) => html.slice(html.indexOf('<header class="navbar'), html.indexOf('</header>'));

test('a SearchBar that wraps the original wraps docsgen\'s search box, in the navbar', async () => {
  const { html, built } = await build({ 'src/theme/SearchBar.js': WRAPPED_SEARCH });
  const bar = navbar(html);
  const wrapper = bar.slice(bar.indexOf('<div class="orchard-search"'));
  assert.ok(wrapper, 'the site\'s SearchBar is in the navbar');
  assert.match(wrapper, /data-filters="0" data-label="Search"/);
  // docsgen's box (its island and the form without JavaScript) inside the wrapper, before the site's link.
  assert.ok(wrapper.indexOf('data-island="SearchBar"') > 0 && wrapper.indexOf('data-island="SearchBar"') < wrapper.indexOf('orchard-ask'));
  assert.is(bar.match(/data-island="SearchBar"/g)?.length, 1, 'one search box');
  assert.not.match(bar, /data-docsgen-original/);
  assert.not.ok(built.warnings.some((w) => /SearchBar/.test(w.message)), 'no warning for a slot');
});

test('a SearchBar running Algolia DocSearch falls back to docsgen\'s search box, with a warning that says so', async () => {
  const { html, built } = await build({ 'src/theme/SearchBar/index.js': ALGOLIA_SEARCH });
  const bar = navbar(html);
  assert.is(bar.match(/data-island="SearchBar"/g)?.length, 1);
  assert.not.match(bar, /algolia-button/);
  const warning = built.warnings.find((w) => /src\/theme\/SearchBar/.test(w.message));
  assert.ok(warning, 'a warning names the SearchBar');
  assert.match(warning!.message, /Algolia DocSearch \(it imports @docsearch\/react\).*docsgen's own search box is drawn in its place/);
  assert.not.ok(built.warnings.some((w) => /not used: .*SearchBar/.test(w.message)), 'not in the no-slot list');
});

test('a ColorModeToggle is drawn in the toggle\'s place with Docusaurus\'s props', async () => {
  const { html, built } = await build({ 'src/theme/ColorModeToggle.js': TOGGLE });
  const bar = navbar(html);
  assert.match(bar, /<span class="orchard-toggle" data-value="light" data-respect="true">Mode<\/span>/);
  assert.not.match(bar, /class="color-mode-toggle"/, 'docsgen\'s toggle is replaced');
  assert.not.ok(built.warnings.some((w) => /ColorModeToggle/.test(w.message)));
});

test('a ColorModeToggle that wraps the original keeps docsgen\'s switching button, with the class it gives', async () => {
  const wrapper = `import ColorModeToggle from '@theme-original/ColorModeToggle';
export default function Wrapped(props) {
  return <div className="orchard-mode"><ColorModeToggle {...props} className="orchard-button" /></div>;
}
`;
  const { html } = await build({ 'src/theme/ColorModeToggle/index.js': wrapper });
  assert.match(navbar(html), /<div class="orchard-mode"><button type="button" class="color-mode-toggle orchard-button" data-theme-toggle=""/);
});

test('an ejected Navbar/Logo is the navbar\'s brand; @theme/Logo draws the config\'s logo and title with the classes given', async () => {
  const logo = `import Logo from '@theme/Logo';
export default function NavbarLogo() {
  return <Logo className="navbar__brand orchard-brand" imageClassName="navbar__logo" titleClassName="navbar__title" title="Orchard home" />;
}
`;
  const config = CONFIG.replace("navbar: { title: 'Orchard',", "navbar: { title: 'Orchard', logo: { alt: 'Apple', src: 'img/apple.svg', srcDark: 'img/apple-dark.svg' },");
  const dir = tmpSite({ 'docusaurus.config.js': config, ...DOCS, 'src/theme/Navbar/Logo.js': logo, 'static/img/apple.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>', 'static/img/apple-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const bar = navbar(String(built.files.get('docs/intro/index.html')));
  assert.match(bar, /<div class="navbar-brand-slot"[^>]*><style>[^<]*:where\(\.navbar-brand-slot\) \.navbar__logo\{/);
  // The link's other props are its own, as Docusaurus passes them on (a title; an onClick in the browser).
  assert.match(bar, /<a class="navbar__brand orchard-brand" title="Orchard home" href="\/"><div class="navbar__logo"><img src="\/img\/apple.svg" alt="Apple" class="themed-image themed-image-light"\/><img src="\/img\/apple-dark.svg"[^>]*\/><\/div><b class="navbar__title">Orchard<\/b><\/a>/);
  assert.not.match(bar, /class="navbar-brand[ "]/, 'docsgen\'s brand is replaced');
  assert.not.ok(built.warnings.some((w) => /Navbar\/Logo/.test(w.message)));
});

test('a Navbar/Logo that wraps the original keeps docsgen\'s brand inside it', async () => {
  const wrapper = `import NavbarLogo from '@theme-original/Navbar/Logo';
export default function Wrapped() {
  return <><NavbarLogo /><span className="orchard-badge">beta</span></>;
}
`;
  const { html } = await build({ 'src/theme/Navbar/Logo/index.js': wrapper });
  assert.match(navbar(html), /<a class="navbar-brand navbar__brand" href="\/"><span class="navbar-title navbar__title">Orchard<\/span><\/a><span class="orchard-badge">beta<\/span>/);
});

test.run();
