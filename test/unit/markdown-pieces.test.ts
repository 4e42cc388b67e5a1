// An MDX doc's Markdown file as pieces (generator/mdx/markdown-pieces.ts): its plain Markdown blocks as their
// source lines, every other top-level block keyed for a render of its own, definitions at the end.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { createMdxCompiler } from '../../generator/mdx/compile.ts';

const compiler = createMdxCompiler(createCodeHighlighter);
const compile = (body: string, bodyLine = 1) =>
  compiler.compileDoc({ body, file: '/site/docs/a.mdx', relPath: 'a.mdx', bodyLine, routesByPath: new Map(), frontmatter: {} });

test('plain blocks keep their lines (an admonition its closing line too, a table in its scrolling region), components and inline JSX are keyed parts', async () => {
  const body = [
    "import Tabs from '@theme/Tabs';", // 1
    '', // 2
    '# Title', // 3
    '', // 4
    'Some *prose*.', // 5
    '', // 6
    ':::tip', // 7
    '', // 8
    'Careful.', // 9
    '', // 10
    ':::', // 11
    '', // 12
    '<Tabs>', // 13
    '</Tabs>', // 14
    '', // 15
    'Press <kbd>K</kbd> now.', // 16
    '', // 17
    '{/* a comment */}', // 18
    '', // 19
    '```js', // 20
    'const a = {b: 1};', // 21
    '```', // 22
    '', // 23
    '| a | b |', // 24
    '| - | - |', // 25
    '| 1 | 2 |', // 26
    '',
  ].join('\n');
  const { pieces, code } = await compile(body);
  // The title is the page's (lifted out of the tree); the rest in order.
  assert.equal(pieces, [[5, 6], [7, 11], 0, 1, [20, 23], [24, 26]]);
  assert.match(code, /"docsgen-md-0"/);
  assert.match(code, /"docsgen-md-1"/);
});

test('lines are the file\'s, after the frontmatter; definitions come last', async () => {
  const { pieces } = await compile('Text [a][x].\n\n[x]: ./b.md\n\n<span>y</span>\n', 4);
  assert.equal(pieces, [[4, 4], 0, [6, 6]]);
});

test('an expression that shows something at the top, or a fragment, leaves no pieces (the whole page is converted)', async () => {
  assert.is((await compile('# A\n\nText.\n\n{1 + 1}\n')).pieces, undefined);
  assert.is((await compile('# A\n\n<>\nx\n</>\n')).pieces, undefined);
});

test.run();
