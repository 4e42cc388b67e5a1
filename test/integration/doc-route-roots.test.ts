// A site's docs route roots (content/theme/doc-root.ts, templates/doc-root.tsx): `DocRoot`, `DocsRoot`,
// `DocVersionRoot` and Docusaurus 2's `DocPage`, wrapped or ejected, draw their markup around docsgen's docs page on
// every docs page, where they draw their nested routes; one that draws none is named and left out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLarder } from '../helpers/larder-docs.ts';

async function build(theme: Record<string, string>) {
  const { built, layout } = await buildLarder(theme);
  return { layout, warned: () => built.warnings.filter((w) => /Doc(s|Version)?Root|DocPage|not used/.test(w.message)).map((w) => w.message) };
}

const ROW = '<div class="docs-root"><aside class="sidebar" id="docs-sidebar">[^]*</aside><main id="main" class="docs-main">[^]*';

test('a DocRoot wrapper (a provider and a banner around @theme-original/DocRoot) draws them around docsgen\'s docs page', async () => {
  const { layout, warned } = await build({
    DocRoot: `import DocRoot from '@theme-original/DocRoot';
import { createContext } from 'react';
const Shelf = createContext('oak');
export default function W(props) {
  return <Shelf.Provider value="pine"><p className="notice">{props.route.routes.length} routes at {props.location.pathname.length > 0 ? 'a path' : 'none'}</p><DocRoot {...props} /></Shelf.Provider>;
}
`,
  });
  assert.match(layout('docs/salt/index.html'), new RegExp(`^<p class="notice">1 routes at a path</p>${ROW}Salt[^]*</main></div>$`));
  assert.match(layout('docs/flour/index.html'), /Flour/);
  assert.equal(warned(), []);
});

test('an ejected DocRoot with useDocRootMetadata, the providers and DocRootLayout draws docsgen\'s layout in its place', async () => {
  const { layout, warned } = await build({
    DocRoot: `import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { DocsSidebarProvider, useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';
export default function DocRoot(props) {
  const meta = useDocRootMetadata(props);
  if (!meta) return <NotFoundContent />;
  return (
    <HtmlClassNameProvider className="docs-doc-page">
      <DocsSidebarProvider name={meta.sidebarName} items={meta.sidebarItems}>
        <div className="cellar"><DocRootLayout>{meta.docElement}</DocRootLayout></div>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
`,
  });
  assert.match(layout('docs/salt/index.html'), new RegExp(`^<div class="cellar">${ROW}Salt[^]*</main></div></div>$`));
  assert.equal(warned(), []);
});

test('DocsRoot and DocVersionRoot ejected as Docusaurus 3\'s (renderRoutes(route.routes)) nest around a DocRoot, outermost first', async () => {
  const { layout, warned } = await build({
    DocsRoot: `import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import renderRoutes from '@docusaurus/renderRoutes';
import Layout from '@theme/Layout';
export default function DocsRoot(props) {
  return <HtmlClassNameProvider className={ThemeClassNames.wrapper.docsPages}><Layout><section className="instance">{renderRoutes(props.route.routes)}</section></Layout></HtmlClassNameProvider>;
}
`,
    DocVersionRoot: `import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import { docVersionSearchTag, DocsVersionProvider } from '@docusaurus/plugin-content-docs/client';
import renderRoutes from '@docusaurus/renderRoutes';
import SearchMetadata from '@theme/SearchMetadata';
export default function DocVersionRoot(props) {
  const { version } = props;
  return (
    <HtmlClassNameProvider className={version.className}>
      <SearchMetadata version={version.version} tag={docVersionSearchTag(version.pluginId, version.version)} />
      <PageMetadata>{version.noIndex && <meta name="robots" content="noindex, nofollow" />}</PageMetadata>
      <DocsVersionProvider version={version}><section className={'version-' + version.version}>{renderRoutes(props.route.routes)}</section></DocsVersionProvider>
    </HtmlClassNameProvider>
  );
}
`,
    DocRoot: `import Original from '@theme-original/DocRoot';
export default function W(props) { return <div className="sidebar-route"><Original {...props} /></div>; }
`,
  });
  assert.match(layout('docs/flour/index.html'), new RegExp(`^<section class="instance"><section class="version-current"><div class="sidebar-route">${ROW}Flour[^]*</main></div></div></section></section>$`));
  assert.equal(warned(), []);
});

test('a Docusaurus 2 DocPage ejected (its children, DocPage/Layout) or drawing nothing of the page', async () => {
  const { layout, warned } = await build({
    DocPage: `import { matchPath } from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import DocPageLayout from '@theme/DocPage/Layout';
export default function DocPage({ route: { routes }, location, versionMetadata }) {
  const current = routes.find((r) => matchPath(location.pathname, r));
  if (!current) return <p>none</p>;
  return <div className={'v-' + versionMetadata.version}><DocPageLayout>{renderRoutes(routes, { versionMetadata })}</DocPageLayout></div>;
}
`,
  });
  assert.match(layout('docs/salt/index.html'), new RegExp(`^<div class="v-current">${ROW}Salt[^]*</main></div></div>$`));
  assert.equal(warned(), []);
  const own = await build({ DocsRoot: 'export default function R() { return <p>Closed</p>; }\n' });
  assert.match(own.layout('docs/salt/index.html'), /^$/);
  assert.match(own.warned().join('\n'), /src\/theme\/DocsRoot draws a docs route of its own/);
});

test('a root that reads the URL is drawn for each docs page, with its location', async () => {
  const { layout, warned } = await build({
    DocRoot: `import DocRoot from '@theme-original/DocRoot';
import { useLocation } from '@docusaurus/router';
export default function W(props) { return <><p className="at">{useLocation().pathname} {props.location.pathname}</p><DocRoot {...props} /></>; }
`,
  });
  assert.match(layout('docs/salt/index.html'), /^<p class="at">\/larder\/docs\/salt \/larder\/docs\/salt<\/p>/);
  assert.match(layout('docs/flour/index.html'), /^<p class="at">\/larder\/docs\/flour \/larder\/docs\/flour<\/p>/);
  assert.equal(warned(), []);
});

test.run();
