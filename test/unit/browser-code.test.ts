// The data the browser's code highlighter gets (browser-code.ts): the grammars it highlights with, and the site's code
// themes read for each Prism token type, matching what the build writes; and a block drawn with them in the browser
// (client/code/drawn-block.ts) is the build's block for the same code and meta.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserCode } from '../../generator/markdown/code/browser-code.ts';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { codeThemesOf } from '../../generator/markdown/code/prism-theme.ts';
import { highlightRequests, highlightToHtml, loadLanguages } from '../../generator/markdown/code/rehype-code.ts';
import { barePrism, prismHooksSource } from '../../generator/markdown/code/prism-instance.ts';
import { hookPrism } from '../../client/code/prism-hooks.ts';
import { decodeGrammar, encodeGrammar } from '../../client/code/grammar-codec.ts';
import { drawnBlockHtml } from '../../client/code/drawn-block.ts';
import { grammarFinder } from '../../client/code/grammar-finder.ts';
import { prismPieces } from '../../client/code/prism-tokens.ts';
import { DEFAULT_MAGIC_COMMENTS, parseCodeMeta, type MagicComment } from '../../client/code/code-meta.ts';
import { propsMeta } from '../../client/code/props-meta.ts';
import type { CodeThemes } from '../../generator/markdown/code/prism-theme.ts';
import { sitePrismGrammars } from '../../generator/docusaurus/prism-site-grammars.ts';
import { tokenCss } from '../../client/code/code-spans.ts';

test('a tagged template\'s CSS, HTML or GraphQL is tokenized, by Prism\'s js-templates hooks the chunk runs', async () => {
  const data = await browserCode(undefined, []);
  const prism = barePrism();
  const grammarOf = grammarFinder(data, (languages) => hookPrism(prism, languages, (p) => new Function('Prism', prismHooksSource())(p)));
  const types = (lang: string, code: string) => prismPieces(prism, code, grammarOf(lang)!, lang).flat().map((p) => `${p.types.join(' ')}:${p.text}`);
  assert.ok(types('jsx', 'const A = styled.div`color: red;`').includes('template-string css language-css property:color'), 'styled-components');
  assert.ok(types('ts', 'el.innerHTML = html`<b>x</b>`').some((t) => t.includes('language-html tag') && t.endsWith(':b')), 'html');
  assert.ok(types('js', 'css`a { ${b}: 1 }`').includes('template-string css language-css property interpolation interpolation-punctuation punctuation:${'), 'interpolation');
  assert.ok(types('js', 'x = `color: red;`').includes('template-string string:color: red;'), 'a plain template stays a string');
  assert.ok(types('python', 'css`color: red;`').every((t) => !t.includes('language-css')), 'only in JavaScript\'s languages');
});

const preOf = (html: string) => /<pre class="([^"]*)" style="([^"]*)"/.exec(html)!.slice(1);

test('Docusaurus\'s languages (those prism-react-renderer bundles too), the additional ones and the site\'s Prism grammars; other names', async () => {
  const promql = sitePrismGrammars(['promql'], undefined, {}).grammars.promql!;
  const data = await browserCode({ prismGrammars: { promql }, magicComments: DEFAULT_MAGIC_COMMENTS }, ['java']);
  const grammarOf = grammarFinder(data);
  for (const lang of ['javascript', 'tsx', 'python', 'reason', 'css', 'typescript', 'regex', 'sql', 'java', 'promql']) assert.ok(grammarOf(lang), lang);
  assert.is(grammarOf('promql'), grammarOf('promql'));
  assert.equal(Object.keys(grammarOf('promql')!), Object.keys(decodeGrammar(promql)));
  assert.is(grammarOf('js'), grammarOf('javascript'), 'the same grammar by its other name');
  assert.is(grammarOf('bash'), undefined, 'not in Docusaurus\'s Prism unless listed');
  // Embedded languages are tokenized: a regular expression's parts, a <style>'s CSS.
  const types = (lang: string, code: string) => prismPieces(barePrism(), code, grammarOf(lang)!).flat().map((p) => p.types.join(' '));
  assert.ok(types('js', 'let r = /a+/;').includes('regex regex-source language-regex quantifier number'));
  assert.ok(types('markup', '<style>a { color: red; }</style>').some((t) => t.endsWith('property')));
});

test('a keyword and the <pre> as the build colours them, in docsgen\'s themes and in a site\'s', async () => {
  const site = codeThemesOf({ plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: [{ types: ['keyword'], style: { color: '#aa0000', fontStyle: 'italic' } }] }, { plain: { color: '#eeeeee', backgroundColor: '#111111' }, styles: [{ types: ['keyword'], style: { color: '#ff8888' } }] })!;
  const promql = sitePrismGrammars(['promql'], undefined, {}).grammars.promql!;
  for (const themes of [undefined, site]) {
    const data = await browserCode(themes ? { codeThemes: themes, magicComments: DEFAULT_MAGIC_COMMENTS } : undefined, []);
    const [html] = await highlightRequests(await createCodeHighlighter(), [{ code: 'sum by (job) (up)', lang: 'promql', marked: [], grammar: promql }], themes);
    assert.equal(preOf(html!), [data.pre.class, data.pre.style]);
    const keyword = tokenCss(data.variants, data.plain.map((p, t) => ({ color: data.types.keyword?.[t]?.color ?? p.color, fontStyle: data.types.keyword?.[t]?.fontStyle ?? p.fontStyle })));
    assert.ok(html!.includes(`<span style="${keyword}">sum</span>`), `${keyword} in ${html}`);
  }
});

const siteThemes = (light: Record<string, unknown>[], dark = light) => codeThemesOf({ plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: light }, { plain: { color: '#eeeeee', backgroundColor: '#111111' }, styles: dark })!;

/** A block as the build draws it, and as the browser draws it with the data it gets. */
async function bothWays(code: string, lang: string, meta: string, setup: { codeThemes?: CodeThemes; prismGrammars?: Record<string, string>; magicComments: MagicComment[] }) {
  const highlighter = await createCodeHighlighter();
  await loadLanguages(highlighter, [lang]);
  const data = await browserCode(setup, []);
  const grammar = grammarFinder(data)(lang);
  const browser = drawnBlockHtml(data, code, lang, meta, grammar && ((shown) => prismPieces(barePrism(), shown, grammar)));
  return { server: highlightToHtml(highlighter, code, lang, meta, setup), browser };
}

test('a block the browser draws is the build\'s: title, {1,3} ranges, magic comments (the site\'s too), line numbers', async () => {
  const promql = sitePrismGrammars(['promql'], undefined, {}).grammars.promql!;
  const comments: MagicComment[] = [...DEFAULT_MAGIC_COMMENTS, { className: 'code-error', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }];
  const site = siteThemes([{ types: ['keyword', 'function'], style: { color: '#aa0000' } }, { types: ['string'], style: { color: '#007700', fontStyle: 'italic' } }]);
  const cases = [
    { lang: 'promql', code: 'sum by (job) (up)\n# highlight-next-line\nrate(x[5m])\n\n# error-start\ncount(up == 0)\n# error-end\nlabel_replace(up, "a", "b", "", "")', meta: 'title="alerts.promql" showLineNumbers=4' },
    { lang: 'reason', code: 'let greet = (name) => {\n  /* highlight-start */\n  Js.log("hi " ++ name);\n  /* highlight-end */\n};', meta: 'showLineNumbers' },
    { lang: 'no-such-lang', code: 'plain <text> & more\n// highlight-next-line\nmarked', meta: 'title=plain.txt {1}' },
  ];
  for (const codeThemes of [undefined, site]) {
    for (const { lang, code, meta } of cases) {
      const { server, browser } = await bothWays(code, lang, meta, { magicComments: comments, prismGrammars: { promql }, ...(codeThemes ? { codeThemes } : {}) });
      assert.is(browser, server, `${lang}, ${codeThemes ? 'site' : 'docsgen'} themes`);
    }
  }
  const { browser } = await bothWays(cases[0]!.code, 'promql', cases[0]!.meta, { magicComments: comments, prismGrammars: { promql } });
  assert.match(browser, /^<div class="code-title">alerts\.promql<\/div><pre class="[^"]* line-numbers" style="[^"]*;counter-reset:line 3"/);
  assert.equal([...browser.matchAll(/<span class="line([^"]*)">/g)].map((m) => m[1]), ['', ' highlighted', '', ' code-error', '']);
  // A `{1}` range: the code's magic comments are then code, as on Docusaurus.
  const ranged = (await bothWays(cases[2]!.code, cases[2]!.lang, cases[2]!.meta, { magicComments: comments })).browser;
  assert.equal([...ranged.matchAll(/<span class="line([^"]*)"><span>([^<]*)/g)].map((m) => [m[1], m[2]]), [[' highlighted', 'plain &#x3C;text> &#x26; more'], ['', '// highlight-next-line'], ['', 'marked']]);
});

test('a CodeBlock\'s props read as Docusaurus reads them: the metastring\'s title first, the showLineNumbers prop first', () => {
  const read = (metastring: string | undefined, title: string | undefined, numbers: boolean | number | undefined) => {
    const { title: shown, lineNumbersFrom, highlight } = parseCodeMeta(propsMeta(metastring, title, numbers));
    return [shown, lineNumbersFrom, [...highlight]];
  };
  assert.equal(read('title="meta.js" {2}', 'prop.js', undefined), ['meta.js', undefined, [2]]);
  assert.equal(read('{2}', 'prop.js', 5), ['prop.js', 5, [2]]);
  assert.equal(read('showLineNumbers=3 {1}', undefined, false), [undefined, undefined, [1]]);
  assert.equal(read('showLineNumbers=3', undefined, 7), [undefined, 7, []]);
  assert.equal(read('showLineNumbers=3', undefined, undefined), [undefined, 3, []]);
  assert.equal(read(undefined, undefined, true), [undefined, 1, []]);
});

/** The style of each piece of `<b>` in a grammar whose tag token has punctuation inside, drawn by the build and by the browser. */
async function tagStyles(styles: Record<string, unknown>[]) {
  const grammar = encodeGrammar({ tag: { pattern: /<\w+>/, inside: { punctuation: /[<>]/ } } });
  const codeThemes = siteThemes(styles);
  const { server, browser } = await bothWays('<b>', 'tags', '', { codeThemes, prismGrammars: { tags: grammar }, magicComments: DEFAULT_MAGIC_COMMENTS });
  assert.is(browser, server);
  return [...server.matchAll(/<span style="([^"]*)">([^<]*|&#x3C;)<\/span>/g)].map((m) => [m[2], m[1]!.split(';').filter((p) => p.startsWith('--shiki-light')).join(';')]);
}

test('nested Prism tokens take each type\'s style in turn, as prism-react-renderer: an unstyled inner type keeps the outer colour', async () => {
  assert.equal(await tagStyles([{ types: ['tag'], style: { color: '#aa0000' } }]), [['&#x3C;b>', '--shiki-light:#AA0000']]);
  assert.equal(await tagStyles([{ types: ['tag'], style: { color: '#aa0000' } }, { types: ['punctuation'], style: { color: '#0000aa' } }]),
    [['&#x3C;', '--shiki-light:#0000AA'], ['b', '--shiki-light:#AA0000'], ['>', '--shiki-light:#0000AA']]);
  assert.equal(await tagStyles([{ types: ['tag'], style: { color: '#aa0000', fontStyle: 'italic' } }, { types: ['punctuation'], style: { fontWeight: 'bold' } }]),
    [['&#x3C;', '--shiki-light:#AA0000;--shiki-light-font-style:italic;--shiki-light-font-weight:bold'], ['b', '--shiki-light:#AA0000;--shiki-light-font-style:italic'], ['>', '--shiki-light:#AA0000;--shiki-light-font-style:italic;--shiki-light-font-weight:bold']]);
});

test('a theme style limited to some languages colours only a block of one of them, on the build and in the browser', async () => {
  const tag = { types: ['tag'], style: { color: '#aa0000' } };
  assert.equal(await tagStyles([tag, { types: ['tag'], languages: ['tags'], style: { color: '#00aa00' } }]), [['&#x3C;b>', '--shiki-light:#00AA00']]);
  assert.equal(await tagStyles([{ types: ['tag'], languages: ['tags'], style: { color: '#00aa00' } }, tag]), [['&#x3C;b>', '--shiki-light:#AA0000']], 'merged in order: a later style for all wins');
  assert.equal(await tagStyles([tag, { types: ['tag'], languages: ['markup', 'html'], style: { color: '#00aa00' } }]), [['&#x3C;b>', '--shiki-light:#AA0000']], 'another language\'s');
  assert.equal(await tagStyles([tag, { types: ['punctuation'], languages: ['tags'], style: { color: '#0000aa' } }]),
    [['&#x3C;', '--shiki-light:#0000AA'], ['b', '--shiki-light:#AA0000'], ['>', '--shiki-light:#0000AA']], 'an inner type styled only there');
});

test.run();
