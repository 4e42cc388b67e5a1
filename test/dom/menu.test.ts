// The mobile menu (client/menu.ts) on the widgets fixture's real markup at a mobile width: the navbar's menu button
// opens and closes it, and it closes on Escape, on back navigation (popstate), when client navigation shows a page
// and on a switch to the desktop layout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DESKTOP_BREAKPOINT, EVENT } from '../../client/constants.ts';
import { initMenu } from '../../client/menu.ts';
import { closeDom, type Dom, installDom, widgetsPage } from './setup.ts';

const MOBILE = 800;

async function page(width = MOBILE): Promise<Dom> {
  const dom = await installDom(await widgetsPage('/guides/intro'), { url: 'http://localhost:3000/guides/intro', width });
  initMenu();
  return dom;
}

const button = (dom: Dom) => dom.document.querySelector('[data-menu-toggle]') as unknown as HTMLElement;
const details = (dom: Dom) => button(dom).parentElement as unknown as HTMLDetailsElement;
const menu = (dom: Dom) => dom.document.getElementById('mobile-menu') as unknown as HTMLElement;
const click = (dom: Dom) => button(dom).dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }) as unknown as Event);
const key = (dom: Dom, k: string) => dom.document.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: k, bubbles: true }));

function assertOpen(dom: Dom, open: boolean) {
  // The <details> of the button: its state is the button's expanded state, and CSS shows #mobile-menu from it.
  assert.is(details(dom).open, open, 'details open');
  assert.is(dom.document.documentElement.classList.contains('menu-open'), open, 'html.menu-open (shows the docs sidebar)');
}

test.after(closeDom);

test('the server renders the menu closed, the button controlling #mobile-menu with the navbar links', async () => {
  const dom = await page();
  assertOpen(dom, false);
  assert.is(button(dom).tagName, 'SUMMARY', 'the button is the summary of a <details> (it works without JavaScript)');
  assert.is(button(dom).getAttribute('aria-label'), 'Navigation menu');
  assert.is(button(dom).getAttribute('aria-controls'), 'mobile-menu');
  const links = [...menu(dom).querySelectorAll('a')].map((a) => a.textContent?.trim());
  assert.equal(links, ['Guides', 'Source (opens in a new tab)']);
});

test('the menu button opens and closes the menu', async () => {
  const dom = await page();
  click(dom);
  assertOpen(dom, true);
  click(dom);
  assertOpen(dom, false);
  click(dom);
  assertOpen(dom, true);
});

test('Escape closes an open menu and returns focus to the button', async () => {
  const dom = await page();
  click(dom);
  (dom.document.querySelector('.mobile-menu-link') as unknown as HTMLElement).focus();
  key(dom, 'Enter');
  assertOpen(dom, true);
  key(dom, 'Escape');
  assertOpen(dom, false);
  assert.is(dom.document.activeElement, button(dom) as unknown as typeof dom.document.activeElement);
});

test('Escape on a closed menu does nothing (focus stays where it was)', async () => {
  const dom = await page();
  const link = dom.document.querySelector('.sidebar-list a') as unknown as HTMLElement;
  link.focus();
  key(dom, 'Escape');
  assertOpen(dom, false);
  assert.is(dom.document.activeElement, link as unknown as typeof dom.document.activeElement);
});

test('back navigation (popstate) closes the menu', async () => {
  const dom = await page();
  click(dom);
  dom.window.dispatchEvent(new dom.window.PopStateEvent('popstate', { state: null }));
  assertOpen(dom, false);
});

test('a switch to the desktop layout closes the menu; staying mobile does not', async () => {
  const dom = await page();
  click(dom);
  dom.window.happyDOM.setViewport({ width: DESKTOP_BREAKPOINT }); // 996 px is still mobile
  assertOpen(dom, true);
  dom.window.happyDOM.setViewport({ width: DESKTOP_BREAKPOINT + 1 });
  assertOpen(dom, false);
});

test('initMenu(true) opens the menu at once: the boot module loads this code on the first tap, which must open it', async () => {
  const dom = await installDom(await widgetsPage('/guides/intro'), { url: 'http://localhost:3000/guides/intro', width: MOBILE });
  initMenu(true);
  assertOpen(dom, true);
  click(dom);
  assertOpen(dom, false);
});

test('client navigation showing a page (docsgen:page) closes the menu', async () => {
  const dom = await page();
  click(dom);
  dom.document.dispatchEvent(new dom.window.Event(EVENT.page));
  assertOpen(dom, false);
  assert.not.ok((dom.document.getElementById('main') as unknown as HTMLElement).inert, 'the page is no longer inert');
});

test('with the page wrapped in an element of its own (a site Root), the open menu makes what is beside the navbar inert, not the menu', async () => {
  const html = await widgetsPage('/guides/intro');
  const dom = await installDom(html.replace(/<body([^>]*)>/, '<body$1><div class="root-wrap"><aside class="root-notice">notice</aside>').replace('</body>', '</div></body>'), { url: 'http://localhost:3000/guides/intro', width: MOBILE });
  initMenu();
  click(dom);
  assertOpen(dom, true);
  const el = (sel: string) => dom.document.querySelector(sel) as unknown as HTMLElement;
  assert.not.ok(el('.root-wrap').inert, 'the wrapper holds the navbar and its menu');
  assert.not.ok(el('header.navbar').inert);
  assert.ok(el('.root-notice').inert, 'the wrapper\'s other parts are behind the menu');
  assert.ok(el('#main').inert, 'the page is behind the menu');
  click(dom);
  assert.not.ok(el('.root-notice').inert || el('#main').inert, 'closed: nothing stays inert');
});

test('a page without a menu button: initMenu does nothing and does not throw', async () => {
  await installDom('<!DOCTYPE html><html><body><p>plain</p></body></html>');
  initMenu();
});

test.run();
