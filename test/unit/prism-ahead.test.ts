// Code in languages Prism highlights (a site's Prism grammar) is highlighted ahead like the rest, and each grammar
// goes to the worker once: asks name it by id after (grammar-wire.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { aheadRequest, workAhead, type AheadList } from '../../generator/markdown/code/ahead-claims.ts';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { highlightAhead, remoteHighlight, stopHighlightingAhead } from '../../generator/markdown/code/on-worker.ts';
import { grammarId, prismLines } from '../../generator/markdown/code/prism-grammar.ts';
import { highlightRequests, loadLanguages, themedHighlighter, type HighlightRequest } from '../../generator/markdown/code/rehype-code.ts';
import { requestsFor } from '../../generator/markdown/code/grammar-wire.ts';
import { createPool, type Pool } from '../../generator/threads/pool.ts';
import { sitePrismGrammars } from '../../generator/docusaurus/prism-site-grammars.ts';

const promql = sitePrismGrammars(['promql'], undefined, {}).grammars.promql!;

interface Ask { requests: HighlightRequest[]; grammars?: Record<string, string> }

function watchedPool() {
  const pool: Pool = createPool();
  const asked: Ask[] = [];
  const ahead: AheadList[] = [];
  const ask = pool.ask.bind(pool);
  const tell = pool.tell.bind(pool);
  pool.ask = <T>(name: string, payload: unknown) => ((name === 'highlight' && asked.push(payload as Ask)), ask<T>(name, payload));
  pool.tell = (name: string, payload?: unknown) => ((name === 'prepare' && ahead.push(payload as AheadList)), tell(name, payload));
  return { pool, asked, ahead };
}

test('a block ahead: with its Prism grammar, or in a Prism name Shiki spells otherwise; none in a language no grammar has', async () => {
  const highlighter = await createCodeHighlighter();
  await loadLanguages(highlighter, ['objectivec', 'js']);
  assert.equal(aheadRequest(highlighter, 'up', 'promql', promql), { code: 'up', lang: 'promql', marked: [], grammar: promql });
  assert.equal(aheadRequest(highlighter, '@end', 'objectivec', undefined), { code: '@end', lang: 'objectivec', marked: [] });
  assert.is(aheadRequest(highlighter, 'x', 'no-such-language', undefined), undefined);
});

test('a Prism block ahead is only tokenized (its tokens kept for the ask), not coloured: its colours would be made again', async () => {
  const highlighter = await createCodeHighlighter();
  const themed = themedHighlighter(highlighter, undefined);
  const colour = themed.prismToPre.bind(themed);
  let coloured = 0;
  themed.prismToPre = (lines, marked, lang) => (coloured++, colour(lines, marked, lang));
  const code = 'rate(ahead_only_tokens[5m])';
  await workAhead(highlighter, aheadRequest(highlighter, code, 'promql', promql)!, undefined);
  assert.is(coloured, 0);
  const kept = prismLines(code, promql);
  assert.is(prismLines(code, promql), kept);
  assert.equal(kept.flat().map((p) => p.text).join(''), code);
  await highlightRequests(highlighter, [{ code, lang: 'promql', marked: [], grammar: promql }]);
  assert.is(coloured, 1, 'the ask colours it');
});

test('the ahead list names the Prism grammar of each language that has one, its text sent with it once; asks name it by id', async () => {
  const { pool, asked, ahead } = watchedPool();
  const blocks = [{ lang: 'promql', code: 'sum(rate(x[5m]))' }, { lang: 'promql', code: 'up == 0' }, { lang: 'js', code: 'let a = 1;' }];
  const requests: HighlightRequest[] = blocks.map((b) => ({ ...b, marked: [], ...(b.lang === 'promql' ? { grammar: promql } : {}) }));
  try {
    highlightAhead(pool, blocks, undefined, (lang) => (lang === 'promql' ? promql : undefined));
    const list = ahead[0]!;
    assert.equal(list.grammarOf, { promql: grammarId(promql) });
    assert.equal(list.grammars, { [grammarId(promql)]: promql });
    const html = await remoteHighlight(pool)(requests.slice(0, 2));
    stopHighlightingAhead(pool);
    assert.equal(asked[0]!.requests.map((r) => r.grammar), [grammarId(promql), grammarId(promql)]);
    assert.is(asked[0]!.grammars, undefined, 'the worker had it with the list');
    assert.match(html[0]!, /<span style="[^"]*--shiki-light:#[0-9A-Fa-f]+[^"]*">sum<\/span>/);
    assert.equal(html, await highlightRequests(await createCodeHighlighter(), requests.slice(0, 2)));
  } finally {
    await pool.close();
  }
});

test('without a list, the first ask brings the grammar\'s text and the next names it alone; another pool gets it again', async () => {
  const { pool, asked } = watchedPool();
  const request: HighlightRequest = { lang: 'promql', code: 'rate(only_asked[1m])', marked: [], grammar: promql };
  try {
    const first = await remoteHighlight(pool)([request]);
    const second = await remoteHighlight(pool)([{ ...request, code: 'rate(asked_again[1m])' }]);
    assert.equal(asked.map((a) => Object.keys(a.grammars ?? {})), [[grammarId(promql)], []]);
    assert.equal([...first, ...second], await highlightRequests(await createCodeHighlighter(), [request, { ...request, code: 'rate(asked_again[1m])' }]));
    assert.equal(requestsFor(createPool(), [request]).grammars, { [grammarId(promql)]: promql });
  } finally {
    await pool.close();
  }
});

test.run();
