// The inline <head> script (templates/theme-script.ts): applies the stored colour mode before first paint,
// falls back to the configured default, and never throws.
import { runInNewContext } from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { THEME_KEY } from '../../client/constants.ts';
import type { SiteConfig } from '../../generator/types.ts';
import { themeScript } from '../../templates/theme-script.ts';
import { closeDom, type Dom, type DomOptions, installDom, widgetsPage } from './setup.ts';

type ColorMode = SiteConfig['colorMode'];
const LIGHT: ColorMode = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false };
const DARK: ColorMode = { ...LIGHT, defaultMode: 'dark' };

/** A blank page whose <html> carries no data-theme yet, with `stored` under the theme key. */
async function blankPage(stored: string | null, opts: DomOptions = {}): Promise<Dom> {
  const dom = await installDom('<!DOCTYPE html><html><head></head><body></body></html>', opts);
  if (stored !== null) dom.window.localStorage.setItem(THEME_KEY, stored);
  return dom;
}

/** Runs a script the way the browser runs a classic inline script: against the window's globals only. */
function runScript(dom: Dom, source: string, localStorage: unknown = dom.window.localStorage): void {
  runInNewContext(source, { document: dom.document, localStorage, matchMedia: dom.window.matchMedia.bind(dom.window) });
}

const theme = (dom: Dom) => dom.document.documentElement.getAttribute('data-theme');

test.after(closeDom);

test('a stored "dark" is applied', async () => {
  const dom = await blankPage('dark');
  runScript(dom, themeScript(LIGHT));
  assert.is(theme(dom), 'dark');
});

test('a stored "light" wins over a dark default', async () => {
  const dom = await blankPage('light');
  runScript(dom, themeScript(DARK));
  assert.is(theme(dom), 'light');
});

test('nothing stored: the default mode', async () => {
  let dom = await blankPage(null);
  runScript(dom, themeScript(LIGHT));
  assert.is(theme(dom), 'light');
  dom = await blankPage(null);
  runScript(dom, themeScript(DARK));
  assert.is(theme(dom), 'dark');
});

test('a stored value that is not a mode falls back to the default', async () => {
  for (const junk of ['', 'Dark', 'purple', '"dark"']) {
    const dom = await blankPage(junk);
    runScript(dom, themeScript(DARK));
    assert.is(theme(dom), 'dark', `stored ${JSON.stringify(junk)}`);
  }
});

test('localStorage unavailable (access throws): the default mode, no exception', async () => {
  const dom = await blankPage(null);
  const denied = new Proxy({}, { get() { throw new Error('SecurityError'); } });
  runScript(dom, themeScript(DARK), denied);
  assert.is(theme(dom), 'dark');
  // Accessing the global itself throws in some browsers (cookies blocked).
  const dom2 = await blankPage(null);
  const context = { document: dom2.document, matchMedia: dom2.window.matchMedia.bind(dom2.window) };
  Object.defineProperty(context, 'localStorage', { get() { throw new Error('SecurityError'); } });
  runInNewContext(themeScript(LIGHT), context);
  assert.is(theme(dom2), 'light');
});

test('respectPrefersColorScheme: the system preference is the fallback, a stored choice still wins', async () => {
  const mode: ColorMode = { ...LIGHT, respectPrefersColorScheme: true };
  let dom = await blankPage(null, { prefersColorScheme: 'dark' });
  runScript(dom, themeScript(mode));
  assert.is(theme(dom), 'dark');
  dom = await blankPage(null, { prefersColorScheme: 'light' });
  runScript(dom, themeScript({ ...DARK, respectPrefersColorScheme: true }));
  assert.is(theme(dom), 'light');
  dom = await blankPage('light', { prefersColorScheme: 'dark' });
  runScript(dom, themeScript(mode));
  assert.is(theme(dom), 'light');
});

test('disableSwitch: a stored value is ignored, the default always applies', async () => {
  const dom = await blankPage('dark');
  runScript(dom, themeScript({ ...LIGHT, disableSwitch: true }));
  assert.is(theme(dom), 'light');
});

test('the built page runs the script in <head>, before the stylesheet and the deferred boot module', async () => {
  const html = await widgetsPage('/guides/intro');
  const dom = await installDom(html);
  const head = [...dom.document.head.children].map((el) => el.tagName.toLowerCase() + (el.getAttribute('type') ? `[${el.getAttribute('type')}]` : '') + (el.getAttribute('rel') ? `[${el.getAttribute('rel')}]` : ''));
  const inline = head.indexOf('script');
  assert.ok(inline >= 0, 'an inline classic script in <head>');
  assert.ok(inline < head.indexOf('link[stylesheet]'), 'before the stylesheet');
  assert.ok(inline < head.indexOf('script[module]'), 'before the boot module');
  const source = dom.document.head.querySelector('script:not([src])')!.textContent!;
  assert.is(source, themeScript(LIGHT), 'the page embeds themeScript(site colour mode)');

  // The same page, with a stored dark mode, comes up dark.
  dom.window.localStorage.setItem(THEME_KEY, 'dark');
  runScript(dom, source);
  assert.is(theme(dom), 'dark');
});

test.run();
