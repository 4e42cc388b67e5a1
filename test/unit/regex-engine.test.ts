// The highlighter's regex engine (each pattern compiled once, searches reused within a line) must colour code
// exactly as shiki's own Oniguruma engine does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHighlighterCore, type HighlighterCore, type RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSharedPatternEngine } from '../../generator/markdown/code/regex-engine.ts';
import { SAMPLES } from '../fixtures/code-samples.ts';


async function highlighter(engine: RegexEngine | Promise<RegexEngine>): Promise<HighlighterCore> {
  return createHighlighterCore({
    themes: [bundledThemes['github-light-default'](), bundledThemes['github-dark-default']()],
    langs: [...new Set(SAMPLES.map(([lang]) => lang))].map((l) => bundledLanguages[l as keyof typeof bundledLanguages]()),
    engine,
  });
}

test('code is coloured exactly as with shiki\'s own Oniguruma engine, however often the rules share patterns', async () => {
  // No time limit, as in the build: shiki's default cuts a line short while its regexes compile on a busy machine.
  const options = (lang: string) => ({ lang, themes: { light: 'github-light-default', dark: 'github-dark-default' }, defaultColor: false as const, tokenizeTimeLimit: 0 });
  const plain = await highlighter(createOnigurumaEngine(readFileSync(fileURLToPath(import.meta.resolve('shiki/onig.wasm')))));
  const expected = SAMPLES.map(([lang, code]) => plain.codeToHtml(code, options(lang)));
  const shared = await highlighter(createSharedPatternEngine());
  // Twice over: the second pass runs on patterns compiled (and lines searched) during the first.
  for (let pass = 0; pass < 2; pass++) {
    SAMPLES.forEach(([lang, code], i) => {
      const html = shared.codeToHtml(code, options(lang));
      assert.is(html, expected[i], `${lang}, pass ${pass + 1}`);
      assert.ok((html.match(/--shiki-light:#/g) ?? []).length > code.split('\n').length, `${lang}: coloured`);
    });
  }
});

test('a scanner finds the first match, the earlier pattern on a tie, and \\G at each search\'s own start', async () => {
  const engine = await createSharedPatternEngine();
  const line = engine.createString('xfoo bar foo');
  const found = (patterns: string[], from: number) => {
    const m = engine.createScanner(patterns).findNextMatchSync(line, from, 0);
    return m && [m.index, m.captureIndices[0].start];
  };
  assert.equal(found(['bar', 'foo'], 0), [1, 1]);
  assert.equal(found(['fo+', 'foo'], 1), [0, 1], 'a tie goes to the earlier pattern');
  assert.equal(found(['\\Gfoo|bar'], 0), [0, 5]);
  assert.equal(found(['\\Gfoo|bar'], 1), [0, 1], '\\G matches where this search starts, not where the last one did');
  assert.equal(found(['foo', 'zzz'], 6), [0, 9], 'a pattern shared with another scanner, searched again from further on');
  assert.is(found(['zzz'], 0), null);
});

test.run();
