// Markdown the build accepts but the author probably did not mean: warnings with file:line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lintMarkdown } from '../../generator/markdown/lint.ts';

const lint = (body: string, bodyLine = 1) => lintMarkdown(body, 'doc.md', bodyLine).map((p) => `${p.pos.line} ${p.message}`);

test('an unclosed code fence is reported at its opening line, in file lines', () => {
  assert.equal(lint('# T\n\n```js\ncode\n', 4), ['6 this code block is never closed: the rest of the page is shown as code']);
  // Closed by a longer fence of the same character; not by the other character or a shorter one.
  assert.equal(lint('````\n```\n~~~~\n`````\n'), []);
});

test('an unclosed ::: container and an unknown admonition kind', () => {
  assert.equal(lint(':::note\ntext\n'), ['1 this :::note block is never closed: the rest of the page is inside it']);
  assert.equal(lint(':::tipp\ntext\n:::\n'), ['1 unknown admonition type "tipp": the block stays plain text — did you mean ":::tip"?']);
  assert.equal(lint(':::frobnicate\ntext\n:::\n'), ['1 unknown admonition type "frobnicate": the block stays plain text']);
  assert.equal(lint(':::tip[Title]\n::::danger\nx\n::::\n:::\n'), []);
  // The site's own types (`admonitions.keywords`) are known; attribute blocks are no part of the name.
  assert.equal(lintMarkdown(':::frobnicate{#f}\ntext\n:::\n', 'doc.md', 1, ['frobnicate']), []);
});

test('a heading that skips a level; fences hide what looks like headings and containers', () => {
  assert.equal(lint('# T\n\n## A\n\n#### B\n'), ['5 heading level jumps from 2 to 4']);
  assert.equal(lint('## A\n### B\n## C\n### D\n'), []);
  assert.equal(lint('```md\n#### not a heading\n:::nope\n```\n'), []);
});

test.run();
