// Colour mode in the browser (client/theme.ts, client/storage.ts) against the widgets fixture's real markup:
// the toggle flips data-theme and saves `theme`, other tabs are followed, and unavailable storage only warns.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { THEME_KEY } from '../../client/constants.ts';
import { initTheme } from '../../client/theme.ts';
import { closeDom, type Dom, freshImport, installDom, spyConsole, widgetsPage } from './setup.ts';

const html = () => document.documentElement.getAttribute('data-theme');
const toggle = (dom: Dom) => dom.document.querySelector('[data-theme-toggle]')!;
/** Clicks on the icon inside the toggle, as a real click lands on the SVG. */
const clickToggle = (dom: Dom) => (toggle(dom).querySelector('.color-mode-icon') as unknown as HTMLElement).dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }) as unknown as Event);
/** What another tab's change delivers here (a missing key/newValue is null on the event, as in browsers). */
const storageEvent = (dom: Dom, key: string | null, newValue: string | null) =>
  dom.window.dispatchEvent(new dom.window.StorageEvent('storage', { key: key ?? undefined, newValue: newValue ?? undefined }));

/** Errors the window reports (happy-dom catches exceptions thrown by event listeners and reports them here). */
function windowErrors(dom: Dom): unknown[] {
  const errors: unknown[] = [];
  dom.window.addEventListener('error', (e) => errors.push((e as unknown as { error: unknown }).error));
  return errors;
}

async function page(): Promise<Dom> {
  return installDom(await widgetsPage('/guides/intro'), { url: 'http://localhost:3000/guides/intro' });
}

test.after(closeDom);

test('the page renders one colour-mode toggle and starts in the default (light) mode', async () => {
  const dom = await page();
  assert.is(dom.document.querySelectorAll('[data-theme-toggle]').length, 1);
  assert.is(html(), 'light');
  assert.is(dom.document.documentElement.dataset.defaultTheme, 'light');
});

test('the toggle flips data-theme on <html>, stores the choice under "theme" and relabels itself', async () => {
  const dom = await page();
  initTheme('light');
  assert.is(toggle(dom).getAttribute('aria-label'), 'Switch to dark mode (currently light mode)');
  assert.is(dom.window.localStorage.getItem(THEME_KEY), null, 'nothing stored before a choice');

  clickToggle(dom);
  assert.is(html(), 'dark');
  assert.is(dom.window.localStorage.getItem(THEME_KEY), 'dark');
  assert.is(toggle(dom).getAttribute('aria-label'), 'Switch to light mode (currently dark mode)');
  assert.is(toggle(dom).getAttribute('title'), 'Switch to light mode (currently dark mode)');

  clickToggle(dom);
  assert.is(html(), 'light');
  assert.is(dom.window.localStorage.getItem(THEME_KEY), 'light');
});

test('a click elsewhere on the page does not change the mode', async () => {
  const dom = await page();
  initTheme('light');
  (dom.document.querySelector('.navbar-brand') as unknown as HTMLElement).dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true, cancelable: true }) as unknown as Event);
  assert.is(html(), 'light');
  assert.is(dom.window.localStorage.getItem(THEME_KEY), null);
});

test('boot keeps the mode the head script applied (a stored dark mode is not reset to the default)', async () => {
  const dom = await page();
  dom.document.documentElement.setAttribute('data-theme', 'dark'); // what the inline head script does for a stored "dark"
  initTheme('light');
  assert.is(html(), 'dark');
  assert.is(toggle(dom).getAttribute('aria-label'), 'Switch to light mode (currently dark mode)');
  clickToggle(dom);
  assert.is(html(), 'light');
});

test('a change in another tab (storage event) is followed', async () => {
  const dom = await page();
  initTheme('light');
  storageEvent(dom, THEME_KEY, 'dark');
  assert.is(html(), 'dark');
  assert.is(toggle(dom).getAttribute('aria-label'), 'Switch to light mode (currently dark mode)');
  storageEvent(dom, THEME_KEY, 'light');
  assert.is(html(), 'light');
});

test('storage events for other keys are ignored', async () => {
  const dom = await page();
  initTheme('light');
  storageEvent(dom, THEME_KEY, 'dark');
  storageEvent(dom, 'docsgen.announcement.dismissed.x', 'light');
  storageEvent(dom, 'something-else', null);
  assert.is(html(), 'dark');
});

test('a value cleared in another tab returns to the default mode', async () => {
  const dom = await page();
  initTheme('light');
  storageEvent(dom, THEME_KEY, 'dark');
  storageEvent(dom, THEME_KEY, null); // localStorage.removeItem('theme')
  assert.is(html(), 'light');

  storageEvent(dom, THEME_KEY, 'dark');
  storageEvent(dom, null, null); // localStorage.clear(): the event has no key
  assert.is(html(), 'light', 'localStorage.clear() in another tab also clears the mode');
});

test('the default a cleared value returns to is the configured one (dark)', async () => {
  const dom = await page();
  dom.document.documentElement.setAttribute('data-theme', 'light');
  initTheme('dark');
  storageEvent(dom, THEME_KEY, null);
  assert.is(html(), 'dark');
  storageEvent(dom, THEME_KEY, 'light');
  assert.is(html(), 'light');
  storageEvent(dom, THEME_KEY, 'purple'); // not a mode: treated as cleared
  assert.is(html(), 'dark');
});

test('storage module: unavailable localStorage costs one console warning, never an exception', async () => {
  const dom = await page();
  Object.defineProperty(dom.window, 'localStorage', { configurable: true, get() { throw new Error('SecurityError: access denied'); } });
  const { writeStorage } = await freshImport<typeof import('../../client/storage.ts')>('../../client/storage.ts');
  const spy = spyConsole();
  try {
    writeStorage(THEME_KEY, 'dark');
    writeStorage(THEME_KEY, null);
    writeStorage(THEME_KEY, 'light');
  } finally {
    spy.restore();
  }
  assert.is(spy.calls.warn.length, 1, 'warned once, not on every access');
  assert.match(String(spy.calls.warn[0]![0]), /localStorage is unavailable/);
  assert.is(spy.calls.error.length, 0);
});

test('storage module: a full or read-only storage (setItem throws) is caught too', async () => {
  const dom = await page();
  dom.window.localStorage.setItem(THEME_KEY, 'light');
  const storage = dom.window.localStorage;
  const failing = { getItem: (k: string) => storage.getItem(k), setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('QuotaExceededError'); } };
  Object.defineProperty(dom.window, 'localStorage', { configurable: true, value: failing });
  const { writeStorage } = await freshImport<typeof import('../../client/storage.ts')>('../../client/storage.ts');
  const spy = spyConsole();
  try {
    writeStorage(THEME_KEY, 'dark');
    writeStorage(THEME_KEY, null);
    assert.is(storage.getItem(THEME_KEY), 'light', 'the stored value is left as it was');
  } finally {
    spy.restore();
  }
  assert.is(spy.calls.warn.length, 1);
  assert.is(spy.calls.error.length, 0);
});

test('the toggle still switches the page when localStorage is unavailable; only warnings are logged', async () => {
  const dom = await page();
  Object.defineProperty(dom.window, 'localStorage', { configurable: true, get() { throw new Error('SecurityError: access denied'); } });
  const errors = windowErrors(dom);
  const spy = spyConsole();
  try {
    initTheme('light');
    clickToggle(dom);
    assert.is(html(), 'dark');
    clickToggle(dom);
    assert.is(html(), 'light');
    storageEvent(dom, THEME_KEY, 'dark');
    assert.is(html(), 'dark');
  } finally {
    spy.restore();
  }
  assert.equal(errors, [], 'no exception escaped a listener');
  assert.is(spy.calls.error.length, 0);
  // Nothing before this test made the storage module (shared with theme.ts) fail, so this is its one warning.
  assert.is(spy.calls.warn.length, 1);
  assert.match(String(spy.calls.warn[0]![0]), /localStorage is unavailable/);
});

test.run();
