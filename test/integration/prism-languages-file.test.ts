// A site's src/theme/prism-include-languages.js: the ejected one (it loads prism.additionalLanguages) changes nothing
// under Shiki and is not named; one that adds grammars of its own is named once, by what it loads.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = "module.exports = { title: 'P', url: 'https://p.dev', presets: [['classic', { blog: false }]], themeConfig: { prism: { additionalLanguages: ['rust'] } } };\n";
const EJECTED = `import siteConfig from '@generated/docusaurus.config';
export default function prismIncludeLanguages(PrismObject) {
  const { additionalLanguages } = siteConfig.themeConfig.prism;
  // Prism components work on the Prism instance on the window.
  globalThis.Prism = PrismObject;
  additionalLanguages.forEach((lang) => {
    require(\`prismjs/components/prism-\${lang}\`);
  });
  delete globalThis.Prism;
}
`;

async function warningsWith(file: string, more: Record<string, string> = {}) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, 'docs/a.md': '# A\n\n```rust\nfn main() {}\n```\n', 'src/theme/prism-include-languages.js': file, ...more });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { dir, warnings: built.warnings.filter((w) => /prism-include-languages/.test(w.message)) };
}

test('the ejected file is neither named as an unused override nor warned about', async () => {
  assert.equal((await warningsWith(EJECTED)).warnings, []);
});

test('a file that loads a grammar of its own, or changes Prism\'s languages, is named once with what it adds', async () => {
  const own = EJECTED.replace('delete globalThis.Prism;', "require('./prism-clarity');\n  delete globalThis.Prism;");
  const { dir, warnings } = await warningsWith(own, { 'src/theme/prism-clarity.js': 'module.exports = {};\n' });
  assert.is(warnings.length, 1);
  assert.is(warnings[0]!.message, 'the site\'s prism-include-languages adds to Prism (./prism-clarity), which docsgen does not run: it highlights code with Shiki\'s grammars, each used by its language name');
  assert.is(warnings[0]!.pos.file, path.join(dir, 'src/theme/prism-include-languages.js'));
  const edited = await warningsWith(EJECTED.replace('delete globalThis.Prism;', 'PrismObject.languages.clarity = PrismObject.languages.extend("lisp", {});\n  delete globalThis.Prism;'));
  assert.match(edited.warnings[0]!.message, /adds to Prism, which docsgen does not run/);
});

test.run();
