// Theme overrides (issue 23, point 3), Docusaurus's swizzling: a site's `src/theme/<Name>` replaces docsgen's
// component of that name (ejected) or wraps it (`@theme-original/<Name>`): a page part (Footer, NotFound/Content)
// and an MDX component (Admonition, also for `:::note` in a plain Markdown doc; MDXComponents); an override docsgen
// has no slot for is named in a warning.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  themeConfig: { footer: { links: [{ title: 'More', items: [{ label: 'Guide', to: '/docs/intro' }] }], copyright: 'Kettle authors' } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;

const THEME = {
  // Ejected: the site's own markup, its components and hooks.
  'src/theme/Footer/index.js': `import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Footer() {
  const { siteConfig } = useDocusaurusContext();
  return <footer className="kettle-footer"><Link to="/docs/intro">Start</Link> · {siteConfig.title} makers</footer>;
}
`,
  // Wrapped: docsgen's own inside the site's.
  'src/theme/Admonition/index.js': `import Admonition from '@theme-original/Admonition';
export default function AdmonitionWrapper(props) {
  return <div className="kettle-admonition" data-type={props.type}><Admonition {...props} /></div>;
}
`,
  'src/theme/NotFound/Content/index.js': `import Content from '@theme-original/NotFound/Content';
export default function NotFoundContent() {
  return <><p className="kettle-lost">Lost? The kettle can help.</p><Content /></>;
}
`,
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
const Steam = ({ children }) => <span className="steam">{children}</span>;
export default { ...MDXComponents, Steam };
`,
  'src/theme/NavbarItem/DropdownNavbarItem.js': 'export default function Dropdown() { return null; }\n',
};

const DOCS = {
  'docs/intro.md': '# Intro\n\n:::tip[Careful]\n\nThe spout is **hot**.\n\n:::\n\n:::note{#plain-note .wide}\n\nPlain note.\n\n:::\n\n:::info[The `lid` stays **on**]\n\nAlways.\n\n:::\n',
  'docs/rich.mdx': '# Rich\n\nSome <Steam>vapour</Steam> here.\n\n<details>\n<summary>More</summary>\n\nInside.\n\n</details>\n',
};

async function build(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = (file: string) => String(built.files.get(file));
  return { built, page };
}

test('an ejected Footer replaces docsgen\'s on every page, with its links resolved', async () => {
  const { page } = await build({ ...THEME, ...DOCS });
  for (const file of ['docs/intro/index.html', 'docs/rich/index.html', '404.html']) {
    assert.match(page(file), /<footer class="kettle-footer"><a href="\/docs\/intro"[^>]*>Start<\/a> · Kettle makers<\/footer>/, file);
    assert.not.match(page(file), /class="footer[" ]/, `${file}: docsgen's own footer is not there`);
  }
});

test('a wrapped Admonition renders :::note blocks of Markdown docs and MDX alike, around docsgen\'s', async () => {
  const { page } = await build({ ...THEME, ...DOCS });
  const intro = page('docs/intro/index.html');
  assert.match(intro, /<div class="kettle-admonition" data-type="tip"><aside class="theme-admonition theme-admonition-tip"[^>]*><p class="admonition-title">Careful<\/p><p>The spout is <strong>hot<\/strong>.<\/p><\/aside><\/div>/);
  // `{#id .class}` reach the site's component as `id` and `className`, and docsgen's box through it.
  assert.match(intro, /<div class="kettle-admonition" data-type="note"><aside id="plain-note" class="theme-admonition theme-admonition-note wide"[^>]*><p class="admonition-title">Note<\/p>/);
  // A title with Markdown in it reaches the original as its title, formatted, as on Docusaurus; its text labels the
  // box, as on the Markdown path.
  assert.match(intro, /<div class="kettle-admonition" data-type="info"><aside class="theme-admonition theme-admonition-info" aria-label="The lid stays on"><p class="admonition-title">The <code>lid<\/code> stays <strong>on<\/strong><\/p><p>Always.<\/p><\/aside><\/div>/);
});

test('MDXComponents of the site add components every MDX doc can use without importing them', async () => {
  const { page } = await build({ ...THEME, ...DOCS });
  const rich = page('docs/rich/index.html');
  assert.match(rich, /<span class="steam">vapour<\/span>/);
  assert.match(rich, /<details/);
});

test('a wrapped NotFound/Content keeps docsgen\'s content inside the site\'s', async () => {
  const { page } = await build({ ...THEME, ...DOCS });
  const notFound = page('404.html');
  assert.match(notFound, /<p class="kettle-lost">Lost\? The kettle can help.<\/p><div class="not-found"><h1>Page Not Found<\/h1>/);
});

test('a footer that wraps the original gets docsgen\'s footer for each page; an override with no slot is named', async () => {
  const { page, built } = await build({
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/Footer.js': `import Footer from '@theme-original/Footer';
export default function Wrapped() {
  return <><div className="kettle-banner">Brewed with care</div><Footer /></>;
}
`,
    'src/theme/NavbarItem/DropdownNavbarItem.js': 'export default function Dropdown() { return null; }\n',
  });
  const intro = page('docs/intro/index.html');
  assert.match(intro, /<div class="kettle-banner">Brewed with care<\/div><footer class="footer footer-light">.*Kettle authors/s);
  const unused = built.warnings.filter((w) => /overrides are not used/.test(w.message));
  assert.is(unused.length, 1);
  assert.match(unused[0]!.message, /NavbarItem\/DropdownNavbarItem/);
  // Without an Admonition of the site's, :::note stays on the fast path's markup.
  assert.match(intro, /<aside class="theme-admonition theme-admonition-tip"/);
  assert.not.match(intro, /kettle-admonition/);
});

test('a theme file the site imports by its path is its own component, not an unused override', async () => {
  const { page, built } = await build({
    'docs/intro.md': DOCS['docs/intro.md'],
    'docs/boxes.mdx': "import Shelf from '@theme/Shelf';\n\n# Boxes\n\n<Shelf />\n",
    'src/theme/BoxLink/index.js': "export default function BoxLink({ to, children }) { return <a className=\"box-link\" href={to}>{children}</a>; }\n",
    'src/theme/Spout.js': "export default function Spout() { return <span className=\"spout\">spout</span>; }\n",
    'src/theme/Shelf.js': "import Spout from './Spout';\nexport default function Shelf() { return <div className=\"shelf\"><Spout /></div>; }\n",
    'src/components/Tray.js': "import BoxLink from '@site/src/theme/BoxLink';\nexport default function Tray() { return <BoxLink to=\"/docs/intro\">tray</BoxLink>; }\n",
    'src/pages/tray.js': "import Tray from '../components/Tray';\nexport default function TrayPage() { return <Tray />; }\n",
    'src/theme/NavbarItem/DropdownNavbarItem.js': 'export default function Dropdown() { return null; }\n',
    // A TypeScript override that imports its own props' type imports nothing: TypeScript erases the import.
    'src/theme/DocSidebar/Mobile/index.tsx': "import type { Props } from '@theme/DocSidebar/Mobile';\nimport React from 'react';\nexport default function Sidebar({ className }: Props) { return <nav className={className} />; }\n",
  });
  assert.match(page('docs/boxes/index.html'), /<div class="shelf"><span class="spout">spout<\/span><\/div>/);
  const unused = built.warnings.filter((w) => /overrides are not used/.test(w.message));
  assert.is(unused.length, 1, built.warnings.map((w) => w.message).join('\n'));
  assert.match(unused[0]!.message, /: DocSidebar\/Mobile, NavbarItem\/DropdownNavbarItem$/);
});

test('admonition types of the site: `admonitions.keywords` with the components of its Admonition/Types, in Markdown and MDX docs', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG.replace("presets: [['classic', { blog: false, pages: false }]]", "presets: [['classic', { blog: { admonitions: { keywords: ['brew-tip'] } }, pages: false, docs: { admonitions: { keywords: ['brew-tip', 'note', 'trial', 'hint'] } } }]]"),
    'blog/2024-05-01-steeping.md': '---\ntitle: Steeping\n---\n\n:::brew-tip[Slowly]\n\nIn a post.\n\n:::\n\n<!-- truncate -->\n',
    // Docusaurus's documented way: the original map spread, a type added, a built-in one replaced.
    'src/theme/Admonition/Types.js': `import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import AdmonitionTypeTip from '@theme/Admonition/Type/Tip';
// Built on the theme's box, with an icon and a class of its own.
function Trial(props) {
  return <AdmonitionLayout icon={<span role="img" aria-label="Kettle">♨</span>} title="Trial" {...props} className={'alert--trial ' + (props.className ?? '')} />;
}
function BrewTip(props) {
  return <div className="brew-tip" id={props.id}><strong>{props.title ?? 'Brewing'}</strong>{props.children}</div>;
}
function Danger(props) {
  return <div className="kettle-danger"><DefaultAdmonitionTypes.danger {...props} /></div>;
}
export default { ...DefaultAdmonitionTypes, 'brew-tip': BrewTip, danger: Danger, trial: Trial, hint: AdmonitionTypeTip };
`,
    'docs/intro.md': '# Intro\n\n:::brew-tip[Steep]{#steep}\n\nFour **minutes**.\n\n:::\n\n:::danger\n\nHot.\n\n:::\n\n:::note\n\nPlain.\n\n:::\n\n[steeping](#steep)\n',
    'docs/rich.mdx': "# Rich\n\n:::brew-tip\n\nIn MDX <span>too</span>.\n\n:::\n\n:::trial\n\nNew.\n\n:::\n\n:::hint\n\nPour slowly.\n\n:::\n\nimport Admonition from '@theme/Admonition';\n\n<Admonition type=\"tip\" icon=\"💡\" title=\"Did you know\">Kettles sing.</Admonition>\n",
    'docs/plain.md': '# Plain\n\n:::tip\n\nNo site type here.\n\n:::\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = (file: string) => String(built.files.get(file));
  assert.match(page('docs/intro/index.html'), /<div class="brew-tip" id="steep"><strong>Steep<\/strong><p>Four <strong>minutes<\/strong>.<\/p><\/div>/);
  assert.match(page('docs/intro/index.html'), /<div class="kettle-danger"><aside class="theme-admonition theme-admonition-danger" aria-label="Danger"><p class="admonition-title">Danger<\/p><p>Hot.<\/p><\/aside><\/div>/);
  assert.match(page('docs/intro/index.html'), /<aside class="theme-admonition theme-admonition-note" aria-label="Note"><p class="admonition-title">Note<\/p><p>Plain.<\/p><\/aside>/);
  assert.match(page('docs/rich/index.html'), /<div class="brew-tip"><strong>Brewing<\/strong><p>In MDX <span>too<\/span>.<\/p><\/div>/);
  // `@theme/Admonition/Layout` and `@theme/Admonition/Type/*`, as sites build their types on them; an icon of one's own.
  assert.match(page('docs/rich/index.html'), /<aside class="theme-admonition theme-admonition-trial alert--trial " aria-label="Trial"><p class="admonition-title own-icon"><span class="admonition-icon"><span role="img" aria-label="Kettle">♨<\/span><\/span>Trial<\/p><p>New.<\/p><\/aside>/);
  // A type drawn by a built-in type's component keeps its class, with that type's look (Infima's `alert--success` for Tip).
  assert.match(page('docs/rich/index.html'), /<aside class="theme-admonition theme-admonition-hint alert--success" aria-label="Tip"><p class="admonition-title">Tip<\/p><p>Pour slowly.<\/p><\/aside>/);
  assert.match(page('docs/rich/index.html'), /<aside class="theme-admonition theme-admonition-tip" aria-label="Did you know"><p class="admonition-title own-icon"><span class="admonition-icon">💡<\/span>Did you know<\/p>Kettles sing.<\/aside>/);
  assert.match(page('docs/plain/index.html'), /<aside class="theme-admonition theme-admonition-tip" aria-label="Tip"><p class="admonition-title">Tip<\/p>/);
  assert.match(page('blog/2024/05/01/steeping/index.html'), /<div class="brew-tip"><strong>Slowly<\/strong><p>In a post.<\/p><\/div>/);
  // Read, not named: no unknown type, no unused override, nothing left unbuilt about admonitions; the id is an anchor.
  assert.not.ok(built.warnings.some((w) => /unknown admonition type|overrides are not used|admonitions|broken anchor/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('@theme/Admonition/Icon/* draw the types\' icons for a site\'s own types, replaced by a site as any part; a formatted title labels the box as on the Markdown path', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG.replace("presets: [['classic', { blog: false, pages: false }]]", "presets: [['classic', { blog: false, pages: false, docs: { admonitions: { keywords: ['brew-tip'] } } }]]"),
    'src/theme/Admonition/Types.js': `import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import IconTip from '@theme/Admonition/Icon/Tip';
import IconDanger from '@theme/Admonition/Icon/Danger';
function BrewTip(props) { return <AdmonitionLayout {...props} icon={<IconTip className="brew-icon" />} />; }
function Hot(props) { return <AdmonitionLayout title="Hot" {...props} icon={<IconDanger />} />; }
export default { ...DefaultAdmonitionTypes, 'brew-tip': BrewTip, danger: Hot };
`,
    // Wrapped, as a site wraps any theme part.
    'src/theme/Admonition/Icon/Tip.js': `import IconTip from '@theme-original/Admonition/Icon/Tip';
export default function Tip(props) { return <span className="site-tip"><IconTip {...props} /></span>; }
`,
    'docs/intro.md': '# Intro\n\n:::brew-tip[Steep `green` tea]\n\nFour minutes.\n\n:::\n\n:::danger\n\nMind the steam.\n\n:::\n\n:::note[Mind the *spout*]\n\nPlain.\n\n:::\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = String(built.files.get('docs/intro/index.html'));
  assert.match(page, /<aside class="theme-admonition theme-admonition-brew-tip" aria-label="Steep green tea"><p class="admonition-title own-icon"><span class="admonition-icon"><span class="site-tip"><svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" class="brew-icon"><path d="M9 21c/);
  assert.match(page, /<p class="admonition-title own-icon"><span class="admonition-icon"><svg [^>]*><path d="M15.73 3H8.27[^"]*"><\/path><\/svg><\/span>Hot<\/p><p>Mind the steam.<\/p>/);
  assert.match(page, /<aside class="theme-admonition theme-admonition-note" aria-label="Mind the spout"><p class="admonition-title">Mind the <em>spout<\/em><\/p>/);
  assert.not.ok(built.warnings.some((w) => /overrides are not used/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('a site type with no component of the site is drawn as Info, as on Docusaurus (its title and colours, the type\'s class kept); extendDefaults: false is named', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG.replace("presets: [['classic', { blog: false, pages: false }]]", "presets: [['classic', { blog: false, pages: false, docs: { admonitions: { keywords: ['brew-tip'], extendDefaults: false } } }]]"),
    'docs/intro.md': '# Intro\n\n:::brew-tip\n\nSteep.\n\n:::\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('docs/intro/index.html')), /<aside class="theme-admonition theme-admonition-brew-tip alert--info" aria-label="Info"><p class="admonition-title">Info<\/p><p>Steep.<\/p><\/aside>/);
  assert.ok(built.warnings.some((w) => /not built from the Docusaurus config: .*admonitions\.extendDefaults: false/.test(w.message)));
});

test('a whole NotFound of the site (Docusaurus 2 sites eject it) is the not-found page, in docsgen\'s layout, titled by it; a wrapper gets docsgen\'s', async () => {
  const ejected = await build({
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/NotFound.js': `import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
export default function NotFound() {
  return <>
    <PageMetadata title={translate({ id: 'kettle.lost', message: 'No kettle here' })} />
    <Layout><main className="container kettle-void"><h1><Translate id="kettle.lost">The pot is empty</Translate></h1></main></Layout>
  </>;
}
`,
  });
  const page = ejected.page('404.html');
  // Its <main> is the page's one: docsgen's container is a <div>.
  assert.match(page, /<div id="main" class="page-main page-not-found main-wrapper"><main class="container kettle-void"><h1>The pot is empty<\/h1><\/main><\/div>/);
  assert.not.match(page, /class="not-found"/);
  // Its PageMetadata's title is the page's, as the site's Layout title would be.
  assert.match(page, /<title>No kettle here \| Kettle<\/title>/);
  assert.not.ok(ejected.built.warnings.some((w) => /overrides are not used/.test(w.message)), ejected.built.warnings.map((w) => w.message).join('\n'));
  const wrapped = await build({
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/NotFound/index.js': `import NotFound from '@theme-original/NotFound';
export default function Wrapped() { return <div className="kettle-sorry"><NotFound /></div>; }
`,
  });
  assert.match(wrapped.page('404.html'), /<div class="kettle-sorry"><div class="not-found"><h1>Page Not Found<\/h1>/);
  assert.match(wrapped.page('404.html'), /<title>Page Not Found \| Kettle<\/title>/);
});

test('an ejected Footer reads the config\'s themeConfig through useThemeConfig, as Docusaurus\'s own Footer does', async () => {
  const { page } = await build({
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/Footer/index.js': `import { useThemeConfig } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  const same = useDocusaurusContext().siteConfig.themeConfig.footer === footer;
  return <footer className="kettle-foot" data-same={String(same)}>{footer.links[0].items.map((i) => <a key={i.to} href={i.to}>{i.label}</a>)} {footer.copyright}</footer>;
}
`,
  });
  assert.match(page('docs/intro/index.html'), /<footer class="kettle-foot" data-same="true"><a href="\/docs\/intro">Guide<\/a> Kettle authors<\/footer>/);
});

test('a Markdown element the site\'s MDXComponents maps (`table`) renders through its component in Markdown and MDX docs, with its children as elements', async () => {
  const { page, built } = await build({
    'src/theme/MDXComponents/index.js': `import MDXComponents from '@theme-original/MDXComponents';
import Table from './Table';
export default { ...MDXComponents, table: Table };
`,
    // As sites do: it reads the head row's cells from its children.
    'src/theme/MDXComponents/Table.js': `export default function Table({ children, ...props }) {
  const cells = [].concat(children[0].props.children.props.children);
  return <div className="kettle-table" data-columns={cells.length}><table {...props}>{children}</table></div>;
}
`,
    'docs/intro.md': '# Intro\n\n| Pot | Cups |\n|---|---|\n| small | **2** |\n',
    'docs/rich.mdx': '# Rich\n\n| Leaf | Minutes | Heat |\n|---|---|---|\n| green | 2 | low |\n',
  });
  assert.match(page('docs/intro/index.html'), /<div class="kettle-table" data-columns="2"><table><thead><tr><th>Pot<\/th><th>Cups<\/th><\/tr><\/thead><tbody><tr><td>small<\/td><td><strong>2<\/strong><\/td><\/tr><\/tbody><\/table><\/div>/);
  assert.match(page('docs/rich/index.html'), /<div class="kettle-table" data-columns="3"><table><thead><tr><th>Leaf<\/th>/);
  assert.not.ok(built.warnings.some((w) => /overrides are not used/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('a part of a theme component that docsgen\'s own never imports (`Footer/Columns` with no Footer of the site, `CodeBlock/Buttons/CopyButton`) is named', async () => {
  const { built } = await build({
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/Footer/Columns/index.js': 'export default function Columns() { return null; }\n',
    'src/theme/CodeBlock/Buttons/CopyButton/index.js': "import { useCodeBlockContext } from '@docusaurus/theme-common/internal';\nexport default function CopyButton() { useCodeBlockContext(); return null; }\n",
  });
  const unused = built.warnings.filter((w) => /overrides are not used/.test(w.message));
  assert.is(unused.length, 1);
  assert.match(unused[0]!.message, /: CodeBlock\/Buttons\/CopyButton, Footer\/Columns$/);
});

test('a module an override imports that docsgen does not provide stops the build at the override\'s line, named', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/Footer/index.js': "import { useThemeConfig } from '@docusaurus/theme-common';\nimport { useNavbarMobileSidebar } from '@docusaurus/theme-mermaid/client';\nexport default function Footer() { useNavbarMobileSidebar(); return <footer>{useThemeConfig().footer.copyright}</footer>; }\n",
  });
  const err = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))).then(() => undefined, (e: unknown) => e as { problems?: { pos: { file: string; line?: number }; message: string }[] });
  const problem = err?.problems?.[0];
  assert.ok(problem, 'the build fails');
  assert.is(problem.pos.file, path.join(dir, 'src/theme/Footer/index.js'));
  assert.is(problem.pos.line, 2);
  assert.match(problem.message, /"@docusaurus\/theme-mermaid\/client" is not a module docsgen provides/);
  // A hook that docsgen's version of a module lacks: named with the module, not docsgen's file.
  const lacking = tmpSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/Footer/index.js': "import { useThemeConfig, usePrismTheme } from '@docusaurus/theme-common';\nexport default function Footer() { usePrismTheme(); return <footer>{useThemeConfig().footer.copyright}</footer>; }\n",
  });
  const err2 = await buildSite(await loadConfig(path.join(lacking, 'docusaurus.config.js'))).then(() => undefined, (e: unknown) => e as { problems?: { pos: { file: string; line?: number }; message: string }[] });
  assert.equal(err2?.problems?.map((p) => [p.pos.file, p.pos.line, p.message]), [[path.join(lacking, 'src/theme/Footer/index.js'), 1, '"usePrismTheme" is not among what docsgen\'s "@docusaurus/theme-common" provides']]);
  // A relative import that leads nowhere: the hint says where such a path starts (the override, not a doc).
  const astray = tmpSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/Footer/index.js': "import Links from './Linkz';\nexport default function Footer() { return <footer><Links /></footer>; }\n",
  });
  const err3 = await buildSite(await loadConfig(path.join(astray, 'docusaurus.config.js'))).then(() => undefined, (e: unknown) => e as { problems?: { pos: { line?: number }; hint?: string }[] });
  assert.is(err3?.problems?.[0]?.pos.line, 1);
  assert.match(err3?.problems?.[0]?.hint ?? '', /relative paths start from the file that imports/);
});

test('the site\'s Root wraps every page: what it adds around its children is in each page, and one with state hydrates as an island around the page', async () => {
  const plain = await build({
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/Root.js': `import Kettle from '@site/src/components/Kettle';
export default function Root({ children }) {
  return <><div className="kettle-notice">Steam ahead</div>{children}<Kettle /></>;
}
`,
    'src/components/Kettle.js': "import { useState } from 'react';\nexport default function Kettle() { const [on, setOn] = useState(false); return <button className=\"kettle-toggle\" onClick={() => setOn(!on)}>{on ? 'On' : 'Off'}</button>; }\n",
  });
  for (const file of ['docs/intro/index.html', '404.html']) {
    const page = plain.page(file);
    assert.match(page, /<body><div class="kettle-notice">Steam ahead<\/div><a class="skip-link" href="#main">/, file);
    // The page's parts in their order, then what Root adds after its children (an island of its own), the config
    // and the global data the island reads, once each.
    assert.match(page, /<\/footer><div class="island" data-island="site"[^>]*><button class="kettle-toggle">Off<\/button><\/div><script type="application\/json" data-docsgen-site="whole">[^<]+<\/script><script type="application\/json" data-docsgen-global="\w+">[^<]+<\/script><\/body>/, file);
  }
  assert.not.ok(plain.built.warnings.some((w) => /overrides are not used/.test(w.message)), plain.built.warnings.map((w) => w.message).join('\n'));
  const stateful = await build({
    'docs/intro.md': DOCS['docs/intro.md'],
    'src/theme/Root.js': `import { useEffect } from 'react';
export default function Root({ children }) {
  useEffect(() => { document.documentElement.dataset.kettle = 'warm'; }, []);
  return <>{children}</>;
}
`,
  });
  // The page is the island's children, static HTML on both sides: hydrating Root runs its effect and keeps the page.
  // It hosts the page's islands (client/root-host.tsx): its module is its own root's.
  assert.match(stateful.page('docs/intro/index.html'), /<body><div class="island" data-island="site" data-island-src="([^"]+)" data-island-export="default" data-island-root="\1" data-props="[^"]*"><div class="island-children" style="display:contents"><a class="skip-link" href="#main">.*<\/footer><\/div><\/div><script type="application\/json" data-docsgen-site="docs" data-docsgen-whole="\/assets\/site-config\.[0-9a-f]{8}\.json">[^<]+<\/script><\/body>/s);
  // Root reads nothing of the config: the page carries its short view, not the whole config, and names the whole's file.
  assert.not.match(stateful.page('docs/intro/index.html'), /"presets"/);
  assert.ok([...stateful.built.files.keys()].some((f) => /^assets\/site-config\.[0-9a-f]{8}\.json$/.test(f)));
});

test('a CodeBlock of the site renders fenced code too, in Markdown and MDX docs; through the original it is docsgen\'s block', async () => {
  const docs = {
    'docs/intro.md': '# Intro\n\n```js title="pot.js" {1}\nconst pot = 1;\n```\n\n```bash npm2yarn\nnpm install kettle\n```\n',
    'docs/rich.mdx': '# Rich\n\n```python\nsteep = 4\n```\n',
  };
  const plain = await build(docs);
  const own = await build({
    ...docs,
    'src/theme/CodeBlock/index.js': `import CodeBlock from '@theme-original/CodeBlock';
export default function Wrapped(props) {
  return <div className="kettle-code" data-class={props.className} data-meta={props.metastring}><CodeBlock {...props} /></div>;
}
`,
  });
  const block = (html: string, lang: string) => new RegExp(`<div class="code-block" data-lang="${lang}">.*?</pre></div>`, 's').exec(html)![0];
  const intro = own.page('docs/intro/index.html');
  assert.match(intro, /<div class="kettle-code" data-class="language-js" data-meta="title=&quot;pot.js&quot; \{1\}"><div class="code-block" data-lang="js"><div class="code-title">pot.js<\/div>/);
  // The same highlighted block as without the site's component: title, highlighted line, colours.
  assert.is(block(intro, 'js'), block(plain.page('docs/intro/index.html'), 'js'));
  assert.match(own.page('docs/rich/index.html'), /<div class="kettle-code" data-class="language-python"><div class="code-block" data-lang="python">/);
  assert.is(block(own.page('docs/rich/index.html'), 'python'), block(plain.page('docs/rich/index.html'), 'python'));
  // The config lists no npm2yarn plugin: its fence is a plain block, through the site's component, as on Docusaurus.
  assert.match(intro, /<div class="kettle-code" data-class="language-bash" data-meta="npm2yarn"><div class="code-block" data-lang="bash">/);
  assert.not.match(intro, /role="tab"/);
  assert.not.ok(own.built.warnings.some((w) => /overrides are not used/.test(w.message)), own.built.warnings.map((w) => w.message).join('\n'));
});

test.run();
