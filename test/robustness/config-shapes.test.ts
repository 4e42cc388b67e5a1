// Issue 20, point 8: a config or sidebars file of the wrong shape, or one that throws, rejects or never settles,
// is an error naming the file (and the line), never a default site, a raw stack or a silent exit; a config that
// leaves a timer open does not keep `build` from ending.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { settled } from '../../generator/module-value.ts';
import { docsgen } from '../helpers/cli.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const DOCUSAURUS = 'docusaurus.config.js';

/** The message of the error building the site at `config` (in a temp folder with `files`) fails with. */
async function failure(config: string, files: Record<string, string>): Promise<{ dir: string; message: string }> {
  const dir = tmpSite({ 'docs/a.md': '# A\n', ...files });
  const err = await loadConfig(path.join(dir, config)).then((loaded) => buildSite(loaded)).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError, String(err));
  return { dir, message: (err as BuildError).message };
}

test('a Docusaurus config of the wrong shape is an error, not a default site', async () => {
  for (const [source, what] of [
    ["exports.config = { title: 'T', url: 'https://t.dev' };\n", 'the config has no title or url, which Docusaurus requires (it exports an object with the keys config)'],
    ['module.exports = 42;\n', 'exports a number, not a config object'],
    ['module.exports = null;\n', 'exports null, not a config object'],
    ["module.exports = { title: 'T' };\n", 'the config has no url, which Docusaurus requires'],
  ]) {
    const { dir, message } = await failure(DOCUSAURUS, { [DOCUSAURUS]: source });
    assert.match(message, `${path.join(dir, DOCUSAURUS)}: ${what}`);
    assert.match(message, /\n {2}hint: export the config object itself/);
  }
});

test('a createRequire\'d require of a missing file of the site\'s folder in an ESM config: an error at its line', async () => {
  const config = 'docusaurus.config.mjs';
  const source = "import { createRequire } from 'node:module';\n\nconst require = createRequire(import.meta.url);\nconst versions = require('./missing.json');\n\nexport default { title: 'T', url: 'https://t.dev', customFields: { versions } };\n";
  const { dir, message } = await failure(config, { [config]: source });
  assert.match(message, `${path.join(dir, config)}:4:18: threw while loading: ./missing.json does not exist`);
  assert.match(message, /\n {2}hint: /);
});

test('an async config function that rejects: the line that threw', async () => {
  const { dir, message } = await failure(DOCUSAURUS, { [DOCUSAURUS]: "module.exports = async () => {\n  throw new Error('no network');\n};\n" });
  assert.match(message, `${path.join(dir, DOCUSAURUS)}:2:9: threw while loading: no network\n  hint: `);
});

test('a config function that returns the config (sync or async) still builds', async () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', [DOCUSAURUS]: "module.exports = async () => ({ title: 'Fn', url: 'https://t.dev' });\n" });
  assert.is((await loadConfig(path.join(dir, DOCUSAURUS))).config.title, 'Fn');
});

test('a string editUrl that is not a URL: its line, and what to give', async () => {
  const { dir, message } = await failure(DOCUSAURUS, {
    [DOCUSAURUS]: "module.exports = { title: 'T', url: 'https://t.dev',\n  presets: [['classic', { docs: { editUrl: 'not a url' } }]] };\n",
  });
  assert.match(message, `${path.join(dir, DOCUSAURUS)}:2:35: editUrl "not a url" is not a URL\n  hint: give the address`);
});

test('a site-path editUrl gives edit links under it', async () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', [DOCUSAURUS]: "module.exports = { title: 'T', url: 'https://t.dev', presets: [['classic', { docs: { editUrl: '/edit' } }]] };\n" });
  const built = await buildSite(await loadConfig(path.join(dir, DOCUSAURUS)));
  assert.match(String(built.files.get('docs/a/index.html')), 'href="/edit/docs/a.md"');
});

const SIDEBARS_CONFIG = "export default { title: 'T', url: 'https://t.dev', docs: { sidebarPath: 'sidebars.js' } };\n";

test('a sidebars getter or proxy that throws: the line that threw', async () => {
  for (const source of [
    "module.exports = {\n  get docs() {\n    throw new Error('boom');\n  },\n};\n",
    "module.exports = new Proxy({}, {\n  ownKeys() {\n    throw new Error('boom');\n  },\n});\n",
    "module.exports = { docs: [{ type: 'category', label: 'X',\n  get items() {\n    throw new Error('boom');\n  } }] };\n",
  ]) {
    const { dir, message } = await failure('site.config.ts', { 'site.config.ts': SIDEBARS_CONFIG, 'sidebars.js': source });
    assert.match(message, `${path.join(dir, 'sidebars.js')}:3:`);
    assert.match(message, 'threw while loading: boom');
  }
});

test('a config promise that can never settle is an error, not a silent exit', async () => {
  const { dir, message } = await failure(DOCUSAURUS, { [DOCUSAURUS]: 'module.exports = new Promise(() => {});\n' });
  assert.match(message, `${path.join(dir, DOCUSAURUS)}: exports a promise that never settles: nothing is left running that could settle it`);
});

test('a promise still pending at the limit (while a timer runs) is an error', async () => {
  const timer = setInterval(() => undefined, 1000);
  try {
    const err = await settled(new Promise(() => undefined), { file: 'x.js' }, 10).then(() => undefined, (e: unknown) => e);
    assert.instance(err, BuildError);
    assert.match((err as BuildError).message, 'x.js: exports a promise that has not settled after 0.01 s');
  } finally {
    clearInterval(timer);
  }
});

test('config and sidebars compile errors: the place, and a hint', async () => {
  const config = await failure('site.config.ts', { 'site.config.ts': "export default {\n  title: 'T',,\n};\n" });
  assert.match(config.message, `${path.join(config.dir, 'site.config.ts')}:2:14: does not compile`);
  assert.match(config.message, /\n {2}hint: fix the syntax at that place/);
  const sidebars = await failure('site.config.ts', { 'site.config.ts': SIDEBARS_CONFIG, 'sidebars.js': 'module.exports = { docs: [ };\n' });
  assert.match(sidebars.message, `${path.join(sidebars.dir, 'sidebars.js')}:1:`);
  assert.match(sidebars.message, /does not compile: .*\n {2}hint: fix the syntax at that place/);
});

test('a plugin the config could not load is named by its module in the not-built warning', async () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', [DOCUSAURUS]: "module.exports = { title: 'T', url: 'https://t.dev', plugins: [require('docsgen-test-absent-plugin'), [require('docsgen-test-absent-other'), {}]] };\n" });
  const warning = (await loadConfig(path.join(dir, DOCUSAURUS))).warnings?.[0]?.message ?? '';
  assert.match(warning, 'plugins docsgen-test-absent-plugin, docsgen-test-absent-other;');
});

test('`docsgen build` ends when the build is done, though the config left a timer running', () => {
  const dir = tmpSite({ 'docs/a.md': '# A\n', 'site.config.ts': "setInterval(() => {}, 1000);\nexport default { title: 'T', url: 'https://t.dev' };\n" });
  // The bound only keeps a regression from hanging the suite.
  const r = docsgen(['build'], { cwd: dir, timeout: 120_000 });
  assert.is(r.signal, null, 'the build did not end by itself');
  assert.is(r.code, 0, r.err);
  assert.match(r.out, /built 4 pages/);
});

test.run();
