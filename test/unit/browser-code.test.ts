// The data the browser's code highlighter gets (browser-code.ts): the grammars it highlights with, and the site's code
// themes read for each Prism token type, matching what the build writes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserCode } from '../../generator/markdown/code/browser-code.ts';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { codeThemesOf } from '../../generator/markdown/code/prism-theme.ts';
import { highlightRequests } from '../../generator/markdown/code/rehype-code.ts';
import { sitePrismGrammars } from '../../generator/docusaurus/prism-site-grammars.ts';
import { tokenCss } from '../../client/code/code-spans.ts';

const preOf = (html: string) => /<pre class="([^"]*)" style="([^"]*)"/.exec(html)!.slice(1);

test('Docusaurus\'s languages, the additional ones and the site\'s Prism grammars; other names as aliases', async () => {
  const promql = sitePrismGrammars(['promql'], undefined, {}).grammars.promql!;
  const data = await browserCode({ prismGrammars: { promql } }, ['java']);
  for (const lang of ['javascript', 'tsx', 'python', 'reason', 'java', 'promql']) assert.ok(data.grammars[lang], lang);
  assert.is(data.grammars.promql, promql);
  assert.is(data.aliases.js, 'javascript');
  assert.is(data.grammars.bash, undefined, 'not in Docusaurus\'s Prism unless listed');
});

test('a keyword and the <pre> as the build colours them, in docsgen\'s themes and in a site\'s', async () => {
  const site = codeThemesOf({ plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: [{ types: ['keyword'], style: { color: '#aa0000', fontStyle: 'italic' } }] }, { plain: { color: '#eeeeee', backgroundColor: '#111111' }, styles: [{ types: ['keyword'], style: { color: '#ff8888' } }] })!;
  const promql = sitePrismGrammars(['promql'], undefined, {}).grammars.promql!;
  for (const themes of [undefined, site]) {
    const data = await browserCode(themes ? { codeThemes: themes } : undefined, []);
    const [html] = await highlightRequests(await createCodeHighlighter(), [{ code: 'sum by (job) (up)', lang: 'promql', marked: [], grammar: promql }], themes);
    assert.equal(preOf(html!), [data.pre.class, data.pre.style]);
    const keyword = tokenCss(data.variants, data.plain.map((p, t) => ({ color: data.types.keyword?.[t]?.color ?? p.color, fontStyle: data.types.keyword?.[t]?.fontStyle ?? p.fontStyle })));
    assert.ok(html!.includes(`<span style="${keyword}">sum</span>`), `${keyword} in ${html}`);
  }
});

test.run();
