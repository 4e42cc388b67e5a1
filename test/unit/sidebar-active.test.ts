// A page's sidebar is a tree rendered once for the pages that share it, with the page's own links marked
// (templates/Sidebar.tsx: linkedTree indexes a tree's links once, markActive marks one page's).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { linkedTree, markActive } from '../../templates/sidebar-marks.ts';

const tree = '<ul><li><a href="/docs/a/">A</a></li><li><a href="/docs/b">B</a><ul><li><a href="/docs/a">A again</a></li>'
  + '<li><a href="/docs/q?x=1&amp;y=&quot;2&quot;">Q</a></li><li><a class="x" href="/docs/b">styled</a></li></ul></li></ul>';
const linked = linkedTree(tree);

test('every link to the page is marked, with or without its trailing slash, and nothing else changes', () => {
  const html = markActive(linked, '/docs/a');
  assert.is(html, tree.replace('<a href="/docs/a/">', '<a class="active" href="/docs/a/" aria-current="page">').replace('<a href="/docs/a">', '<a class="active" href="/docs/a" aria-current="page">'));
  assert.is(markActive(linked, '/docs/a/'), html);
});

test('a link is found by the URL its escaped href stands for, and keeps that href as written', () => {
  assert.ok(markActive(linked, '/docs/q?x=1&y="2"').includes('<a class="active" href="/docs/q?x=1&amp;y=&quot;2&quot;" aria-current="page">Q</a>'));
});

test('only links as the tree renders entries count; a page not in the tree leaves it as it is', () => {
  const html = markActive(linked, '/docs/b');
  assert.ok(html.includes('<a class="active" href="/docs/b" aria-current="page">B</a>'));
  assert.ok(html.includes('<a class="x" href="/docs/b">styled</a>'));
  assert.is(markActive(linked, '/docs/none'), tree);
  // Marking one page leaves the shared tree as it was for the next.
  assert.is(markActive(linked, '/docs/none'), tree);
});

test('in a site\'s link entry, the link is marked whatever its attributes, as Docusaurus marks it; outside one, it is not', () => {
  const own = '<li class="menu__list-item"><a class="menu__link" href="/docs/c" data-x="1">C</a></li>';
  const html = `<ul>${own}<li><a class="menu__link" href="/docs/c">in an HTML entry</a></li><li><a href="/docs/d" title="t">D</a></li></ul>`;
  const at = html.indexOf(own);
  const marked = markActive(linkedTree(html, [{ start: at, end: at + own.length }]), '/docs/c');
  assert.ok(marked.includes('<a class="menu__link active menu__link--active" href="/docs/c" data-x="1" aria-current="page">C</a>'));
  assert.ok(marked.includes('<a class="menu__link" href="/docs/c">in an HTML entry</a>'));
  assert.is(markActive(linkedTree(html, [{ start: at, end: at + own.length }]), '/docs/d'), html);
  // Without a class, docsgen's own: `active` in front.
  const bare = '<li><a href="/docs/e" title="E">E</a></li>';
  assert.ok(markActive(linkedTree(bare, [{ start: 0, end: bare.length }]), '/docs/e').includes('<a class="active" href="/docs/e" title="E" aria-current="page">'));
});

test('a site\'s link drawn as its own page\'s stands in whole on that page, and only there', () => {
  const own = '<li class="item"><a class="menu__link" href="/docs/c">C</a></li>';
  const page = '<li class="item" data-current-page="true"><a class="menu__link menu__link--active" aria-current="page" href="/docs/c">C</a></li>';
  const html = `<ul><li><a href="/docs/c">C again</a></li>${own}</ul>`;
  const at = html.indexOf(own);
  const tree = linkedTree(html, [{ start: at, end: at + own.length, page: '/docs/c/', active: page }]);
  assert.is(markActive(tree, '/docs/c'), `<ul><li><a class="active" href="/docs/c" aria-current="page">C again</a></li>${page}</ul>`);
  assert.is(markActive(tree, '/docs/d'), html);
});

test.run();
