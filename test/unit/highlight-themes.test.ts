// Both colour themes from one pass of the grammar (generator/markdown/highlight-themes.ts) must colour every
// character as shiki's own two-theme highlighting does, which runs the grammar once per theme.
import { toHtml } from 'hast-util-to-html';
import { bundledLanguages } from 'shiki/langs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { createThemedHighlighter } from '../../generator/markdown/code/highlight-themes.ts';
import { CODE_THEMES } from '../../generator/markdown/code/rehype-code.ts';
import { SAMPLES } from '../fixtures/code-samples.ts';

/** Each visible character of a highlighted block with the style of its span (whitespace has none to show). */
function styledCharacters(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<span style="([^"]*)">([^<]*)<\/span>/g)) {
    const text = m[2]!.replace(/&#x3C;/g, '<').replace(/&#x26;/g, '&').replace(/&quot;/g, '"');
    for (const ch of text) if (/\S/.test(ch)) out.push(`${ch} ${m[1]}`);
  }
  return out;
}

test('every character gets the colours and font style shiki gives it in each theme, on fewer or as many spans', async () => {
  const highlighter = await createCodeHighlighter();
  await highlighter.loadLanguage(...[...new Set(SAMPLES.map(([lang]) => lang))].map((l) => bundledLanguages[l as keyof typeof bundledLanguages]()));
  const themed = createThemedHighlighter(highlighter, CODE_THEMES);
  for (const [lang, code] of SAMPLES) {
    const ours = toHtml(themed.toPre(code, lang, new Map()), { allowDangerousHtml: true });
    const shikis = highlighter.codeToHtml(code, { lang, themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: 0 });
    assert.equal(styledCharacters(ours), styledCharacters(shikis), lang);
    // Written as HTML directly: the same text, escaped alike, and the same line structure.
    const text = (html: string) => html.replace(/<span[^>]*>|<\/span>/g, '');
    assert.is(text(ours), text(shikis), `${lang}: the same text`);
    assert.ok(styledCharacters(ours).length > 20, `${lang}: coloured`);
    assert.is(/<pre [^>]*>/.exec(ours)![0], /<pre [^>]*>/.exec(shikis)![0], `${lang}: the same <pre>, with both themes' colours`);
    assert.is(ours.split('class="line"').length, shikis.split('class="line"').length, `${lang}: one span per line`);
    assert.ok(ours.split('<span').length <= shikis.split('<span').length, `${lang}: no more spans`);
  }
});

test('a line seen again is coloured for where it is: the same text inside a comment, a string or a template', async () => {
  const highlighter = await createCodeHighlighter();
  await highlighter.loadLanguage(bundledLanguages.ts());
  const themed = createThemedHighlighter(highlighter, CODE_THEMES);
  const line = 'const answer = 42;';
  const code = [line, '/*', line, '*/', line, 'const s = `', line, '`;', line].join('\n');
  // Twice: the second block reuses every line the first one tokenized.
  for (const pass of [1, 2]) {
    const ours = toHtml(themed.toPre(code, 'ts', new Map()), { allowDangerousHtml: true });
    const shikis = highlighter.codeToHtml(code, { lang: 'ts', themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: 0 });
    assert.equal(styledCharacters(ours), styledCharacters(shikis), `pass ${pass}`);
  }
  // The comment and the template are not coloured as code is.
  const lines = toHtml(themed.toPre(code, 'ts', new Map()), { allowDangerousHtml: true }).split('class="line"');
  assert.is.not(lines[3], lines[1]);
  assert.is.not(lines[7], lines[1]);
  assert.is(lines[5], lines[1]);
});

test('the lines asked for are marked', async () => {
  const highlighter = await createCodeHighlighter();
  const themed = createThemedHighlighter(highlighter, CODE_THEMES);
  await highlighter.loadLanguage(bundledLanguages.js());
  const html = toHtml(themed.toPre('const a = 1;\nconst b = 2;\nconst c = 3;', 'js', new Map([[2, 'highlighted']])), { allowDangerousHtml: true });
  assert.equal([...html.matchAll(/class="line( highlighted)?"/g)].map((m) => Boolean(m[1])), [false, true, false]);
});

test.run();
