// llms.txt's shapes written directly (generator/output/plain-markdown.ts) must be what mdast-util-to-markdown writes
// with markdownText's options, byte for byte; anything it cannot be sure of is left to it.
import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { markdownText } from '../../generator/output/markdown-text.ts';
import { plainMarkdown } from '../../generator/output/plain-markdown.ts';

const reference = (tree: Root) => toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-', listItemIndent: 'one' });

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const link = (label: string, url: string, description?: string): ListItem => ({
  type: 'listItem', spread: false,
  children: [{ type: 'paragraph', children: [{ type: 'link', url, children: [text(label)] }, ...(description === undefined ? [] : [text(`: ${description}`)])] }],
});
const bullets = (children: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children });
const category = (label: string, children: ListItem[]): ListItem => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [text(label)] }, bullets(children)] });
const heading = (depth: 1 | 2, value: string): RootContent => ({ type: 'heading', depth, children: [text(value)] });
const quote = (value: string): RootContent => ({ type: 'blockquote', children: [{ type: 'paragraph', children: [text(value)] }] });

/** An llms.txt-like tree with `word` in each of its texts and URLs. */
function llmsTree(word: string): Root {
  return {
    type: 'root',
    children: [
      heading(1, `Site ${word}`), quote(`${word} tagline`), heading(2, `Docs ${word}`),
      bullets([link(`Intro ${word}`, `https://example.com/docs/${word}.md`, `What ${word} is - in short (really).`), link('Plain', 'https://example.com/p.md')]),
      heading(2, word),
      bullets([category(`${word} category`, [link(word, `https://example.com/${word}`), category('Deeper', [link('Leaf', 'https://example.com/leaf.md', word)])]), category(word, [link('A', '/a')])]),
    ],
  };
}

/** Words that are markup somewhere, or look like it at a line's start or next to a link. */
const WORDS = [
  'plain', 'Sapling', 'naïve café', '2022', '1.', '1)', '12. x', '- x', '+ x', '* x', '# x', 'x #', '> x', '= x', '| x', ':-', '~x~', 'a*b*',
  'snake_case', '`code`', '<b>', 'a<b', 'a > b', 'a & b', '&amp;', '[x]', 'x]', 'x[', '![img]', 'wow!', '!', 'a\\b', 'a@b.c', 'user@', 'www.x',
  'new.js', 'Www.x', 'http://x.y', 'https:/x', 'ps:/', 'a:b', '"q"', "it's", '(x)', ')x', 'x(', '^1', '$HOME', '%20', '{x}', 'tab\tx', 'line\nbreak',
  ' lead', 'trail ', 'a  b', '\u00a0x', 'x\u007f', '', '-', '--', '—dash', '…', '🙂', 'ÄÖ', 'Σ', '中文', 'a|b', '100%', 'C#', 'F#m', 'x.md', 'e.g.',
  'mailto:a', 'a b', 'q?', 'x;y', 'x,y', 'x/y', 'x=y', 'x+y', 'x-y', 'x.y', '3.14', '1.0.0', 'v1.2)',
];

test('llms.txt-like trees come out as mdast-util-to-markdown writes them, or are left to it', () => {
  let direct = 0;
  for (const a of WORDS) {
    for (const b of [a, 'plain', `${a} ${a}`, `x${a}`, `${a}x`]) {
      const tree = llmsTree(b);
      const written = plainMarkdown(tree);
      if (written !== undefined) {
        direct++;
        assert.is(written, reference(tree), JSON.stringify(b));
      }
      assert.is(markdownText(tree), reference(tree), JSON.stringify(b));
    }
  }
  assert.ok(direct > WORDS.length, `${direct} trees written directly`);
});

/** 3,000 words of up to 6 characters drawn from letters, digits and markup (a fixed sequence). */
function randomWords(): string[] {
  const alphabet = 'aWwps1 2.:/@-_*#)(>=+!&[]`~|\\\t"\'é';
  let seed = 31;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % alphabet.length;
  return Array.from({ length: 3000 }, () => Array.from({ length: 1 + (next() % 6) }, () => alphabet[next()]).join(''));
}

test('each text alone, as a heading, quote, link, label or description, is written as mdast-util-to-markdown writes it', () => {
  for (const w of [...WORDS.flatMap((a) => [a, `${a}x`, `x${a}`, `${a} y`]), ...randomWords()]) {
    const trees: Root[] = [
      { type: 'root', children: [heading(2, w)] }, { type: 'root', children: [quote(w)] },
      { type: 'root', children: [bullets([link(w, 'https://example.com/x.md', w)])] },
      { type: 'root', children: [bullets([link('x', `https://example.com/${w}`)])] },
      { type: 'root', children: [bullets([category(w, [link('x', '/x')])])] },
    ];
    for (const tree of trees) {
      const written = plainMarkdown(tree);
      if (written !== undefined) assert.is(written, reference(tree), JSON.stringify(w));
    }
  }
});

test('a site\'s usual llms.txt is written without mdast-util-to-markdown', () => {
  const tree = llmsTree('Getting-started');
  assert.is(plainMarkdown(tree), reference(tree));
  assert.is(plainMarkdown({ type: 'root', children: [heading(1, 'Site'), quote('A tagline, with (parentheses) - and 2 dashes.')] }), '# Site\n\n> A tagline, with (parentheses) - and 2 dashes.\n');
});

test('shapes it does not write are left to mdast-util-to-markdown: two lists in a row, ordered or spread lists, other nodes', () => {
  const list = bullets([link('A', '/a')]);
  for (const children of [[list, list], [{ ...list, ordered: true }], [{ ...list, spread: true }], [{ type: 'paragraph', children: [text('x')] }], []] as RootContent[][]) {
    const tree: Root = { type: 'root', children };
    assert.is(plainMarkdown(tree), undefined);
    assert.is(markdownText(tree), reference(tree));
  }
});

test.run();
