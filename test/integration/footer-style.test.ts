// Docusaurus's footer `style`: `light` (its default) is a pale band, `dark` the dark one; docsgen's own configs keep
// their dark band. Also through a site's own footer parts (Footer/Layout gets the style).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

async function footerOf(files: Record<string, string>, config = 'docusaurus.config.js'): Promise<string> {
  const dir = tmpSite({ 'docs/intro.md': '# Intro\n', ...files });
  const site = await buildSite(await loadConfig(path.join(dir, config)));
  return /<footer class="[^"]*"/.exec(String(site.files.get('docs/intro/index.html')))![0];
}
const docusaurus = (footer: string) => ({ 'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { blog: false, pages: false }]], themeConfig: { footer: ${footer} } };\n` });

test("a Docusaurus footer with no style is light, as Docusaurus's default; `dark` is dark", async () => {
  assert.is(await footerOf(docusaurus("{ copyright: 'C' }")), '<footer class="footer footer-light"');
  assert.is(await footerOf(docusaurus("{ style: 'dark', copyright: 'C' }")), '<footer class="footer"');
});

test("docsgen's own config keeps its dark band; a site's footer part gets the style too", async () => {
  assert.is(await footerOf({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, footer: { copyright: 'C' } };\n" }, 'site.config.ts'), '<footer class="footer"');
  assert.is(await footerOf({ ...docusaurus("{ copyright: 'C' }"), 'src/theme/Footer/Copyright/index.js': "export default function Copyright({ copyright }) { return <p className=\"own\">{copyright}</p>; }\n" }), '<footer class="footer footer-light"');
});

test.run();
