// `translate()` where a component's module loads (a constant at module scope), as Docusaurus's messages come from an
// import: the locale's pages say its code.json's words — a doc's component, a React page, the site's theme component —
// and so does an island once hydrated in the browser (not the messages' own English, redrawn). Real Chromium.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', i18n: { defaultLocale: 'fr', locales: ['fr'] }, customFields: { motto: 'Always hot' }, presets: [['classic', { blog: false }]] };\n",
  'src/components/Label.js': `import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
const LABEL = translate({ id: 'kettle.label', message: 'Kettle' });
const KINDS = [translate({ message: 'Electric' })];
export default function Label() {
  return <span className="label">{LABEL} {KINDS[0]} {translate({ message: useDocusaurusContext().siteConfig.customFields.motto })}</span>;
}
`,
  'src/components/Boil.js': `import { useState } from 'react';
import { translate } from '@docusaurus/Translate';
const WORD = translate({ id: 'kettle.label', message: 'Kettle' });
export default function Boil() {
  const [n, setN] = useState(0);
  return <button className="boil" onClick={() => setN(n + 1)}>{WORD} {n}</button>;
}
`,
  'src/theme/Footer/index.js': "import { translate } from '@docusaurus/Translate';\nconst NOTE = translate({ id: 'kettle.footer', message: 'Made with steam' });\nexport default function Footer() { return <footer className=\"own-footer\">{NOTE}</footer>; }\n",
  'src/pages/index.js': "import Layout from '@theme/Layout';\nimport Label from '@site/src/components/Label';\nexport default function Home() { return <Layout><main><Label /></main></Layout>; }\n",
  'docs/intro.mdx': "# Intro\n\nimport Label from '@site/src/components/Label';\nimport Boil from '@site/src/components/Boil';\n\n<Label />\n\n<Boil />\n",
  'i18n/fr/code.json': JSON.stringify({ 'kettle.label': { message: 'Bouilloire' }, Electric: { message: 'Électrique' }, 'Always hot': { message: 'Toujours chaud' }, 'kettle.footer': { message: 'Fait à la vapeur' } }),
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'translate-at-load');
const html = async (route: string) => (await (await fetch(`${served.site.url}${route}`)).text()).replace(/<!-- -->/g, '');

test("the server's pages: each locale's words, in a doc's component, a React page and the site's theme component", async () => {
  for (const route of ['/docs/intro', '/']) {
    const page = await html(route);
    assert.ok(page.includes('<span class="label">Bouilloire Électrique Toujours chaud</span>'), route);
    assert.ok(page.includes('<footer class="own-footer">Fait à la vapeur</footer>'), route);
  }
  assert.match(await html('/docs/intro'), /<button class="boil">Bouilloire 0<\/button>/);
});

test('in the browser, the island says the page\'s locale\'s words once hydrated', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  for (let tries = 0; tries < 60 && (await page.locator('button.boil').textContent()) !== 'Bouilloire 1'; tries++) {
    if ((await page.locator('button.boil').textContent()) === 'Bouilloire 0') await page.locator('button.boil').click();
    else await page.waitForTimeout(200);
  }
  assert.is(await page.locator('button.boil').textContent(), 'Bouilloire 1');
}));

test.run();
