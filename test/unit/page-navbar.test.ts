// The navbar parts a page draws for itself, as its page data carries them (generator/output/page-navbar.ts): the
// HTML between each outermost pair of markers, in the page's order.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageNavbarParts } from '../../generator/output/page-navbar.ts';
import { PAGE_NAVBAR_END as END, PAGE_NAVBAR_START as START } from '../../templates/page-navbar-marks.ts';

test('each pair\'s HTML in order; none without markers', () => {
  assert.equal(pageNavbarParts('<header><nav>plain</nav></header>'), []);
  assert.equal(pageNavbarParts(`<ul>${START}<li>a</li>${END}<li>b</li>${START}${END}</ul><p>${START}c${END}</p>`), ['<li>a</li>', '', 'c']);
});

test('a pair inside another is part of the outer one\'s HTML (a Navbar wrapper around a Navbar/Content one)', () => {
  const inner = `${START}<span>inner</span>${END}`;
  assert.equal(pageNavbarParts(`<body>${START}<div>${inner}<ul>${START}x${END}</ul></div>${END}<main></main></body>`), [`<div>${inner}<ul>${START}x${END}</ul></div>`]);
});

test('an end marker without its start is no part', () => {
  assert.equal(pageNavbarParts(`${END}<div>${START}a${END}</div>${END}`), ['a']);
});

test.run();
