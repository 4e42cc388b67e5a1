// Root's additions around the page, marked at each level of the elements Root opens around its children.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { markRootAdditions } from '../../generator/content/theme/root-marks.ts';
import { pageNavbarParts } from '../../generator/output/page-navbar.ts';
import { PAGE_NAVBAR_END as E, PAGE_NAVBAR_START as S } from '../../templates/page-navbar-marks.ts';
import { ORIGINAL } from '../../templates/theme/originals.ts';

const CHILDREN = `<div ${ORIGINAL}="Root"></div>`;

test('beside the children at each level, void elements, comments and script text no level', () => {
  const html = `<b>a</b><div class="x"><br><img src="i"><!-- <p> --><script>if (a<b) x("<div>")</script>${CHILDREN}<i>z</i></div><hr>`;
  const marked = markRootAdditions(html);
  assert.is(marked, `${S}<b>a</b>${E}<div class="x">${S}<br><img src="i"><!-- <p> --><script>if (a<b) x("<div>")</script>${E}${CHILDREN}${S}<i>z</i>${E}</div>${S}<hr>${E}`);
  assert.equal(pageNavbarParts(marked), ['<b>a</b>', '<br><img src="i"><!-- <p> --><script>if (a<b) x("<div>")</script>', '<i>z</i>', '<hr>']);
});

test('an attribute with ">" in it, nested closed elements, a self-closed SVG part', () => {
  const html = `<section title="a>b"><p><em>x</em></p><svg><path d="M0"/></svg>${CHILDREN}</section>`;
  assert.is(markRootAdditions(html), `${S}${E}<section title="a>b">${S}<p><em>x</em></p><svg><path d="M0"/></svg>${E}${CHILDREN}${S}${E}</section>${S}${E}`);
});

test('no children marker, or one inside an island: as it is', () => {
  assert.is(markRootAdditions('<b>a</b>'), '<b>a</b>');
  const island = `<div class="island" data-island-src="/r.js"><b>x</b>${CHILDREN}</div>`;
  assert.is(markRootAdditions(island), island);
});

test.run();
