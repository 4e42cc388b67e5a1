// docsgen's own documentation (docs/, `npm run docs`) builds with no warning, and every page and section an error
// hint links to (generator/docs-url.ts) is a page of it with that heading id.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { DOCS, DOCS_ORIGIN, configKeyDocs } from '../../generator/docs-url.ts';
import { configSchema } from '../../generator/config/schema.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const loaded = await loadConfig(path.join(ROOT, 'docs/site.config.ts'));
const site = await buildSite(loaded);

/** The built HTML of the page at `pathname` (a route, with or without its trailing slash). */
function pageHtml(pathname: string): string | undefined {
  const file = `${pathname.replace(/^\/|\/$/g, '')}/index.html`;
  const bytes = site.files.get(file);
  return bytes === undefined ? undefined : Buffer.from(bytes).toString('utf8');
}

test('the docs site builds with no warning, at the origin hints link to', () => {
  assert.equal([...(loaded.warnings ?? []), ...site.warnings].map((w) => `${w.pos.file}:${w.pos.line ?? ''}: ${w.message}`), []);
  assert.is(loaded.config.url, DOCS_ORIGIN);
  for (const route of ['/docs/getting-started', '/docs/cli', '/docs/config', '/docs/search', '/docs/errors', '/docs/docusaurus/']) {
    assert.ok(pageHtml(route), `no page at ${route}`);
  }
});

test('every page and section a hint links to exists in the built docs, a section for each config key among them', () => {
  const configKeys = Object.keys(configSchema.shape).map((key) => [`config key ${key}`, configKeyDocs(key)] as const);
  for (const [name, link] of [...Object.entries(DOCS), ...configKeys, ['config page', configKeyDocs()] as const]) {
    const url = new URL(link);
    assert.is(url.origin, DOCS_ORIGIN, name);
    const html = pageHtml(url.pathname);
    assert.ok(html, `${name}: no page at ${url.pathname}`);
    if (url.hash) assert.ok(html!.includes(` id="${url.hash.slice(1)}"`), `${name}: no heading id ${url.hash} on ${url.pathname}`);
  }
});

test('no message of the generator or the CLI sends the author to a README; docs links come from docs-url.ts', () => {
  const sources = (dir: string): string[] => readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
  const files = ['generator', 'bin', 'client', 'templates'].flatMap(sources).filter((f) => f !== path.join('generator', 'docs-url.ts'));
  const offenders = files.filter((f) => {
    const text = readFileSync(path.join(ROOT, f), 'utf8');
    return /in the (docsgen )?README|the README's/.test(text) || text.includes(DOCS_ORIGIN);
  });
  assert.equal(offenders, []);
});

test.run();
