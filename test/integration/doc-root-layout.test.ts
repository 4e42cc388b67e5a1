// A site's DocRoot/Layout parts (content/theme/doc-root.ts, templates/doc-root.tsx): wrappers and a layout that places
// the halves draw their boxes around docsgen's sidebar and main on every docs page; a column of its own is named.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLarder as build } from '../helpers/larder-docs.ts';

const wrap = (part: string, tag: string) => `import Original from '@theme-original/${part}';
export default function W(props) { return <div className="${tag}"><Original {...props} /></div>; }
`;

const ASIDE = '<aside class="sidebar" id="docs-sidebar">';

test('a DocRoot/Layout wrapper draws its box around docsgen\'s row of sidebar and main', async () => {
  const { layout, built } = await build({ 'DocRoot/Layout': wrap('DocRoot/Layout', 'pantry') });
  const salt = layout('docs/salt/index.html');
  assert.match(salt, new RegExp(`^<div class="pantry"><div class="docs-root">${ASIDE}[^]*</aside><main id="main" class="docs-main">[^]*<h1[^>]*>Salt</h1>[^]*</main></div></div>$`));
  assert.match(salt, /<a class="active" href="\/larder\/docs\/salt" aria-current="page">Salt<\/a>/);
  assert.match(layout('docs/flour/index.html'), /<h1[^>]*>Flour<\/h1>/);
  assert.equal(built.warnings.filter((w) => /DocRoot|not used/.test(w.message)), []);
});

test('an ejected DocRoot/Layout that places @theme/DocRoot/Layout/Sidebar and …/Main (as Docusaurus\'s own) is drawn, its sidebar check true', async () => {
  const { layout, built } = await build({
    'DocRoot/Layout': `import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import BackToTopButton from '@theme/BackToTopButton';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';
export default function DocRootLayout({ children }) {
  const sidebar = useDocsSidebar();
  return (
    <div className="shelf"><BackToTopButton />
      <div className="row">
        {sidebar && <DocRootLayoutSidebar sidebar={sidebar.items} hiddenSidebarContainer={false} setHiddenSidebarContainer={() => {}} />}
        <DocRootLayoutMain hiddenSidebarContainer={false}>{children}</DocRootLayoutMain>
      </div>
      <p className="sponsors">Thanks</p>
    </div>
  );
}
`,
    'DocRoot/Layout/Main': wrap('DocRoot/Layout/Main', 'main-box'),
  });
  assert.match(layout('docs/salt/index.html'), new RegExp(`^<div class="shelf"><div class="row">${ASIDE}[^]*</aside><div class="main-box"><main id="main" class="docs-main">[^]*Salt[^]*</main></div></div><p class="sponsors">Thanks</p></div>$`));
  assert.equal(built.warnings.filter((w) => /DocRoot|not used/.test(w.message)), []);
});

test('Layout/Sidebar and Layout/Main wrappers without a site layout get Docusaurus\'s props and wrap docsgen\'s halves', async () => {
  const { layout, built } = await build({
    'DocRoot/Layout/Sidebar': `import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
export default function W(props) { return <div className={'side-' + props.sidebar.length + '-' + props.hiddenSidebarContainer}><Sidebar {...props} /></div>; }
`,
    'DocRoot/Layout/Main': wrap('DocRoot/Layout/Main', 'main-box'),
  });
  assert.match(layout('docs/salt/index.html'), new RegExp(`^<div class="docs-root"><div class="side-0-false">${ASIDE}[^]*</aside></div><div class="main-box"><main id="main" class="docs-main">[^]*</main></div></div>$`));
  assert.equal(built.warnings.filter((w) => /DocRoot|not used/.test(w.message)), []);
});

test('an ejected Layout/Sidebar placing @theme/DocSidebar and an ejected Layout/Main placing its children are drawn around docsgen\'s halves', async () => {
  const { layout, page, built } = await build({
    'DocRoot/Layout/Sidebar': `import { useLocation } from '@docusaurus/router';
import DocSidebar from '@theme/DocSidebar';
export default function Side({ sidebar, hiddenSidebarContainer }) {
  return <aside className={'column' + (hiddenSidebarContainer ? ' hidden' : '')}><div className="viewport"><DocSidebar sidebar={sidebar} path={useLocation().pathname} isHidden={false} /></div></aside>;
}
`,
    'DocRoot/Layout/Main': `export default function Main({ children }) {
  return <main className="main-column"><div className="container padding-top--md">{children}</div></main>;
}
`,
  });
  const salt = layout('docs/salt/index.html');
  assert.match(salt, new RegExp(`^<div class="docs-root"><aside class="column"><div class="viewport">${ASIDE}[^]*</aside></div></aside><main class="main-column"><div class="container padding-top--md"><div id="main" class="docs-main">[^]*<h1[^>]*>Salt</h1>[^]*</div></div></main></div>$`));
  assert.is(salt.match(/<main[\s>]/g)?.length, 1, 'one main landmark: the site\'s');
  assert.match(salt, /<a class="active" href="\/larder\/docs\/salt" aria-current="page">Salt<\/a>/);
  // On a phone the site's column (hidden there, as Docusaurus's) is shown around the sidebar in the open menu.
  assert.match(page('docs/salt/index.html'), /\.menu-open \.site-doc-root :has\(#docs-sidebar\):not\(:has\(#main\)\)\{display:block;/);
  assert.equal(built.warnings.filter((w) => /DocRoot|not used/.test(w.message)), []);
});

test('an ejected Layout/Sidebar placing @theme/DocSidebar, with DocSidebar wrappers: each wrapper\'s addition once, in Docusaurus\'s nesting', async () => {
  const { layout } = await build({
    'DocRoot/Layout/Sidebar': `import DocSidebar from '@theme/DocSidebar';
import { useLocation } from '@docusaurus/router';
export default function Side({ sidebar }) { return <aside className="column"><DocSidebar sidebar={sidebar} path={useLocation().pathname} isHidden={false} /></aside>; }
`,
    'DocRoot/Layout': wrap('DocRoot/Layout', 'shelf'),
    // One with state (an island), one that reads the page (drawn for each).
    DocSidebar: `import { useState } from 'react';
import Original from '@theme-original/DocSidebar';
export default function W(props) { const [n, setN] = useState(0); return <div className="note"><button onClick={() => setN(n + 1)}>{n}</button><Original {...props} /></div>; }
`,
    'DocSidebar/Desktop': `import { useLocation } from '@docusaurus/router';
import Original from '@theme-original/DocSidebar/Desktop';
export default function W(props) { return <div className="desk" data-at={useLocation().pathname}><Original {...props} /></div>; }
`,
  });
  const salt = layout('docs/salt/index.html');
  assert.is(salt.match(/class="note"/g)?.length, 1);
  assert.is(salt.match(/class="desk"/g)?.length, 1);
  // The column, docsgen's sidebar, DocSidebar's box, Desktop's (drawn for the page), the entries.
  assert.match(salt, new RegExp(`^<div class="shelf"><div class="docs-root"><aside class="column">${ASIDE}<div class="island"[^>]*><div class="note"><button>0</button>[^]*?<div class="desk" data-at="/larder/docs/salt">[^]*?<nav class="sidebar-nav"`));
});

test('an ejected Layout/Sidebar is left out (docsgen\'s column in its place, in the site\'s layout too) and named', async () => {
  const { layout, built } = await build({
    'DocRoot/Layout': wrap('DocRoot/Layout', 'pantry'),
    'DocRoot/Layout/Sidebar': 'export default function Mine() { return <aside className="mine">Mine</aside>; }\n',
  });
  const salt = layout('docs/salt/index.html');
  assert.match(salt, new RegExp(`^<div class="pantry"><div class="docs-root">${ASIDE}`));
  assert.not.match(salt, /Mine/);
  const warning = built.warnings.find((w) => /src\/theme\/DocRoot\/Layout\/Sidebar draws a docs page column of its own/.test(w.message));
  assert.match(warning?.pos.file ?? '', /DocRoot\/Layout\/Sidebar\/index\.js$/);
});

test('a layout of its own, placing neither half, is named and docsgen\'s layout drawn', async () => {
  const { page, built } = await build({ 'DocRoot/Layout': 'export default function L({ children }) { return <div className="odd">{children}</div>; }\n' });
  assert.match(page('docs/salt/index.html'), new RegExp(`<div class="docs-wrapper main-wrapper">${ASIDE}`));
  assert.ok(built.warnings.find((w) => /src\/theme\/DocRoot\/Layout draws a docs page layout of its own/.test(w.message)));
});

test.run();
