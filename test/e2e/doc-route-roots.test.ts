// A site's docs route roots in real Chromium: a DocRoot wrapper with state (an island around docsgen's docs page)
// inside a DocVersionRoot that draws renderRoutes(route.routes) hydrates, and keeps its state across client navigation
// while each page's doc shows in it.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { larderDocs } from '../helpers/larder-docs.ts';
import { collectErrors, withSiteAndBrowser } from './setup.ts';
import { stockKeptToSalt } from './stock-kept.ts';

const SITE = {
  ...larderDocs(),
  'src/theme/DocVersionRoot/index.js': `import renderRoutes from '@docusaurus/renderRoutes';
export default function V({ route }) { return <div className="version-box">{renderRoutes(route.routes)}</div>; }
`,
  'src/theme/DocRoot/index.js': `import { useState } from 'react';
import DocRoot from '@theme-original/DocRoot';
export default function W(props) {
  const [count, setCount] = useState(0);
  return <><button type="button" className="stock" onClick={() => setCount(count + 1)}>Stock {count}</button><DocRoot {...props} /></>;
}
`,
};

const started = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'doc-route-roots');

test('the DocRoot wrapper hydrates inside the DocVersionRoot; client navigation shows each doc in it, its state kept', async () => {
  const page: Page = await started.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(page);
  await page.goto(`${started.site.url}/docs/flour`);
  assert.is(await page.locator('.version-box #docs-sidebar + #main h1').textContent(), 'Flour');
  await stockKeptToSalt(page, started.site.url);
  assert.is(await page.locator('.version-box #main').count(), 1, 'the page in the roots');
  assert.equal(errors, []);
  await page.close();
});

test.run();
