// docsgen's theme bundled once for all of a build's MDX docs (generator/mdx/theme-bundle.ts): each doc's bundle reads
// the theme's modules from that one instance, and its page is what it was when each doc bundled the theme itself
// (as it still does on a site that overrides theme components).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { bundleTheme } from '../../generator/mdx/theme-bundle.ts';
import { THEME_DIR } from '../../generator/package-paths.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false, pages: false }]] };\n`;

const DOCS = {
  'docs/intro.mdx': `---
title: Intro
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export const Site = () => <em>{useDocusaurusContext().siteConfig.title}</em>;

Made by <Site />.

<Tabs groupId="os">
  <TabItem value="mac" label="macOS">

\`\`\`bash
brew install kettle
\`\`\`

  </TabItem>
  <TabItem value="linux" label="Linux">Use apt.</TabItem>
</Tabs>

<details><summary>More</summary>Steam.</details>
`,
  'docs/second.mdx': `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Second

<Tabs groupId="os"><TabItem value="mac" label="macOS">Again.</TabItem></Tabs>
`,
};

const main = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)![0];

async function pages(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...DOCS, ...files });
  const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return ['intro', 'second'].map((p) => main(site.files.get(`docs/${p}/index.html`) as string));
}

test('the theme\'s modules, bundled once: each one\'s exports by its path', async () => {
  const theme = await bundleTheme();
  const runtime = theme.get(path.join(THEME_DIR, 'runtime.tsx'))!;
  assert.type(runtime.page, 'function');
  assert.type(runtime.lastEntered, 'function');
  assert.type(theme.get(path.join(THEME_DIR, 'Tabs.tsx'))!.default, 'function');  // Once for a process's builds (a site's locales, serve's rebuilds), while the theme's files stay as they were.
  assert.is(await bundleTheme(), theme);
});

test('MDX docs read the theme from its one bundle: their pages are those of docs that bundle it each', async () => {
  // A theme override (here the footer, outside the docs) has each doc bundle the theme itself.
  const [shared, own] = await Promise.all([pages({}), pages({ 'src/theme/Footer/index.js': 'export default function Footer() { return <footer>Kettle</footer>; }\n' })]);
  assert.match(shared[0]!, /Made by <em>Kettle<\/em>/);
  assert.match(shared[0]!, /role="tablist"/);
  assert.match(shared[0]!, /brew install kettle|brew<\/span>/);
  assert.equal(shared, own);
});

test.run();
