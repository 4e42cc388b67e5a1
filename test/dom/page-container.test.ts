// The page's container after client navigation: a page with a <main> of its own (a site's BlogLayout draws one) is
// in a <div id="main">, as the server writes it, so a page never nests two main landmarks; the next page without one
// gets <main id="main"> back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PageData } from '../../generator/types.ts';
import { closeDom, freshImport, installDom } from './setup.ts';

type Swap = typeof import('../../client/page-swap.ts');

const data = (main: string): PageData => ({ path: '/blog', title: 'Blog', head: '<title>Blog</title>', main, kind: 'blog', sidebar: false, trail: [] } as unknown as PageData);

test.after.each(closeDom);

test('swapPage puts a page with its own <main> in a <div id="main">, and one without back in <main id="main">', async () => {
  const dom = await installDom('<!DOCTYPE html><html><head><title>Home</title></head><body><main id="main" class="page-main page-home"><h1>Home</h1></main></body></html>');
  const { swapPage } = await freshImport<Swap>('../../client/page-swap.ts');
  const deps = { enhance: () => {} };
  const first = swapPage(dom.document.getElementById('main') as unknown as HTMLElement, data('<div class="row"><main class="col"><h1>Posts</h1></main></div>'), deps);
  assert.is(first.tagName, 'DIV');
  assert.is(dom.document.getElementById('main'), first);
  assert.is(first.className, 'page-main page-home');
  assert.is(dom.document.querySelectorAll('main').length, 1);
  assert.is(dom.document.querySelector('main h1')?.textContent, 'Posts');
  const second = swapPage(first, data('<h1>Archive</h1>'), deps);
  assert.is(second.tagName, 'MAIN');
  assert.is(dom.document.getElementById('main'), second);
  assert.is(dom.document.body.innerHTML, '<main id="main" class="page-main page-home"><h1>Archive</h1></main>');
});

test.run();
