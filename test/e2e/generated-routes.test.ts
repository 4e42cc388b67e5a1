// `@generated/routes` in the browser: an island draws the list the server drew (after it draws again, from its own
// bundle), and a client module reads the same list. In real Chromium.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withContext, withSiteAndBrowser } from './setup.ts';

const LIST = "import React from 'react';\nimport routes from '@generated/routes';\n"
  + "const flat = (list) => list.flatMap((r) => [r.path, ...flat(r.routes ?? [])]);\n"
  + "export default function RouteList() {\n  const [shown, setShown] = React.useState(true);\n"
  + "  return <><button className=\"toggle\" onClick={() => setShown(!shown)}>toggle</button>{shown && <ul id=\"all-routes\">{flat(routes).map((p, i) => <li key={i}>{p}</li>)}</ul>}"
  // Each route's component rendered (nothing) and preloaded, as site code may do with Docusaurus's loadable ones.
  + "<span id=\"components\">{shown ? null : routes.map((r, i) => <r.component key={i} />)}{shown ? '' : routes.map((r) => typeof r.component.preload + ':' + r.component.displayName).at(-1)}</span></>;\n}\n";

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Pantry', url: 'https://pantry.example.org', presets: [['classic', {}]], clientModules: [require.resolve('./src/count.js')] };\n",
  'docs/intro.md': '---\ntags: [jars]\n---\n# Intro\n',
  'docs/list.mdx': "# List\n\nimport RouteList from '@site/src/components/RouteList';\n\n<RouteList />\n",
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [lids]\n---\n\nHi.\n',
  'src/components/RouteList.js': LIST,
  'src/count.js': "import routes from '@generated/routes';\nexport function onRouteDidUpdate() { document.body.dataset.routes = routes.map((r) => r.path).join(' '); }\n",
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'generated-routes');

test('the island draws again the list the server drew; the client module reads the same', () => withContext(served.browser, {}, async (page) => {
  const errors = collectErrors(page);
  await page.goto(`${served.site.url}/docs/list`);
  const drawn = () => page.locator('#all-routes li').allTextContents();
  const server = await drawn();
  for (const p of ['/blog/tags/lids', '/docs/tags/jars', '/docs/list']) assert.ok(server.includes(p), `${p} in ${server.join(' ')}`);
  // Hidden and shown again by the island: drawn from its bundle's list.
  for (let tries = 0; tries < 50 && (await page.locator('#all-routes').count()); tries++) {
    await page.locator('button.toggle').click();
    await page.waitForTimeout(100);
  }
  assert.is(await page.locator('#all-routes').count(), 0, 'the island hid the list');
  assert.is(await page.locator('#components').textContent(), 'function:@theme/NotFound');
  await page.locator('button.toggle').click();
  assert.equal(await drawn(), server);
  assert.is(await page.evaluate(() => document.body.dataset.routes), '/blog /blog/2024/01/02/hello /blog/archive /blog/tags /blog/tags/lids /search /docs *');
  assert.equal(errors, []);
}));

test.run();
