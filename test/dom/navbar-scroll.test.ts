// Navbar hide-on-scroll (client/navbar-scroll.ts): off unless the config turns it on; then scrolling down hides the
// navbar, scrolling up shows it, and it stays while the mobile menu is open or focus is inside it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HIDDEN_CLASS, initHideOnScroll } from '../../client/navbar-scroll.ts';
import { closeDom, type Dom, installDom, widgetsPage } from './setup.ts';

async function page(hideOnScroll: boolean): Promise<Dom & { scrollTo(y: number): void; hidden(): boolean }> {
  let html = await widgetsPage('/guides/intro');
  // The widgets site leaves the option off, as the Sapling site does; the attribute is what the option renders.
  if (hideOnScroll) html = html.replace('<header class="navbar"', '<header class="navbar" data-hide-on-scroll=""');
  const dom = await installDom(html, { url: 'http://localhost:3000/guides/intro' });
  let y = 0;
  Object.defineProperty(dom.window, 'scrollY', { configurable: true, get: () => y });
  const navbar = dom.document.querySelector('.navbar')!;
  // What the boot module does: only a navbar marked for it gets the behaviour.
  if (navbar.hasAttribute('data-hide-on-scroll')) initHideOnScroll(navbar as unknown as HTMLElement);
  return Object.assign(dom, {
    scrollTo(to: number) {
      y = to;
      dom.window.dispatchEvent(new dom.window.Event('scroll'));
    },
    hidden: () => dom.document.querySelector('.navbar')!.classList.contains(HIDDEN_CLASS),
  });
}

test.after(closeDom);

test('off (the default): scrolling never hides the navbar', async () => {
  const p = await page(false);
  p.scrollTo(400);
  p.scrollTo(900);
  assert.not.ok(p.hidden());
});

test('on: scrolling down hides the navbar, any scroll up shows it again, the top always shows it', async () => {
  const p = await page(true);
  p.scrollTo(400);
  assert.ok(p.hidden(), 'hidden after scrolling down');
  p.scrollTo(900);
  assert.ok(p.hidden());
  p.scrollTo(850);
  assert.not.ok(p.hidden(), 'back on the way up');
  p.scrollTo(1200);
  assert.ok(p.hidden());
  p.scrollTo(0);
  assert.not.ok(p.hidden(), 'shown at the top');
});

test('on: it stays while the mobile menu is open, and comes back when focus moves into it', async () => {
  const p = await page(true);
  p.document.documentElement.classList.add('menu-open');
  p.scrollTo(600);
  assert.not.ok(p.hidden(), 'the open menu keeps it');
  p.document.documentElement.classList.remove('menu-open');
  p.scrollTo(900);
  assert.ok(p.hidden());
  (p.document.querySelector('.navbar-brand') as unknown as HTMLElement).focus();
  assert.not.ok(p.hidden(), 'focus inside brings it back');
  p.scrollTo(1400);
  assert.not.ok(p.hidden(), 'and keeps it while focus stays there');
});

test('on: a navbar put in place of the first (a site part drawn for each page, after client navigation) hides too', async () => {
  const p = await page(true);
  const first = p.document.querySelector('.navbar')!;
  first.replaceWith(first.cloneNode(true));
  p.scrollTo(500);
  assert.ok(p.hidden(), 'the navbar in place hides');
  p.scrollTo(450);
  assert.not.ok(p.hidden());
  p.scrollTo(900);
  (p.document.querySelector('.navbar-brand') as unknown as HTMLElement).focus();
  assert.not.ok(p.hidden(), 'focus inside it brings it back');
});

test.run();
