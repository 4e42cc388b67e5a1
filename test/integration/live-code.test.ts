// Live code blocks (`@docusaurus/theme-live-codeblock`, docsgen's `liveCodeBlock`): a ```jsx live block is a
// playground frame around the highlighted code in Markdown and MDX docs alike, an island of the site's own react-live
// and ReactLiveScope whose files only pages with a live block load; without react-live the blocks stay static code and
// the warning says what to install. (Editing in Chromium: test/e2e/live-code.test.ts.)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { findThemeOverrides } from '../../generator/docusaurus/theme-overrides.ts';
import { bundleLiveCode } from '../../generator/output/live-code.ts';
import { linkModules, npmPackage } from '../helpers/npm-package.ts';
import { testWith } from '../helpers/shared.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const reactLive = npmPackage('react-live@5.0.1', 'live code blocks with react-live');
const withReactLive = testWith(reactLive);

const COUNTER = '```jsx live\nfunction Bellows() {\n  const [puffs, setPuffs] = useState(0);\n  return <button onClick={() => setPuffs(puffs + 1)}>{puffs} puffs</button>;\n}\n```\n';
const NO_INLINE = '```jsx live noInline\nconst Ember = () => <i>glowing</i>;\nrender(<Ember />);\n```\n';

async function build(files: Record<string, string>, { themeConfig = '', installed = true } = {}) {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Forge', url: 'https://forge.example.org', themes: ['@docusaurus/theme-live-codeblock'], themeConfig: { ${themeConfig} }, presets: [['classic', { blog: false, pages: false }]] };\n`,
    ...files,
  });
  if (installed) linkModules(dir, reactLive!);
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = (route: string) => text(built.files.get(`${route.replace(/^\//, '')}/index.html`));
  const main = (route: string) => html(route).slice(html(route).indexOf('<main'), html(route).indexOf('</main>'));
  return { built, html, main };
}

const text = (data: unknown) => (typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString());
const props = (html: string) => [...html.matchAll(/data-props="([^"]*)"/g)].map((m) => JSON.parse(m[1]!.replace(/&#x22;/g, '"').replace(/&#x27;/g, "'").replace(/&#x3C;/g, '<').replace(/&#x26;/g, '&')) as Record<string, unknown>);

withReactLive('a live block is a playground in Markdown and MDX docs: the code highlighted in its frame, an island of the playground', async () => {
  const { built, main } = await build({
    'docs/plain.md': `# Plain\n\n${COUNTER}\n${NO_INLINE}\n\`\`\`jsx\nconst still = true;\n\`\`\`\n`,
    'docs/rich.mdx': `# Rich\n\nexport const Tongs = () => <b>tongs</b>;\n\n<Tongs />\n\n${COUNTER}`,
    'docs/none.md': '# None\n\nNo live code here.\n',
  });
  const script = [...built.files.keys()].find((f) => /^assets\/live-code\.\w{8}\.js$/.test(f));
  const style = [...built.files.keys()].find((f) => /^assets\/live-code-style\.\w{8}\.css$/.test(f));
  assert.ok(script && style, 'the playground and its stylesheet are written');
  for (const route of ['/docs/plain', '/docs/rich']) {
    const html = main(route);
    assert.match(html, new RegExp(`<div class="playground-frame"><link rel="stylesheet" href="/${style}"><div class="playground island" data-island="site" data-island-src="/${script}" data-island-export="default" data-props="[^"]*"><div class="playground-header">Live Editor</div><div class="code-block" data-lang="jsx"><pre class="shiki`), route);
    assert.match(html, /<\/pre><\/div><div class="playground-header">Result<\/div><div class="playground-preview"><\/div><\/div><\/div>/, `${route}: the result after the editor`);
    assert.is(props(html)[0]!.code, 'function Bellows() {\n  const [puffs, setPuffs] = useState(0);\n  return <button onClick={() => setPuffs(puffs + 1)}>{puffs} puffs</button>;\n}', route);
  }
  assert.match(text(built.files.get('docs/rich.md')), /```jsx live\nfunction Bellows\(\) \{\n/, 'an MDX doc\'s Markdown copy has the live block again');
  const plain = main('/docs/plain');
  assert.equal(props(plain).map((p) => [p.noInline, p.language, p.position]), [[false, 'jsx', 'bottom'], [true, 'jsx', 'bottom']]);
  assert.is(plain.match(/class="playground-frame"/g)!.length, 2, 'a block without `live` stays a code block');
  assert.not.match(main('/docs/none'), /live-code/, 'a page without a live block names none of its files');
  const search = [...built.files].filter(([f]) => f.startsWith('search/') || /search-docs/.test(f)).map(([, d]) => text(d)).join('');
  assert.match(search, /Plain/, 'the search files are read');
  assert.not.match(search, /Live Editor/, 'the frame\'s headers are not the doc\'s text');
});

withReactLive('playgroundPosition top puts the result above the editor; the site\'s ReactLiveScope wraps docsgen\'s', async () => {
  const { built, main } = await build({
    'docs/top.md': `# Top\n\n${COUNTER}`,
    'src/theme/ReactLiveScope/index.js': "import base from '@theme-original/ReactLiveScope';\nimport Hammer from '@site/src/components/Hammer';\n\nconst Anvil = () => 'anvil-from-the-site-scope';\n\nexport default { ...base, Anvil, Hammer };\n",
    'src/components/Hammer.jsx': "import styles from './hammer.module.css';\nimport './forge.css';\n\nexport default function Hammer() {\n  return <b className={styles.head}>hammer</b>;\n}\n",
    'src/components/hammer.module.css': '.head { color: rgb(120, 30, 10); }\n',
    'src/components/forge.css': '.forge-glow { outline: 2px solid orange; }\n',
  }, { themeConfig: "liveCodeBlock: { playgroundPosition: 'top' }" });
  const html = main('/docs/top');
  assert.match(html, /data-props="[^"]*"><div class="playground-header">Result<\/div><div class="playground-preview"><\/div><div class="playground-header">Live Editor<\/div><div class="code-block"/);
  assert.is(props(html)[0]!.position, 'top');
  const script = text([...built.files].find(([f]) => /^assets\/live-code\.\w{8}\.js$/.test(f))![1]);
  assert.ok(script.includes('anvil-from-the-site-scope'), 'the site\'s scope is bundled');
  assert.ok(script.includes('useState'), 'with React\'s hooks from docsgen\'s default scope');
  // The stylesheets the scope's components import are in the playground's stylesheet, which the page links.
  const [styleFile, style] = [...built.files].find(([f]) => /^assets\/live-code-style\.\w{8}\.css$/.test(f))!;
  assert.match(text(style), /\.forge-glow/);
  assert.match(text(style), /\.[\w-]+\{color:#781e0a\}/, 'the CSS module\'s rule');
  assert.match(html, new RegExp(`<link rel="stylesheet" href="/${styleFile}">`));
  assert.not.ok([...built.files.keys()].some((f) => /^assets\/live-code\.\w{8}\.css$/.test(f)), 'no second stylesheet');
  assert.not.ok(built.warnings.some((w) => /ReactLiveScope|theme-live-codeblock/.test(`${w.message} ${w.hint}`)), built.warnings.map((w) => w.message).join('\n'));
});

test('without react-live installed the blocks stay static code, and the warning names the command', async () => {
  const { built, main } = await build({ 'docs/plain.md': `# Plain\n\n${COUNTER}` }, { installed: false });
  const html = main('/docs/plain');
  assert.not.match(html, /playground/);
  assert.match(html, /<div class="code-block" data-lang="jsx"><pre class="shiki/);
  assert.not.ok([...built.files.keys()].some((f) => f.includes('live-code')));
  const warning = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message));
  assert.match(warning!.message, /live code blocks \(@docusaurus\/theme-live-codeblock: shown as static code; npm install react-live in the site folder\)/);
});

withReactLive('a process that builds again (serve, a site\'s locales) reuses the playground until a file it was made from changes', async () => {
  const scope = (word: string) => `import base from '@theme-original/ReactLiveScope';\n\nexport default { ...base, Word: () => '${word}' };\n`;
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'F', url: 'https://f.dev', liveCodeBlock: {} };\n", 'docs/a.md': `# A\n\n${COUNTER}`, 'src/theme/ReactLiveScope/index.js': scope('tongs') });
  linkModules(dir, reactLive!);
  const make = async (base = '') => {
    const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
    return (await bundleLiveCode(loaded.config, dir, loaded.file, findThemeOverrides(dir), (p) => `${base}${p}`))!;
  };
  const first = await make();
  assert.is((await make()).files, first.files, 'nothing changed: the same playground');
  const fr = await make('/fr');
  assert.is(fr.files, first.files, 'another locale: the same files…');
  assert.is(fr.setup.src, `/fr${first.setup.src}`, '…named under its base URL');
  writeFileSync(path.join(dir, 'src/theme/ReactLiveScope/index.js'), scope('bellows'));
  const edited = await make();
  assert.is.not(edited.setup.src, first.setup.src);
  assert.ok(text([...edited.files].find(([f]) => f.endsWith('.js'))![1]).includes('bellows'));
});

test('a docsgen config with liveCodeBlock and no react-live is an error that names the command', async () => {
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'F', url: 'https://f.dev', liveCodeBlock: {} };\n", 'docs/a.md': '# A\n' });
  const err = await buildSite(await loadConfig(path.join(dir, 'site.config.ts'))).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  assert.match((err as BuildError).problems[0]!.message, /liveCodeBlock is on, but the react-live package is not installed/);
  assert.match((err as BuildError).problems[0]!.hint!, /npm install react-live/);
});

test.run();
