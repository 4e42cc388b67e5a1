// Docusaurus's `themeConfig.prism.theme` and `darkTheme` (prism-react-renderer themes) colour the code: read as
// TextMate themes, on every path code is highlighted on (a Markdown doc, an MDX doc, `@theme/CodeBlock`, and the
// CLI's worker thread); a value that is no Prism theme leaves docsgen's themes, named in the warning.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { prismToShiki } from '../../generator/markdown/code/prism-theme.ts';
import { docsgen } from '../helpers/cli.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const theme = (bg: string, keyword: string, string: string) => `{
  plain: { color: '#333333', backgroundColor: '${bg}' },
  styles: [
    { types: ['keyword'], style: { color: '${keyword}', fontStyle: 'italic' } },
    { types: ['string', 'char'], style: { color: '${string}' } },
  ],
}`;
const config = (prism: string) => `module.exports = {
  title: 'Kilns', url: 'https://kilns.example.org',
  presets: [['classic', { blog: false, pages: false }]],
  themeConfig: { prism: ${prism} },
};
`;
const CODE = "```js\nconst glaze = 'celadon';\n```\n";
const FILES = {
  'docs/intro.md': `# Intro\n\n${CODE}`,
  'docs/firing.mdx': `import CodeBlock from '@theme/CodeBlock';\n\n# Firing\n\n${CODE}\n<CodeBlock language="js">{"const cone = 'six';"}</CodeBlock>\n`,
};
const THEMES = `{ theme: ${theme('#fdf6e3', '#aa0011', '#224466')}, darkTheme: ${theme('#002b36', '#00bb22', '#ddcc00')} }`;

/** The `<pre>`s of a page's content. */
const pres = (html: string) => [...html.slice(html.indexOf('<main'), html.indexOf('</main>')).matchAll(/<pre class="([^"]+)" style="([^"]+)"[^>]*>(.*?)<\/pre>/gs)];

function assertThemed(html: string, where: string) {
  const found = pres(html);
  assert.ok(found.length > 0, `${where}: code blocks`);
  for (const [, cls, style, code] of found) {
    assert.match(cls!, /site-code-theme/, where);
    assert.match(style!, /--shiki-light-bg:#fdf6e3/i, where);
    assert.match(style!, /--shiki-dark-bg:#002b36/i, where);
    // The keyword in both themes' colours, italic as the Prism style says; the string in its own.
    assert.match(code!, /<span style="--shiki-light:#aa0011;--shiki-light-font-style:italic;--shiki-dark:#00bb22;--shiki-dark-font-style:italic">const<\/span>/i, where);
    assert.match(code!, /--shiki-light:#224466;--shiki-dark:#ddcc00">\s?'(celadon|six)'/i, where);
    // An operator, which the theme does not style, in the plain colour (not the keyword's).
    assert.match(code!, /--shiki-light:#333333;--shiki-dark:#333333">[^<]*=/i, where);
  }
}

test('a Prism theme pair colours code in Markdown, MDX and @theme/CodeBlock', async () => {
  const dir = tmpSite({ 'docusaurus.config.js': config(THEMES), ...FILES });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  for (const f of ['docs/intro/index.html', 'docs/firing/index.html']) assertThemed(String(built.files.get(f)), f);
  assert.is(pres(String(built.files.get('docs/firing/index.html'))).length, 2, 'the fence and the CodeBlock');
  assert.not.match(built.warnings.map((w) => w.message).join('\n'), /prism\.theme/);
});

test('the CLI, whose worker thread highlights, colours code alike', () => {
  const dir = tmpSite({ 'docusaurus.config.js': config(THEMES), ...FILES });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0, r.err);
  for (const f of ['docs/intro/index.html', 'docs/firing/index.html']) assertThemed(readFileSync(path.join(dir, 'build', f), 'utf8'), `CLI ${f}`);
});

test("a theme that is no Prism theme (a package's stand-in) leaves docsgen's themes, named in the warning", async () => {
  const dir = tmpSite({ 'docusaurus.config.js': config("{ theme: require('no-such-prism-themes').nightOwl }"), ...FILES });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const [, cls] = pres(String(built.files.get('docs/intro/index.html')))[0]!;
  assert.not.match(cls!, /site-code-theme/);
  assert.match(built.warnings.map((w) => w.message).join('\n'), /prism\.theme \(not a Prism theme/);
});

test("a block's title takes the themes' plain colour and background, in Markdown and @theme/CodeBlock", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': config(THEMES),
    'docs/titled.mdx': "import CodeBlock from '@theme/CodeBlock';\n\n# Titled\n\n```js title=\"kiln.js\"\nlet a = 1;\n```\n\n<CodeBlock language=\"js\" title=\"cone.js\">{'let b = 2;'}</CodeBlock>\n",
    'docs/plain.md': '# Plain\n\n```js title="glaze.js"\nlet c = 3;\n```\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const titles = ['docs/titled/index.html', 'docs/plain/index.html'].flatMap((f) => [...String(built.files.get(f)).matchAll(/<div class="code-title([^"]*)"(?: style="([^"]*)")?>([^<]*)</g)]);
  assert.equal(titles.map((t) => t[3]), ['kiln.js', 'cone.js', 'glaze.js']);
  for (const [, cls, style] of titles) {
    assert.match(cls!, /site-code-theme/);
    assert.is(style, '--shiki-light:#333333;--shiki-dark:#333333;--shiki-light-bg:#fdf6e3;--shiki-dark-bg:#002b36');
  }
});

test('prismToShiki: each Prism type on its TextMate scopes, styles for some languages only, a name by content', () => {
  const t = prismToShiki({
    plain: { color: '#111111', backgroundColor: '#eeeeee' },
    styles: [
      { types: ['comment'], style: { color: '#777777', fontStyle: 'italic' } },
      { types: ['function'], languages: ['css'], style: { color: '#0000ff', fontWeight: 'bold' } },
      { types: ['no-such-type'], style: { color: '#ff0000' } },
      { types: ['property', 'punctuation'], style: {} },
    ],
  }, 'light');
  assert.equal(t.settings[0], { settings: { foreground: '#111111', background: '#eeeeee' } });
  // The types it does not style are plain, those listed with an empty style too (a property is not coloured by a
  // `variable` rule, whose scope is a prefix of its own).
  assert.ok((t.settings[1]!.scope as string[]).includes('keyword.operator'));
  assert.ok((t.settings[1]!.scope as string[]).includes('variable.other.property'));
  assert.not.ok((t.settings[1]!.scope as string[]).includes('comment'));
  assert.equal(t.settings[1]!.settings, { foreground: '#111111', fontStyle: '' });
  assert.equal(t.settings[2], { scope: ['comment', 'punctuation.definition.comment'], settings: { foreground: '#777777', fontStyle: 'italic' } });
  assert.ok((t.settings[3]!.scope as string[]).every((s) => s.startsWith('source.css ')), 'a language-only style is scoped to its grammar');
  assert.is(t.settings[3]!.settings.fontStyle, 'bold');
  assert.is(t.settings.length, 4, 'an unknown type adds no rule');
  assert.match(t.name!, /^prism-light-[0-9a-f]{10}$/);
  assert.is.not(prismToShiki({ plain: {}, styles: [] }, 'light').name, t.name);
});

test('prismToShiki: colours in any CSS form (rgb, rgba, hsl, names, !important) become the hex shiki reads', () => {
  const t = prismToShiki({
    plain: { color: 'rgb(248, 248, 242)', backgroundColor: 'white' },
    styles: [
      { types: ['keyword'], style: { color: 'rgb(189, 147, 249)' } },
      { types: ['string'], style: { color: 'rgba(255, 0, 0, 0.5)' } },
      { types: ['comment'], style: { color: 'hsl(120, 100%, 25%)' } },
      { types: ['function'], style: { color: '#a6e22e !important' } },
      { types: ['tag'], style: { color: 'linear-gradient(red, blue)' } },
    ],
  }, 'dark');
  assert.equal(t.settings[0], { settings: { foreground: '#f8f8f2', background: '#ffffff' } });
  const of = (scope: string) => t.settings.find((r) => Array.isArray(r.scope) && r.scope[0] === scope)?.settings.foreground;
  assert.is(of('keyword'), '#bd93f9');
  assert.is(of('string'), '#ff000080');
  assert.is(of('comment'), '#008000');
  assert.is(of('entity.name.function'), '#a6e22e');
  assert.is(of('entity.name.tag'), undefined, 'no single colour: no rule');
});

test.run();
