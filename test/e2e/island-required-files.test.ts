// `require('./x.png').default` in an interactive component is the file's URL in the browser too, as webpack gives it
// to Docusaurus sites and as the server's render has it: the island hydrates with the same image (a home page that
// picks `typeof image === 'string' ? <img src> : createElement(image)` crashed on hydration). In real Chromium.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

// The smallest PNG there is: one transparent pixel.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false }]] };\n",
  'src/components/Mugs.js': `import React, { useState } from 'react';
const MUGS = [{ name: 'Blue', image: require('@site/static/img/blue.png').default }];
export default function Mugs() {
  const [n, setN] = useState(0);
  return <div className="mugs">{MUGS.map((m) => (typeof m.image === 'string'
    ? <img key={m.name} alt={m.name} src={m.image} />
    : React.createElement(m.image, { key: m.name, role: 'img' })))}<button onClick={() => setN(n + 1)}>{n}</button></div>;
}
`,
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport Mugs from '@site/src/components/Mugs';\nexport default function Home() { return <Layout title=\"Home\"><main><Mugs /></main></Layout>; }\n",
  'docs/intro.md': '# Intro\n',
  'static/img/blue.png': '',
};

const dir = tmpSite(SITE);
writeFileSync(path.join(dir, 'static/img/blue.png'), PIXEL);
const served = withSiteAndBrowser(test, path.join(dir, 'docusaurus.config.js'), 'island-required-files');

test('the island hydrates with the required file\'s URL and stays interactive', () => withContext(served.browser, {}, async (page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${served.site.url}/`);
  const server = await page.locator('.mugs img').getAttribute('src');
  assert.match(server ?? '', /blue.*\.png$/);
  for (let tries = 0; tries < 60 && (await page.locator('.mugs button').textContent()) !== '1'; tries++) {
    await page.locator('.mugs button').click();
    await page.waitForTimeout(200);
  }
  assert.is(await page.locator('.mugs button').textContent(), '1', 'hydrated');
  assert.is(await page.locator('.mugs img').getAttribute('src'), server);
  assert.equal(errors, []);
}));

test.run();
