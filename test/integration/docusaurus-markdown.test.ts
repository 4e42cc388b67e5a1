// Docusaurus's Markdown and config rules (issue 23, points 1 and 4), each on a small site of its own:
// ```mdx-code-block``` fences, element ids as anchors, `!!raw-loader!` imports, a leading `# heading` beside a
// frontmatter title, `themeConfig.tableOfContents`, an `editUrl` function's answer, a sidebars file named without
// its extension.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (extra = '', docs = '') => `module.exports = {
  title: 'Lamps', url: 'https://lamps.example.org', onBrokenAnchors: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars'), ${docs} }, blog: false, pages: false }]],
  ${extra}
};
`;
const SIDEBARS = "const sidebars: Record<string, string[]> = { docs: ['intro', 'wiring'] };\nexport default sidebars;\n";
const FENCE = '````';

async function site(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': config(), 'sidebars.ts': SIDEBARS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const main = (route: string) => {
    const html = String(built.files.get(`${route.replace(/^\//, '')}/index.html`));
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  };
  return { dir, built, main };
}

test('mdx-code-block fences are unwrapped: their content is MDX; a sidebars.ts named without extension is found', async () => {
  const { main, built } = await site({
    'docs/intro.md': `# Intro\n\n${FENCE}mdx-code-block\nexport const Lamp = () => <b className="lamp">lit</b>;\n\n<Lamp />\n${FENCE}\n\nAfter the block.\n`,
    'docs/wiring.md': '# Wiring\n\nRed to red.\n',
  });
  assert.match(main('/docs/intro'), /<b class="lamp">lit<\/b>/);
  assert.not.match(main('/docs/intro'), /mdx-code-block|export const/);
  assert.ok(built.routes.some((r) => r.path === '/docs/wiring' && r.sidebar === 'docs'), 'the sidebars.ts read');
});

test('{#id} after a list item whose code fence opens deeper than it closes: the heading keeps its id, no warning', async () => {
  const { main, built } = await site({
    'docs/intro.mdx': '# Intro\n\n- Wire the lamp:\n\n    ```js\n    const lamp = { on: true };\n  ```\n\n## Bulbs {#bulbs}\n\nE27.\n',
    'docs/wiring.md': '# Wiring\n\nSee [bulbs](intro#bulbs).\n',
  });
  assert.match(main('/docs/intro'), /<h2 id="bulbs">Bulbs/);
  assert.match(main('/docs/intro'), /const<\/span>/, 'the fence is code');
  assert.not.ok(built.warnings.some((w) => /never closed/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));
});

test('every element id is an anchor: `<a id>`, `<a name>`, JSX and HTML elements', async () => {
  const { built } = await site({
    'docs/intro.mdx': '# Intro\n\n<a id="here"></a>\n\nGo [here](#here) or to [the spot](wiring#spot) or [the mark](wiring#mark).\n',
    'docs/wiring.md': '# Wiring\n\n<span id="spot">Red to red.</span>\n\n<a name="mark"></a>Blue to blue.\n',
  });
  assert.not.ok(built.warnings.some((w) => /broken anchor/.test(w.message)));
});

test('`!!raw-loader!` imports give the file\'s text', async () => {
  const { main } = await site({
    'docs/intro.mdx': "import CodeBlock from '@theme/CodeBlock';\nimport Source from '!!raw-loader!./snippets/light.js';\n\n# Intro\n\n<CodeBlock language=\"js\">{Source}</CodeBlock>\n",
    'docs/snippets/light.js': "export const light = () => 'on';\n",
    'docs/wiring.md': '# Wiring\n\nRed to red.\n',
  });
  assert.match(main('/docs/intro'), /light/);
  assert.match(main('/docs/intro'), /&#x27;on&#x27;|'on'/);
});

test('a leading # heading is shown as written beside a frontmatter title; tableOfContents levels apply', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config("themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 } },"),
    'sidebars.ts': SIDEBARS,
    'docs/intro.md': '---\ntitle: Introduction\n---\n\n# Getting started with lamps\n\n## Parts\n\n### Bulbs\n\n#### Screw bases\n\nE27 and E14.\n',
    'docs/wiring.md': '# Wiring\n\nRed to red.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = String(built.files.get('docs/intro/index.html'));
  assert.match(html, /<article class="markdown"><div class="doc-title"><h1>Getting started with lamps<\/h1>/);
  assert.match(html, /<title>Introduction \| Lamps<\/title>/);
  assert.match(html.slice(html.indexOf('<nav class="toc"')), /href="#screw-bases"/, 'h4 listed');
});

test('prism.magicComments: the site\'s comments mark lines with their classes, in Markdown and MDX; additionalLanguages are highlighted (by Prism when Shiki lacks one)', async () => {
  const prism = `themeConfig: { prism: { additionalLanguages: ['powershell', 'promql', 'no-such-lang'], magicComments: [
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'This will error' },
  ] } },`;
  const block = '```js\nconst lamp = on();\n// This will error\nlamp.explode();\n// highlight-next-line\nlamp.off();\n```\n\n```powershell\nGet-Lamp -Name desk\n```\n\n```promql\nsum(rate(lamp_on[5m]))\n```\n';
  const dir = tmpSite({
    'docusaurus.config.js': config(prism),
    'sidebars.ts': SIDEBARS,
    'docs/intro.md': `# Intro\n\n${block}`,
    'docs/wiring.mdx': `# Wiring\n\nexport const Bulb = () => <b>bulb</b>;\n\n<Bulb />\n\n${block}`,
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  for (const file of ['docs/intro/index.html', 'docs/wiring/index.html']) {
    const page = String(built.files.get(file));
    const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    const lines = [...html.matchAll(/<span class="line( [\w -]+)?">/g)].map((m) => m[1]?.trim() ?? '');
    assert.equal(lines.slice(0, 3), ['', 'code-block-error-line', 'highlighted theme-code-block-highlighted-line'], file);
    assert.not.match(html, /This will error|highlight-next-line/, `${file}: the comments are gone`);
    // PowerShell's grammar: its cmdlet is coloured, not plain text.
    assert.match(html, /<span style="[^"]+">Get-Lamp<\/span>/, file);
    // PromQL: Prism's grammar (Shiki has none).
    assert.match(html, /<span style="[^"]+">sum<\/span>/, file);
  }
  const warning = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message));
  assert.match(warning?.message ?? '', /prism\.additionalLanguages no-such-lang \(/);
});

test("Docusaurus's highlighted-line class stays on the lines (magic comments and {…} ranges) and its colour variable is read", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config().replace('blog: false,', "theme: { customCss: './custom.css' }, blog: false,"),
    'custom.css': ':root { --docusaurus-highlighted-code-line-bg: rgb(1, 2, 3); }\n',
    'sidebars.ts': SIDEBARS,
    'docs/intro.md': '# Intro\n\n```js {1}\nconst a = 1;\nconst b = 2;\n```\n\n```js\n// highlight-next-line\nconst c = 3;\nconst d = 4;\n```\n',
    'docs/wiring.md': '# Wiring\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = String(built.files.get('docs/intro/index.html'));
  const lines = [...page.matchAll(/<span class="line( [\w -]+)?">/g)].map((m) => m[1]?.trim() ?? '');
  assert.equal(lines, ['highlighted theme-code-block-highlighted-line', '', 'highlighted theme-code-block-highlighted-line', '']);
  const css = String([...built.files].find(([f]) => /^assets\/custom\.\w+\.css$/.test(f))![1]);
  assert.match(css, /--c-code-highlight: var\(--docusaurus-highlighted-code-line-bg\);/);
});

test('Prism\'s language names get shiki\'s grammar for the same language, in fences and in additionalLanguages; Prism\'s default Reason its own', async () => {
  const prism = "themeConfig: { prism: { additionalLanguages: ['objectivec', 'Flow', 'js-extras', 'gradle', 'no-such-lang'] } },";
  const dir = tmpSite({
    'docusaurus.config.js': config(prism),
    'sidebars.ts': SIDEBARS,
    'docs/intro.md': '# Intro\n\n```objectivec\n@interface Lamp : NSObject\n@end\n```\n\n```flow\nconst on: boolean = true;\n```\n\n```reason\nlet lamp = switch (state) { | On => 1 | Off => 0 };\n```\n',
    'docs/wiring.md': '# Wiring\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = String(built.files.get('docs/intro/index.html'));
  const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
  // Coloured tokens, not one plain-text run; the block keeps the language its author named.
  assert.match(html, /data-lang="objectivec"[^]*<span style="[^"]+">@interface<\/span>/);
  assert.match(html, /data-lang="flow"[^]*<span style="[^"]+">const<\/span>/);
  // Reason: Shiki has no grammar; Docusaurus's Prism has one by default, which highlights it.
  assert.match(html, /data-lang="reason"[^]*<span style="[^"]+"> ?switch<\/span>/);
  const warning = built.warnings.find((w) => /not built from the Docusaurus config/.test(w.message));
  assert.match(warning?.message ?? '', /prism\.additionalLanguages no-such-lang \(/, 'only the language shiki lacks is named');
});

/** A site of two docs with the given `editUrl` (and config `extra`), for the edit-link warnings. */
async function editLinkSite(extra: string, editUrl: string, files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': config(extra, editUrl), 'sidebars.ts': SIDEBARS, 'docs/intro.md': '# Intro\n', 'docs/wiring.md': '# Wiring\n', ...files });
  return buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
}

test('an editUrl function that answers neither a URL nor a path leaves those pages without the link, and says so once', async () => {
  const built = await editLinkSite('', "editUrl: ({ docPath }) => docPath === 'wiring.md' ? 'https://git.example.org/edit/' + docPath : JSON.stringify({ doc: docPath }),", { 'docs/lamps.md': '# Lamps\n' });
  const page = (route: string) => String(built.files.get(`${route}/index.html`));
  assert.match(page('docs/wiring'), /class="edit-link" href="https:\/\/git\.example\.org\/edit\/wiring\.md"/);
  assert.not.match(page('docs/intro'), /Edit this page/);
  assert.not.match(page('docs/lamps'), /Edit this page/);
  const warnings = built.warnings.filter((w) => /^editUrl:/.test(w.message));
  assert.is(warnings.length, 1, 'one warning for the build');
  assert.match(warnings[0]!.message, /the function returned "\{\\"doc\\":\\"(intro|lamps)\.md\\"\}" for (intro|lamps)\.md \(and answers like it for 1 more\), which is not a URL or a path: those pages have no "Edit this page" link/);
  assert.is(warnings[0]!.pos.line, 3);
});

test('the editUrl warning is told once for the site, over every docs version and instance', async () => {
  const built = await editLinkSite("plugins: [['@docusaurus/plugin-content-docs', { id: 'shop', path: 'shop', routeBasePath: 'shop', editUrl: () => 'nowhere' }]],", 'editUrl: () => 42,', {
    'versions.json': '["1.0"]',
    'versioned_docs/version-1.0/intro.md': '# Intro one\n',
    'versioned_docs/version-1.0/wiring.md': '# Wiring one\n',
    'versioned_sidebars/version-1.0-sidebars.json': '{"docs": ["intro", "wiring"]}',
    'shop/bulbs.md': '# Bulbs\n',
  });
  assert.ok(built.files.has('docs/next/intro/index.html') && built.files.has('shop/bulbs/index.html'));
  const warnings = built.warnings.filter((w) => /^editUrl:/.test(w.message));
  assert.is(warnings.length, 1, warnings.map((w) => w.message).join('\n'));
  assert.match(warnings[0]!.message, /^editUrl: the function returned 42 for intro\.md \(and answers like it for 4 more\)/);
});

test("a Docusaurus config's link to a path in another case names the page; a docsgen config's is a broken link", async () => {
  const { built } = await site({ 'docs/intro.md': '# Intro\n\nSee [wiring](/docs/Wiring).\n', 'docs/wiring.md': '# Wiring\n' });
  assert.ok(built.files.has('docs/intro/index.html'));
  const dir = tmpSite({ 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' } };\n", 'docs/intro.md': '# Intro\n\nSee [wiring](/docs/Wiring).\n', 'docs/wiring.md': '# Wiring\n' });
  const failed = await buildSite(await loadConfig(path.join(dir, 'site.config.ts'))).then(() => undefined, (err: Error) => err);
  assert.match(String((failed as { problems?: { message: string }[] } | undefined)?.problems?.map((p) => p.message) ?? failed), /broken link "\/docs\/Wiring": no page at \/docs\/Wiring/);
});

test.run();
