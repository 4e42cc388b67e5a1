// The global data each island's data ends with becomes the key of one script per page (generator/output/island-global-data.ts):
// the same data once, however many islands carry it, read back as it was (React's attribute escaping undone).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { globalDataOnce } from '../../generator/output/island-global-data.ts';
import { withoutDocLists } from '../../templates/theme/global-data-views.ts';

const island = (data: object) => renderToString(createElement('div', { 'data-props': JSON.stringify(data) }));

test('islands carrying the same global data name one script, which holds it as it was', () => {
  const globalData = { plugin: { note: 'a <b> & "c" it\'s </script>' } };
  const { html, scripts } = globalDataOnce(island({ props: { n: 1 }, globalData }) + island({ props: {}, globalData }));
  const keys = [...html.matchAll(/data-props="([^"]*)"/g)].map((m) => JSON.parse(m[1]!.replace(/&quot;/g, '"')).globalData);
  assert.is(keys.length, 2);
  assert.is(keys[0], keys[1]);
  const found = [...scripts.matchAll(/<script type="application\/json" data-docsgen-global="(\w+)">([^<]*)<\/script>/g)];
  assert.equal(found.map((f) => f[1]), [keys[0]]);
  assert.equal(JSON.parse(found[0]![2]!), globalData);
});

test('different global data: a script each; a page without any is left as it is', () => {
  const { scripts } = globalDataOnce(island({ locale: 'en', globalData: { a: {} } }) + island({ locale: 'en', globalData: { b: {} } }));
  assert.is(scripts.match(/<script /g)?.length, 2);
  // A prop of that name at the data's end is no island's global data.
  const plain = island({ locale: 'en', props: { x: 1, globalData: { a: 1 } } }) + '<p>&quot;globalData&quot;:{}}</p>';
  assert.equal(globalDataOnce(plain), { html: plain, scripts: '' });
});

test('the docs\' view beside the whole (a theme override\'s island and a doc\'s): one script, the view named as derived from it', () => {
  const whole = { 'docusaurus-plugin-content-docs': { default: { path: '/docs', versions: [{ name: 'current', docs: [{ id: 'intro', path: '/docs/intro' }] }] } }, other: { a: 1 } };
  const lean = withoutDocLists(whole);
  const { html, scripts } = globalDataOnce(island({ locale: 'en', globalData: lean }) + island({ locale: 'en', globalData: whole }) + island({ locale: 'en', globalData: lean }));
  const found = [...scripts.matchAll(/<script type="application\/json" data-docsgen-global="(\w+)">([^<]*)<\/script>/g)];
  assert.is(found.length, 1);
  assert.equal(JSON.parse(found[0]![2]!), whole);
  const keys = [...html.matchAll(/data-props="([^"]*)"/g)].map((m) => JSON.parse(m[1]!.replace(/&quot;/g, '"')).globalData);
  assert.equal(keys, [`${found[0]![1]}.docs`, found[0]![1], `${found[0]![1]}.docs`]);
  // The docs' view alone keeps its own script.
  assert.not.match(globalDataOnce(island({ locale: 'en', globalData: lean })).html, /\.docs/);
});

test.run();
