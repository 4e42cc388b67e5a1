// What a site's DocItem/Layout wrapper draws beside docsgen's layout (a back link above the page) lines up with the
// page, inside the doc container's bounds, as it sits inside Docusaurus's Infima container — at every width, in
// real Chromium.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false }]] };\n",
  'docs/intro.md': '# Intro\n\nBoil the water.\n',
  'docs/steep.md': '# Steep\n\nThree minutes.\n',
  'src/theme/DocItem/Layout/index.js': `import OriginalLayout from '@theme-original/DocItem/Layout';
import Link from '@docusaurus/Link';
export default function Layout(props) {
  return <div className="kettle-frame"><Link className="kettle-back" to="/docs/intro">Back</Link><OriginalLayout {...props} /></div>;
}
`,
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'doc-item-layout-frame');

// One selector at a time: a helper function inside the page's code would not survive the test's compiler.
const SELECTORS = { back: '.kettle-back', crumbs: '.breadcrumbs', title: '.doc-title h1, .markdown h1' };

for (const width of [1280, 390]) {
  test(`at ${width} px the wrapper's link starts where the page's breadcrumbs and title do`, () => withContext(served.browser, { viewport: { width, height: 800 } }, async (page) => {
    await page.goto(`${served.site.url}/docs/steep`);
    const at: Record<string, number> = {};
    for (const [key, sel] of Object.entries(SELECTORS)) at[key] = await page.locator(sel).first().evaluate((el) => el.getBoundingClientRect().left);
    assert.is(at.back, at.crumbs);
    assert.is(at.back, at.title);
  }));
}

test.run();
