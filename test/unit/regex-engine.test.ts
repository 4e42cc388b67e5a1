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
import { createSharedPatternEngine } from '../../generator/markdown/regex-engine.ts';

const SAMPLES: [string, string][] = [
  ['ts', `interface Box<T extends object = {}> { value?: T; readonly id: number }
export async function* load<T>(ids: number[], f = (x: T): T => x): AsyncGenerator<Box<T>> {
  for (const id of ids) yield { id, value: await fetch(\`/api/\${id}?q=\${encodeURIComponent('a b')}\`).then((r) => r.json()) };
}
const re = /(?<year>\\d{4})-(?<month>\\d{2})/gu; // a comment with 'quotes'
type Keys = keyof typeof re extends infer K ? K : never;`],
  ['js', `import React, { useState } from 'react';
export default function Counter({ start = 0 }) {
  const [n, setN] = useState(start);
  return <button onClick={() => setN(n + 1)} className="counter">{n > 9 ? '9+' : n}</button>;
}
/* block
   comment */ module.exports = { test: (a, b) => a ?? b?.c };`],
  ['bash', `for f in *.md; do echo "$f: $(wc -l < "$f")"; done
export PATH="$HOME/bin:$PATH" && sl clone https://github.com/facebook/sapling # clone it
cat <<EOF > out.txt
line $((1 + 2))
EOF`],
  ['json', `{ "name": "x", "version": "1.0.0", "nested": { "list": [1, 2.5e3, true, null, "s\\n"] } }`],
  ['yaml', `site:
  title: "Docs"   # quoted
  tags: [a, b, {c: d}]
  body: |
    folded \\G text: here
    - not a list
  anchors: &base { x: 1 }
  ref: *base`],
  ['md', `# Title {#id}
> quote with **bold** and \`code\`
1. item
   \`\`\`js
   const x = 1;
   \`\`\`
- [link](https://example.com "t") <b>html</b>`],
  ['diff', `--- a/file.txt
+++ b/file.txt
@@ -1,3 +1,3 @@
-old line
+new line
 same line`],
];

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
  // One engine at a time: each loads the Oniguruma WebAssembly module anew, which the other's scanners share.
  const plain = await highlighter(createOnigurumaEngine(readFileSync(fileURLToPath(import.meta.resolve('shiki/onig.wasm')))));
  const expected = SAMPLES.map(([lang, code]) => plain.codeToHtml(code, options(lang)));
  plain.dispose();
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
