// A site component that renders `@docusaurus/BrowserOnly` needs the browser, hooks or not, and so does a
// `<BrowserOnly>` a doc writes: on Docusaurus its children run once the page hydrates, so on docsgen each is an island
// whose children run when it hydrates.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { needsBrowser } from '../../generator/mdx/needs-browser.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : Buffer.from(v as Uint8Array).toString('utf8'));

test('a module that imports or requires BrowserOnly needs the browser', () => {
  assert.ok(needsBrowser("import BrowserOnly from '@docusaurus/BrowserOnly';\nexport default () => <BrowserOnly>{() => <p />}</BrowserOnly>;"));
  assert.ok(needsBrowser('const BrowserOnly = require("@docusaurus/BrowserOnly").default;'));
  assert.not.ok(needsBrowser("import Link from '@docusaurus/Link';\nexport default () => <Link to=\"/\">home</Link>;"));
});

test('a site component with BrowserOnly and no hook of its own hydrates as an island, its fallback shown first', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'src/components/Player/index.tsx': "import BrowserOnly from '@docusaurus/BrowserOnly';\nexport default function Player(props: { url: string }) {\n  return <BrowserOnly fallback={<div className=\"waiting\"></div>}>{() => { const Inner = require('./inner.tsx').default; return <Inner {...props} />; }}</BrowserOnly>;\n}\n",
    'src/components/Player/inner.tsx': "export default function Inner({ url }: { url: string }) { return <div className=\"player\">{url}</div>; }\n",
    'docs/a.mdx': "import Player from '@site/src/components/Player';\n\n# A\n\n<Player url=\"https://example.org/a.cast\" />\n",
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const html = text(site.files.get('docs/a/index.html'));
  assert.match(html, /<div class="island" data-island="site" data-island-src="\/assets\/island-index-\d+\.\w+\.js" data-island-export="default"[^>]*><div class="waiting"><\/div><\/div>/);
});

test('<BrowserOnly> written in a doc is an island too: its children run once it hydrates, its fallback shown first', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/b.mdx': "import BrowserOnly from '@docusaurus/BrowserOnly';\n\n# B\n\n<BrowserOnly fallback={<span>Loading the map</span>}>{() => <span className=\"where\">{window.location.pathname}</span>}</BrowserOnly>\n",
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const html = text(site.files.get('docs/b/index.html'));
  assert.match(html, /<div class="island" data-island="site" data-island-src="\/assets\/island-[\w.-]+\.js" data-island-export="DocsgenInline0"[^>]*><span>Loading the map<\/span><\/div>/);
});

test.run();
