// A site's src/theme/prism-include-languages.js runs on a Prism of docsgen's own at build time: the ejected one (it
// loads prism.additionalLanguages) is silent, a language it defines that Shiki lacks is highlighted with its
// grammar in the site's code theme, and what does not show (a failure, changes to languages Shiki has) is named.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const THEME = "{ plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: [{ types: ['keyword'], style: { color: '#aa0000' } }, { types: ['string'], style: { color: '#00aa00' } }] }";
const CONFIG = `module.exports = { title: 'P', url: 'https://p.dev', presets: [['classic', { blog: false }]], themeConfig: { prism: { theme: ${THEME}, additionalLanguages: ['rust'] } } };\n`;
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
/** A grammar of our own for a language no highlighter knows, as a site's file of its own sets it on the global Prism. */
const TALLY = "Prism.languages.tally = { comment: /;.*/, string: /\"[^\"]*\"/, keyword: /\\b(?:count|emit)\\b/ };\n";
const DOC = '# A\n\n```tally\ncount "apples" ; fruit\n```\n';

async function buildWith(file: string, more: Record<string, string> = {}) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, 'docs/a.md': DOC, 'src/theme/prism-include-languages.js': file, ...more });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = built.files.get('docs/a/index.html') as string;
  return { dir, page, warnings: built.warnings.filter((w) => /prism-include-languages/.test(w.message)) };
}

test('the ejected file is neither named as an unused override nor warned about', async () => {
  const { warnings, page } = await buildWith(EJECTED);
  assert.equal(warnings, []);
  assert.match(page, /<code><span class="line"><span[^>]*>count "apples" ; fruit<\/span><\/span><\/code>/, 'tally: no grammar, plain');
});

test('a language the file defines is highlighted with its grammar, in the site\'s Prism theme', async () => {
  const own = EJECTED.replace('delete globalThis.Prism;', "require('./prism-tally');\n  delete globalThis.Prism;");
  const { warnings, page } = await buildWith(own, { 'src/theme/prism-tally.js': TALLY });
  assert.equal(warnings, []);
  assert.match(page, /<span style="--shiki-light:#aa0000[^"]*">count<\/span>/i);
  assert.match(page, /<span style="--shiki-light:#00aa00[^"]*"> ?"apples"<\/span>/i);
});

test('a rebuild in the same process (serve) after the grammar file changed highlights with the new grammar', async () => {
  const own = EJECTED.replace('delete globalThis.Prism;', "require('./prism-tally');\n  delete globalThis.Prism;");
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, 'docs/a.md': DOC, 'src/theme/prism-include-languages.js': own, 'src/theme/prism-tally.js': TALLY.replace('count|', '') });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  const first = await buildSite(loaded);
  assert.not.match(String(first.files.get('docs/a/index.html')), /<span style="--shiki-light:#aa0000[^"]*">count<\/span>/i, 'count is no keyword yet');
  writeFileSync(path.join(dir, 'src/theme/prism-tally.js'), TALLY);
  const second = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')), { cache: first.cache });
  assert.match(String(second.files.get('docs/a/index.html')), /<span style="--shiki-light:#aa0000[^"]*">count<\/span>/i);
});

test('a file written for the browser alone (ExecutionEnvironment.canUseDOM, window.Prism) defines its languages too', async () => {
  const browserOnly = `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
export default (PrismObject) => {
  if (!ExecutionEnvironment.canUseDOM) return;
  window.Prism = PrismObject;
  require('./prism-tally');
  delete window.Prism;
};
`;
  const { warnings, page } = await buildWith(browserOnly, { 'src/theme/prism-tally.js': TALLY });
  assert.equal(warnings, []);
  assert.match(page, /<span style="--shiki-light:#aa0000[^"]*">count<\/span>/i);
  assert.is((globalThis as { Prism?: unknown }).Prism, undefined, 'the global Prism is left as it was');
});

test('a failing file, or one changing a language Shiki highlights, is named with what does not show', async () => {
  const failing = await buildWith(EJECTED.replace('delete globalThis.Prism;', "require('./prism-missing');"));
  assert.is(failing.warnings.length, 1);
  assert.match(failing.warnings[0]!.message, /failed as docsgen ran it on Prism at build time: .*prism-missing, which is not found/);
  assert.is(failing.warnings[0]!.pos.file, path.join(failing.dir, 'src/theme/prism-include-languages.js'));
  // A language it adds by a name Shiki has (gleam) gets Shiki's grammar, unnamed.
  const changing = await buildWith(EJECTED.replace('delete globalThis.Prism;', "PrismObject.languages.insertBefore('rust', 'comment', { todo: /TODO/ });\n  PrismObject.languages.gleam = { keyword: /fn/ };\n  delete globalThis.Prism;"));
  assert.is(changing.warnings.length, 1);
  assert.match(changing.warnings[0]!.message, /changes Prism's grammars of rust, which docsgen highlights with Shiki's grammars/);
  const hooking = await buildWith(EJECTED.replace('delete globalThis.Prism;', "PrismObject.hooks.add('wrap', (env) => { env.classes.push('x'); });\n  delete globalThis.Prism;"));
  assert.match(hooking.warnings[0]?.message ?? '', /adds Prism hooks \(wrap\), which docsgen's highlighting does not run: those changes do not show/);
});

test.run();
