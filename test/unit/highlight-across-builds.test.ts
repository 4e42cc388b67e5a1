// Code highlighted by one build's worker is not highlighted again by the next build's in the same process (each of
// `serve`'s rebuilds has a pool of its own): its HTML is kept (highlighted-blocks.ts). A site's locales share one pool.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { highlightAhead, remoteHighlight, stopHighlightingAhead } from '../../generator/markdown/code/on-worker.ts';
import type { AheadList } from '../../generator/markdown/code/ahead-claims.ts';
import { codeThemesOf } from '../../generator/markdown/code/prism-theme.ts';
import { highlightRequests, type HighlightRequest } from '../../generator/markdown/code/rehype-code.ts';
import { createPool, lentPool, type Pool } from '../../generator/threads/pool.ts';
import { sitePrismGrammars } from '../../generator/docusaurus/prism-site-grammars.ts';

const blocks = [{ lang: 'js', code: 'const answer = 42; // across builds' }, { lang: 'bash', code: 'npm run across-builds' }];
const requests: HighlightRequest[] = blocks.map((b) => ({ ...b, marked: [] }));

/** A real pool whose highlighting asks and highlight-ahead lists are counted as they go by. */
function watchedPool() {
  const pool: Pool = createPool();
  const asked: HighlightRequest[][] = [];
  const ahead: AheadList[] = [];
  const ask = pool.ask.bind(pool);
  const tell = pool.tell.bind(pool);
  pool.ask = <T>(name: string, payload: unknown) => ((name === 'highlight' && asked.push((payload as { requests: HighlightRequest[] }).requests)), ask<T>(name, payload));
  pool.tell = (name: string, payload?: unknown) => ((name === 'prepare' && ahead.push(payload as AheadList)), tell(name, payload));
  return { pool, asked, ahead };
}

test('a second build (a new pool) gets the first one\'s HTML for the same blocks without asking its worker or highlighting ahead', async () => {
  const first = watchedPool();
  let html: string[];
  try {
    highlightAhead(first.pool, blocks);
    html = await remoteHighlight(first.pool)(requests);
    assert.is(first.asked.length, 1);
    assert.is(first.ahead[0]!.blocks.length, 2);
  } finally {
    await first.pool.close();
  }
  const second = watchedPool();
  try {
    highlightAhead(second.pool, blocks);
    assert.is(second.ahead[0]!.blocks.length, 0, 'nothing left to highlight ahead');
    assert.equal(await remoteHighlight(second.pool)(requests), html);
    assert.is(second.asked.length, 0);
    assert.equal(html, await highlightRequests(await createCodeHighlighter(), requests));
  } finally {
    await second.pool.close();
  }
});

test('kept HTML is per request: other marked lines, line numbers or themes are highlighted anew', async () => {
  const { pool, asked } = watchedPool();
  try {
    await remoteHighlight(pool)(requests);
    const other: HighlightRequest[] = [{ ...requests[0]!, marked: [[1, 'highlighted']] }, { ...requests[1]!, lineNumbersFrom: 3 }];
    const themes = codeThemesOf({ plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: [{ types: ['keyword'], style: { color: '#aa0000' } }] }, { plain: { color: '#eeeeee', backgroundColor: '#111111' }, styles: [] })!;
    asked.length = 0;
    const html = await remoteHighlight(pool)([...other, requests[0]!]);
    assert.equal(asked.map((r) => r.length), [2], 'only the two changed requests asked for');
    assert.equal(html, await highlightRequests(await createCodeHighlighter(), [...other, requests[0]!]));
    asked.length = 0;
    const themed = await remoteHighlight(pool)(requests, themes);
    assert.equal(asked.map((r) => r.length), [2], 'other themes: asked again');
    assert.equal(themed, await highlightRequests(await createCodeHighlighter(), requests, themes));
  } finally {
    await pool.close();
  }
});

test('a block in a language Prism alone has is highlighted by a later build that added it (prism.additionalLanguages)', async () => {
  const block: HighlightRequest = { lang: 'promql', code: 'sum(rate(http_requests_total{job="api"}[5m]))', marked: [] };
  const { pool, asked } = watchedPool();
  try {
    const plain = await remoteHighlight(pool)([block]);
    assert.not.match(plain[0]!, /color:/, 'no grammar yet: plain text');
    const { grammars } = sitePrismGrammars(['promql'], undefined, {});
    assert.ok(grammars.promql, 'Prism has PromQL, Shiki does not');
    asked.length = 0;
    const added = await remoteHighlight(pool)([{ ...block, grammar: grammars.promql! }]);
    assert.is(asked.length, 1, 'the grammar is part of the key: asked again');
    assert.match(added[0]!, /<span style="[^"]*--shiki-light:#[0-9A-Fa-f]+[^"]*">sum<\/span>/);
    assert.equal(added, await highlightRequests(await createCodeHighlighter(), [{ ...block, grammar: grammars.promql! }]));
  } finally {
    await pool.close();
  }
});

test('a pool lent to two builds: its worker stays, and highlights the second build\'s code ahead too', async () => {
  const { pool, asked, ahead } = watchedPool();
  const lent = lentPool(pool);
  try {
    highlightAhead(lent, [{ lang: 'js', code: 'const lent = "first build";' }]);
    await remoteHighlight(lent)([{ lang: 'js', code: 'const lent = "first build";', marked: [] }]);
    stopHighlightingAhead(lent);
    await lent.close();
    const second = [{ lang: 'ts', code: 'const lent: string = "second build";' }, { lang: 'bash', code: 'echo second build' }];
    highlightAhead(lent, second);
    const list = ahead[1]!;
    // The worker claims each block from the front, then once more to find none left.
    for (const t = Date.now(); Atomics.load(list.ends, 0) <= second.length && Date.now() - t < 10_000;) await new Promise((r) => setTimeout(r, 20));
    assert.ok(Atomics.load(list.ends, 0) > second.length, `the worker claimed ${Atomics.load(list.ends, 0)} of the second build's ${second.length} blocks`);
    const html = await remoteHighlight(lent)(second.map((b) => ({ ...b, marked: [] })));
    assert.equal(asked.length, 2, 'the closed lent pool still asks its worker');
    assert.equal(html, await highlightRequests(await createCodeHighlighter(), second.map((b) => ({ ...b, marked: [] }))));
  } finally {
    await pool.close();
  }
});

test.run();
