// The browser bundles reused across builds (`serve`'s rebuilds, a site's locales) are made again when the site's
// routes change only if they import `@generated/routes`, and when a `.docusaurus/` data file changes only if they
// import that file: the others stay as they were made.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { generatedRoutes, knownRoutes, startRoutes } from '../../generator/docusaurus/generated-routes.ts';
import { bundleIslands } from '../../generator/mdx/islands.ts';
import { resolvePlugin } from '../../generator/mdx/resolve.ts';
import { bundleClientModules } from '../../generator/output/client-modules.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const text = (data: string | Uint8Array | undefined) => (typeof data === 'string' ? data : Buffer.from(data ?? []).toString('utf8'));

/** A build of `site` begins, whose pages are `paths`. */
function built(site: { baseUrl: string }, paths: string[]): void {
  startRoutes(site);
  knownRoutes(site, [{ linkTargets: new Map(), generatedRoutes: () => ({ routes: paths.map((p) => ({ path: p, exact: true, component: '@theme/MDXPage' })) }) }], (p) => p);
}

test('client modules: made again for other routes when they import the list, else reused', async () => {
  const dir = tmpSite({ 'src/plain.js': "export function onRouteUpdate() { console.log('plain'); }\n", 'src/listing.js': "import routes from '@generated/routes';\nexport function onRouteUpdate() { console.log(routes.length); }\n" });
  const site = { plugins: [], moduleAliases: {}, baseUrl: '/' };
  const make = (file: string) => bundleClientModules([file], dir, path.join(dir, 'docusaurus.config.js'), site);
  built(site, ['/anvil']);
  const plain = (await make('./src/plain.js'))!;
  built(site, ['/anvil', '/bellows']);
  assert.is(await make('./src/plain.js'), plain, 'no import of the list: reused');
  const listing = (await make('./src/listing.js'))!;
  built(site, ['/anvil', '/bellows']);
  assert.is(await make('./src/listing.js'), listing, 'the same routes: reused');
  built(site, ['/anvil', '/bellows', '/chisel']);
  const again = (await make('./src/listing.js'))!;
  assert.is.not(again, listing);
  assert.ok(text(again.files.get(again.js)).includes('"/chisel"'));
  assert.is.not(again.js, listing.js, 'named anew');
});

test('islands: made again for other routes when they import the list, else reused', async () => {
  const dir = tmpSite({
    'src/Plain.js': "import React, { useState } from 'react';\nexport default function Plain() { const [n] = useState(0); return <b>{n}</b>; }\n",
    'src/Listing.js': "import React, { useState } from 'react';\nimport routes from '@generated/routes';\nexport default function Listing() { const [n] = useState(0); return <b>{routes.length + n}</b>; }\n",
  });
  const site = { baseUrl: '/' };
  const make = (file: string) => {
    const routes = generatedRoutes(site);
    return bundleIslands([path.join(dir, file)], resolvePlugin({ siteDir: dir, generatedRoutes: routes }), dir, (p) => p, new Map(), undefined, false, { key: 'site', markdown: '{}', routes });
  };
  built(site, ['/anvil']);
  const plain = await make('src/Plain.js');
  built(site, ['/anvil', '/bellows']);
  assert.is((await make('src/Plain.js')).files, plain.files, 'no import of the list: reused');
  const listing = await make('src/Listing.js');
  built(site, ['/anvil', '/bellows']);
  assert.is((await make('src/Listing.js')).files, listing.files, 'the same routes: reused');
  built(site, ['/anvil', '/bellows', '/chisel']);
  const again = await make('src/Listing.js');
  assert.is.not(again.files, listing.files);
  assert.ok([...again.files.values()].some((data) => text(data).includes('"/chisel"')));
});

test('client modules importing a data file: made again when that file changes, not when the routes or another file do', async () => {
  const dir = tmpSite({ 'src/recent.js': "import list from '@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';\nexport function onRouteUpdate() { console.log(list.items.length, list.title); }\n" });
  const site = { plugins: [], moduleAliases: {}, baseUrl: '/' };
  const make = () => bundleClientModules(['./src/recent.js'], dir, path.join(dir, 'docusaurus.config.js'), site);
  const files = (title: string, other: string) => new Map<string, unknown>([['docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json', { title, items: [] }], ['globalData.json', { other }]]);
  const at = (paths: string[], title: string, other: string) => {
    startRoutes(site);
    knownRoutes(site, [{ linkTargets: new Map(), generatedRoutes: () => ({ routes: paths.map((p) => ({ path: p, exact: true, component: '@theme/MDXPage' })) }), generatedFiles: () => files(title, other) }], (p) => p);
  };
  at(['/anvil'], 'Recent', 'a');
  const first = (await make())!;
  assert.ok(text(first.files.get(first.js)).includes('Recent'));
  at(['/anvil', '/bellows'], 'Recent', 'b');
  assert.is(await make(), first, 'other routes, another file: reused');
  at(['/anvil', '/bellows'], 'Fresh', 'b');
  const again = (await make())!;
  assert.is.not(again, first);
  assert.ok(text(again.files.get(again.js)).includes('Fresh'));
});

test('the list is made only when a bundle imports it, once a build', async () => {
  const dir = tmpSite({ 'src/plain.js': "export function onRouteUpdate() { console.log('plain'); }\n", 'src/listing.js': "import routes from '@generated/routes';\nexport function onRouteUpdate() { console.log(routes.length); }\n" });
  const site = { plugins: [], moduleAliases: {}, baseUrl: '/' };
  let asked = 0;
  startRoutes(site);
  knownRoutes(site, [{ linkTargets: new Map(), generatedRoutes: () => ({ routes: [{ path: `/anvil${++asked}`, exact: true, component: '@theme/MDXPage' }] }) }], (p) => p);
  await bundleClientModules(['./src/plain.js'], dir, path.join(dir, 'docusaurus.config.js'), site);
  assert.is(asked, 0);
  const listing = (await bundleClientModules(['./src/listing.js'], dir, path.join(dir, 'docusaurus.config.js'), site))!;
  assert.is(await bundleClientModules(['./src/listing.js'], dir, path.join(dir, 'docusaurus.config.js'), site), listing);
  assert.is(asked, 1);
});

test.run();
