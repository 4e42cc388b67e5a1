// react-html-tree.ts reads React's HTML without an HTML5 parser: wherever it gives a tree, that tree must be the one
// hast-util-from-html gives (positions aside), and HTML the parser would mend or read otherwise must be left to it.
import { isDeepStrictEqual } from 'node:util';
import { fromHtml } from 'hast-util-from-html';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reactHtmlTree } from '../../generator/output/react-html-tree.ts';

const withoutPositions = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([k]) => k !== 'position').map(([k, v]) => [k, withoutPositions(v)]));
};
const parsed = (html: string) => withoutPositions(fromHtml(html, { fragment: true }));

/** As React writes MDX docs: each must be read here, to parse5's tree. */
const REACT = [
  '<h2 id="a-b">A &amp; B<a class="hash-link" href="#a-b" aria-label="Direct link">#</a></h2>\n<p>Text with <code>x &lt; y</code>, <strong>bold</strong> and <em>it&#x27;s</em>.</p>',
  '<div class="code-block" data-lang="js"><div class="code-title">a.js</div><pre class="shiki" tabindex="0" data-code="0"></pre></div>',
  '<div class="tabs-container"><div class="tabs-list" role="tablist"><button class="tabs-tab" role="tab" aria-selected="true" aria-controls="p-0" id="t-0" type="button">npm</button></div><div class="tabs-panel" role="tabpanel" id="p-0"><p>x</p></div></div>',
  '<aside class="admonition admonition-tip"><p class="admonition-title">Tip</p><p>Body</p></aside>',
  '<ul>\n<li>one<ul><li>nested</li></ul></li>\n<li><p>two</p><ol start="3"><li>three</li></ol></li>\n</ul>',
  '<dl><dt>term</dt><dd>text<dl><dt>inner</dt></dl></dd></dl>',
  '<table><thead><tr><th style="text-align:left">A</th></tr></thead><tbody>\n<tr><td>1<table><tbody><tr><td>in</td></tr></tbody></table></td></tr></tbody></table>',
  '<details open=""><summary>More</summary><p>Hidden <br/>text<img src="/a.png" alt="A &quot;b&quot;"/></p></details><hr/>',
  '<p>x<!-- a comment -->y</p><noscript><img src="/n.png"/></noscript><article class="yt-lite"><button class="lty-playbtn" type="button"><span class="lty-visually-hidden">Play</span></button></article>',
  '<div class="toc-inline"><ul><li><a href="#a">A</a><ul><li><a href="#b">B &#169; &#8212;</a></li></ul></li></ul></div><projectN>x</projectN>',
  '<li><span>a</span></li><li>b</li><a href="/x"><div>block in a link</div></a><p><a href="/y">y</a><a href="/z">z</a></p>',
  'plain text at the top<h3 class="x" data-constructor="1" constructor="c">Three</h3> <span class="nobr">no break</span>',
];

/** What an HTML5 parser mends or reads its own way: not for this reader. */
const MENDED = [
  '<p>a<div>b</div></p>', '<p>a<ul><li>b</li></ul></p>', '<li>a<li>b</li></li>', '<li><div><li>x</li></div></li>', '<dd>a<dt>b</dt></dd>',
  '<h2>a<h3>b</h3></h2>', '<a href="/a">a<a href="/b">b</a></a>', '<button>a<button>b</button></button>', '<table><tr><td>x</td></tr></table>',
  '<table>text<tbody></tbody></table>', '<table><div>x</div></table>', '<tr><td>x</td></tr>', '<td>x</td>', '<div>x</span>', '<div>x',
  '<div/>x', '<pre>\nx</pre>', '<textarea>x</textarea>', '<script>a<b</script>', '<svg><path d="M0"/></svg>', '<select><option>a</option></select>',
  '<template><p>x</p></template>', '<p>a &nbsp; b</p>', '<p>a & b</p>', '<p title="&copy">x</p>', '<p>&#128;</p>', '<p>&#0;</p>', '<p>a\r\nb</p>',
  '<p a=b>x</p>', '<p a="1" a="2">x</p>', '<p>1 < 2</p>', '<!DOCTYPE html><p>x</p>', '<!-->x', '</p>', '<nobr>a<nobr>b</nobr></nobr>',
];

test('React-written HTML is read here, to the HTML5 parser\'s tree', () => {
  for (const html of REACT) {
    const tree = reactHtmlTree(html);
    assert.ok(tree, `read here: ${html}`);
    assert.equal(withoutPositions(tree), parsed(html), html);
  }
});

test('HTML an HTML5 parser would mend is left to it', () => {
  for (const html of MENDED) assert.is(reactHtmlTree(html), undefined, html);
});

test('random nestings: whatever is read here is the HTML5 parser\'s tree', () => {
  // A fixed-seed generator of nested tags, text and references: every tree given must equal parse5's.
  let seed = 17;
  const random = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
  const TAGS = ['p', 'div', 'span', 'a', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h2', 'h3', 'em', 'strong', 'code', 'table', 'tbody', 'thead', 'tr',
    'td', 'th', 'button', 'details', 'summary', 'blockquote', 'pre', 'section', 'img', 'br', 'hr', 'input', 'noscript', 'label', 'aside'];
  const TEXT = ['x', ' ', '\n', '&amp;', '&lt;b&gt;', '&#x27;', 'é', '&quot;'];
  const node = (depth: number): string => {
    if (depth > 4 || random(4) === 0) return TEXT[random(TEXT.length)]!;
    const tag = TAGS[random(TAGS.length)]!;
    if (['img', 'br', 'hr', 'input'].includes(tag)) return `<${tag} class="c${random(3)}"/>`;
    const kids = Array.from({ length: random(4) }, () => node(depth + 1)).join('');
    return `<${tag}${random(2) ? ` id="i${random(9)}"` : ''}>${kids}</${tag}>`;
  };
  let read = 0;
  for (let i = 0; i < 3000; i++) {
    const html = Array.from({ length: 1 + random(3) }, () => node(0)).join('');
    const tree = reactHtmlTree(html);
    if (!tree) continue;
    read++;
    if (!isDeepStrictEqual(withoutPositions(tree), parsed(html))) assert.unreachable(`differs from parse5: ${html}`);
  }
  // The generator must exercise both sides, not only the fallback.
  assert.ok(read > 500, `${read} of 3000 read here`);
});

test.run();
