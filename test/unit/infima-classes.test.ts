// Infima's classes for a Docusaurus site's own markup (generator/docusaurus/infima-classes.ts): the families its
// pages use, never what styles docsgen's theme parts (bare elements on a site's own pages only), with the variables they read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCustomCss } from '../../generator/docusaurus/custom-css.ts';
import { infimaClasses } from '../../generator/docusaurus/infima-classes.ts';
import { INFIMA_LINKS, INFIMA_PART_LINKS } from '../../generator/docusaurus/infima-links.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

// Infima's link look, which does style docsgen's parts (at zero specificity), is tested on its own (last test).
const css = infimaClasses().replace(INFIMA_LINKS, '');
const selectors = [...css.replace(/\/\*[^]*?\*\//g, '').matchAll(/(?:^|\})([^{}@]+)\{/g)].map((m) => m[1]!.trim()).filter((s) => !s.startsWith(':root') && !s.startsWith('[') && !s.startsWith('html['));

test('the grid, buttons, cards, hero parts and utilities the classic template uses are there, with their breakpoints', () => {
  for (const s of ['.container', '.row', '.col', '.col--4', '.button', '.button--secondary', '.button--lg', '.hero--primary', '.hero__title', '.hero__subtitle', '.text--center', '.margin-bottom--lg', '.padding-horiz--md', '.card__body', '.badge--primary', '.avatar__name', '.alert--info', '.shadow--md']) {
    assert.ok(selectors.some((x) => x.split(',').some((one) => one === s || one.startsWith(`${s}.`) || one.startsWith(`${s}:`) || one === `:where(${s})`)), s);
  }
  assert.match(css, /@media \(max-width:996px\)\{[^{}]*\.col[^{}]*\{/, 'columns stack on small screens');
});

test("a swizzled DocBreadcrumbs' Infima list: its items in a row with separators, its links, the list itself but not docsgen's nav", () => {
  for (const s of ['.breadcrumbs__item', '.breadcrumbs__link', '.breadcrumbs__item--active .breadcrumbs__link', '.breadcrumbs:not(nav)']) assert.ok(selectors.some((x) => x.split(',').includes(s)), s);
  assert.match(css, /\.breadcrumbs__item\{display:inline-block\}/);
  assert.match(css, /--ifm-breadcrumb-separator:/, 'the separator image the items read');
});

test("nothing that styles docsgen's own parts or bare elements: the theme keeps its look", () => {
  for (const s of selectors.map((x) => x.replaceAll(':where(:not(.markdown *))', ''))) {
    assert.not.match(s, /\.(?:navbar|menu|footer|pagination|table-of-contents|markdown|tabs|dropdown)\b/, s);
    // docsgen's breadcrumbs are a `nav.breadcrumbs`: Infima's bare `.breadcrumbs` rule applies to a site's list only.
    assert.not.match(s, /\.breadcrumbs(?![\w-]|:not\(nav\))/, s);
    // Every selector starts from one of the classes (an element may follow one, never stand alone).
    // (`a.button`: docsgen's own rule keeping buttons' text without the underline its links have.)
    for (const one of s.split(',')) assert.match(one, /^(?:\.|:where\(\.|a\.button)/, one);
  }
  // The bare `.hero` is docsgen's generated home's there, Infima's on every other page (a site's own pages).
  assert.not.ok(selectors.includes('.hero'), "the bare .hero is docsgen's home page's");
  assert.match(css, /\.hero:not\(:where\(\.page-home \.hero\)\)\{[^}]*background-color:var\(--ifm-hero-background-color\)[^}]*background-image:none/);
});

test("the base elements' look (a paragraph's margin, headings, lists) on a site's own pages, outside Markdown, at Infima's specificity", () => {
  const scoped = (el: string) => `:where(.page-page) ${el}:where(:not(.markdown *))`;
  assert.ok(css.includes(`${scoped('p')}{margin:0 0 var(--ifm-paragraph-margin-bottom)}`), 'p');
  for (const el of ['h1', 'h3', 'ul', 'hr', 'blockquote']) assert.ok(selectors.some((x) => x.split(',').includes(scoped(el))), el);
  // Not every element: code, tables, links and the page itself keep docsgen's look; every such rule is scoped.
  for (const el of ['a', 'code', 'pre', 'table', 'html', 'body']) assert.not.ok(selectors.some((x) => x.split(',').includes(scoped(el))), el);
  for (const s of selectors) for (const one of s.split(',')) if (!/^(?:\.|:where\(\.|a\.button)/.test(one)) assert.unreachable(one);
  assert.match(css, /--ifm-paragraph-margin-bottom:/, 'the variables they read');
});

test('the variables the rules read are defined, in both colour modes', () => {
  const root = /:root\{([^}]*)\}/.exec(css)![1]!;
  const dark = /\[data-theme='dark'\]\{([^}]*)\}/.exec(css)![1]!;
  const defined = new Set([...root.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!));
  for (const name of ['--ifm-button-border-radius', '--ifm-color-primary', '--ifm-spacing-horizontal', '--ifm-container-width-xl']) assert.ok(defined.has(name), name);
  // Set inside the rules themselves (`.col { --ifm-col-width: … }`), defined, or docsgen's theme's own (its stylesheet
  // is on every page; a tag's hover takes the link's hover colour, `var(--c-link-hover, var(--c-link))`, as any Infima
  // link does): none is left undefined; one with a fallback falls back to it.
  const setInRules = new Set([...css.matchAll(/[{;](--[\w-]+):/g)].map((m) => m[1]!));
  const theme = new Set([...readFileSync(path.resolve(import.meta.dirname, '../../templates/styles.css'), 'utf8').matchAll(/(--c-[\w-]+):/g)].map((m) => m[1]!));
  for (const [, name, fallback] of css.matchAll(/var\((--[\w-]+)\s*(,?)/g)) assert.ok(defined.has(name!) || setInRules.has(name!) || theme.has(name!) || fallback === ',', name);
  assert.match(dark, /--ifm-color-emphasis-0:/, 'dark values of the colours the rules read');
  // Infima's selector for them, `html[data-theme='dark']`, outranks a site's `:root` that sets a variable for light only.
  assert.match(css, /(^|\n)html\[data-theme='dark'\]\{/);
});

const declared = (sheet: string, block: RegExp) => new Set([...block.exec(sheet)![1]!.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!));

test("the Infima variables the site's customCss and its components' CSS modules read are defined, in both colour modes", async () => {
  const dir = tmpSite({
    'src/css/custom.css': '.lamp { color: var(--ifm-color-content-secondary); }\n',
    'src/components/Toggle/styles.module.css': '.pill { border: 1px solid var(--ifm-color-emphasis-300); background: var( --ifm-background-surface-color); }\n',
    'src/theme/Navbar/x.module.scss': '.x { box-shadow: 0 var(--ifm-navbar-height) var(--ifm-toc-border-color); }\n',
  });
  const sheet = (await loadCustomCss(['src/css/custom.css'], dir, path.join(dir, 'docusaurus.config.js'), true))!.css;
  const root = declared(sheet, /:root\{([^}]*)\}/);
  const dark = declared(sheet, /\[data-theme='dark'\]\{([^}]*)\}/);
  for (const name of ['--ifm-color-content-secondary', '--ifm-color-emphasis-300', '--ifm-background-surface-color', '--ifm-navbar-height', '--ifm-toc-border-color']) assert.ok(root.has(name), name);
  // Dark values, and the grays they name (defined in the light block only, as Infima does).
  for (const name of ['--ifm-color-emphasis-300', '--ifm-color-content-secondary']) assert.ok(dark.has(name), name);
  assert.ok(root.has('--ifm-color-gray-700') && root.has('--ifm-color-gray-300'), 'what the dark and light emphasis read');
  // Without the site's stylesheets, only what Infima's kept rules read.
  assert.not.ok(declared(infimaClasses(), /:root\{([^}]*)\}/).has('--ifm-toc-border-color'));
});

test("the site's page background and navbar colours colour docsgen's page and navbar; dark keeps Infima's where the site sets light only", async () => {
  const dir = tmpSite({ 'src/css/custom.css': ':root { --ifm-background-color: #fafaf5; --ifm-navbar-background-color: #101820; --ifm-navbar-link-color: #f0f0f0; }\n' });
  const sheet = (await loadCustomCss(['src/css/custom.css'], dir, path.join(dir, 'docusaurus.config.js'), true))!.css;
  const after = sheet.slice(sheet.indexOf('#101820'));
  assert.match(after, /body \{ background-color: var\(--ifm-background-color\); \}/);
  assert.match(after, /\.navbar \{ --c-navbar: var\(--ifm-navbar-background-color\); \}/);
  assert.match(after, /\.navbar-link[^{]*\{ color: var\(--ifm-navbar-link-color\); \}/);
  assert.not.match(after, /dropdown-link[^{]*\{ color: var\(--ifm-navbar-link-color/, 'menus keep the page text');
  const dark = declared(sheet, /\[data-theme='dark'\]\{([^}]*)\}/);
  // Infima's dark page colour; its navbar colours have no dark value of their own (the site's :root holds in dark, as on Docusaurus).
  assert.ok(dark.has('--ifm-background-color'));
  assert.not.ok(dark.has('--ifm-navbar-background-color'));
  // A dark surface colour alone colours the navbar too (Infima's navbar is the surface colour).
  const surface = (await loadCustomCss(['src/css/s.css'], tmpSite({ 'src/css/s.css': "html[data-theme='dark'] { --ifm-background-surface-color: #1f2937; }\n" }), path.join(dir, 'docusaurus.config.js'), true))!.css;
  assert.match(surface, /\.navbar \{ --c-navbar: var\(--ifm-navbar-background-color\); \}/);
  assert.match(surface, /:root\{[^}]*--ifm-navbar-background-color:var\(--ifm-background-surface-color\)/, "Infima's navbar colour is defined");
  // A site that sets none of them keeps docsgen's page and navbar.
  const plain = (await loadCustomCss(['src/css/plain.css'], tmpSite({ 'src/css/plain.css': ':root { --ifm-color-primary: #c00; }\n' }), path.join(dir, 'docusaurus.config.js'), true))!.css;
  assert.not.match(plain, /--ifm-navbar-link-color\)|background-color: var\(--ifm-background-color/);
});

test("Infima's link look on a Docusaurus site only: its variables defined, every rule under docsgen's parts' own; the site's hover colour mapped", async () => {
  const sheet = infimaClasses();
  assert.ok(sheet.includes(INFIMA_LINKS));
  const root = declared(sheet, /:root\{([^}]*)\}/);
  for (const name of ['--ifm-link-decoration', '--ifm-link-hover-decoration']) assert.ok(root.has(name), name);
  // At most docsgen's generic `a:hover` (an element and a pseudo-class): any class of docsgen's part outranks it.
  const rules = [...INFIMA_LINKS.replace(`${INFIMA_PART_LINKS}\n`, '').matchAll(/(?:^|\n)([^{]+)\{/g)].map((m) => m[1]!);
  for (const selectors of rules.slice(0, -1)) {
    for (const one of selectors.split(',')) assert.match(one.replace(/:where\([^)]*\)/g, ''), /^\s*(?:a(?::hover)?)?$/, one);
  }
  // Those that draw one of docsgen's parts as Docusaurus does name that part.
  for (const rule of INFIMA_PART_LINKS.split(/\}/).filter(Boolean)) assert.match(rule, /\.(navbar-brand|pagination-link|tag|blog-sidebar|blog-post-title|hash-link)\b/, rule);
  // But the last: the plain parts on hover at Infima's specificity (a class and `:hover`, as `.navbar__link:hover`).
  assert.match(rules.at(-1)!, /^:is\(.*\.navbar-link.*\):hover,:is\(.*\.sidebar-list.*\) a:hover$/);
  const dir = tmpSite({ 'src/css/custom.css': ':root { --ifm-link-hover-color: #a05; }\n' });
  const config = path.join(dir, 'docusaurus.config.js');
  const site = (await loadCustomCss(['src/css/custom.css'], dir, config, true))!.css;
  assert.match(site, /--c-link-hover: var\(--ifm-link-hover-color\)/);
  // Sapling's kind of site (no Infima) keeps docsgen's underlined links.
  assert.not.ok((await loadCustomCss(['src/css/custom.css'], dir, config, false))!.css.includes(':where(a)'));
});

test.run();
