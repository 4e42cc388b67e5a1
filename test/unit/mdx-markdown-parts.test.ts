// The MDX parse with plain-Markdown parts read by the fast path (generator/mdx/markdown-parts.ts): which parts
// it takes, and that the page is the one the MDX compiler alone gives.
import { createProcessor, evaluate } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blockTokens } from '../../generator/markdown/parse.ts';
import { md } from '../../generator/markdown/markdown-it.ts';
import { parseWithMarkdownParts, remarkMarkdownParts } from '../../generator/mdx/markdown-parts.ts';
import { shared, testWith } from '../helpers/shared.ts';

const TARGETS = shared('reuse-targets', 'the block tokens of the jest and redux docs');

const wholeParser = createProcessor({ remarkPlugins: [remarkGfm, remarkDirective] });
const parseWhole = (doc: string) => wholeParser.parse(doc) as Root;

/** The skeletons micromark was given while parsing `doc`. */
function skeletonsOf(doc: string): string[] {
  const seen: string[] = [];
  parseWithMarkdownParts(doc, (skeleton) => {
    seen.push(skeleton);
    return parseWhole(skeleton);
  });
  return seen;
}

const components = {
  Tabs: ({ children }: { children?: ReactNode }) => createElement('div', { className: 'tabs' }, children),
  Note: ({ children, title }: { children?: ReactNode; title?: string }) => createElement('aside', { title }, children),
};

async function html(doc: string, parts: boolean): Promise<string> {
  const mod = await evaluate(doc, { ...runtime, remarkPlugins: [...(parts ? [remarkMarkdownParts] : []), remarkGfm, remarkDirective] });
  return renderToStaticMarkup(createElement(mod.default, { components }));
}

const DOC = `export const version = '29.7';

# Setting up {version}

Install it with the package manager you use; \`a < b\` and \`{x}\` in code are text.

<Tabs>

\`\`\`bash title="npm" {1}
npm install --save-dev jest
\`\`\`

Then run [the CLI][cli] or see [the config](./config.md).

</Tabs>

| option | default |
| ------ | ------- |
| \`verbose\` | *false* |

- one
- two with **bold**, ~~gone~~ and www.example.com

<Note title="careful">
  Inside a component, **Markdown** is read too.
</Note>

> quoted, with an escaped \\{brace\\} and \\<angle\\>

1. a list item, then [a reference][cli]

   \`\`\`js
   const answer = 42;
   \`\`\`

Some text with an expression {1 + 1} in it.

:::tip[Plain title]

An admonition of plain Markdown, \`with code\`.

:::

:::note[A \`code\` title]

Its title has Markdown: each parser reads it apart.

:::

[cli]: https://jestjs.io/docs/cli
`;

test('a doc mixing Markdown, JSX and expressions renders as the MDX compiler alone renders it', async () => {
  const [whole, parts] = [await html(DOC, false), await html(DOC, true)];
  assert.ok(whole.includes('<div class="tabs"><pre>'), whole);
  assert.ok(whole.includes('href="https://jestjs.io/docs/cli"'));
  assert.is(parts, whole);
});

test('only plain-Markdown runs leave the MDX parse, each with blank lines around it', () => {
  const [skeleton] = skeletonsOf(DOC);
  const lines = skeleton!.split('\n');
  // The ESM, the heading with an expression, the JSX tags, the expression paragraph and the definition stay.
  for (const kept of ["export const version = '29.7';", '# Setting up {version}', '<Tabs>', '</Tabs>', '<Note title="careful">', 'Some text with an expression {1 + 1} in it.', '[cli]: https://jestjs.io/docs/cli', ':::note[A `code` title]']) {
    assert.ok(lines.includes(kept), kept);
  }
  // The code-span paragraph, the fence and link paragraph inside <Tabs>, the table, list, quote and the last list are Markdown.
  for (const gone of ['npm install --save-dev jest', '| option | default |', '- one', 'quoted', '1. a list item', ':::tip[Plain title]', 'An admonition of plain Markdown']) {
    assert.not.ok(skeleton!.includes(gone), gone);
  }
  // Lines keep their numbers: positions in errors stay the file's.
  assert.is(lines.length, DOC.split('\n').length);
});

test('lines whose reading depends on MDX stay in the MDX parse', () => {
  const cases = {
    'a code span that may close on another line': 'A `span that\n\ncontinues` <b>x</b>\n',
    'an escaped backtick': 'Text \\` then <b>x</b> `y`\n',
    'indented code (MDX has none)': 'Intro\n\n    indented = "not code in MDX"\n',
    'a directive other than an admonition': 'Before\n\n::video\n',
    'an ESM line': "import Foo from './foo';\n",
  };
  for (const [what, doc] of Object.entries(cases)) {
    const [skeleton] = skeletonsOf(`Some plain text.\n\n${doc}`);
    assert.ok(skeleton === undefined || skeleton.includes(doc.trim().split('\n').pop()!), what);
  }
});

test('footnotes and a placeholder read other than as a block send the whole doc to the MDX parse', async () => {
  const footnotes = 'Text with a note[^1].\n\n<Tabs>x</Tabs>\n\n[^1]: The note.\n';
  assert.equal(skeletonsOf(footnotes), [footnotes]);
  assert.is(await html(footnotes, true), await html(footnotes, false));
  // A "paragraph" inside an expression, blank lines around it: never seen as Markdown.
  const inExpression = "{[\n\n  'a',\n\n].join('')}\n\nText.\n";
  const seen = skeletonsOf(inExpression);
  assert.is(seen[seen.length - 1], inExpression);
  assert.is(await html(inExpression, true), await html(inExpression, false));
});

/** The tokens that place the top-level blocks: each level-0 token and code block, with its lines. */
function blockPlaces(tokens: { type: string; level: number; nesting: number; map: [number, number] | null }[]): string[] {
  return tokens.filter((t) => t.level === 0 || t.type === 'fence' || t.type === 'code_block').map((t) => `${t.type} ${t.level} ${t.nesting} ${t.map}`);
}

function docsIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f) && !f.includes('node_modules')).map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

testWith(TARGETS)('markdown-it\'s block rules alone place the blocks and read the definitions as its whole parse does', () => {
  const docs = [DOC, '# A\r\n\r\nText\0 with a NUL\r\n\r\n[ref]: /x\r\n', ...docsIn(path.resolve(import.meta.dirname, '../../content')), ...docsIn(TARGETS!)];
  assert.ok(docs.length > 200);
  for (const doc of docs) {
    const [blockEnv, wholeEnv] = [{}, {}];
    assert.equal(blockPlaces(blockTokens(doc, blockEnv)), blockPlaces(md.parse(doc, wholeEnv)), doc.slice(0, 80));
    assert.equal(blockEnv, wholeEnv);
  }
});

test.run();
