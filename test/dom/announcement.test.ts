// The announcement bar: closing it is remembered per announcement id; a new id shows the bar again.
import { runInNewContext } from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANNOUNCEMENT_KEY } from '../../client/constants.ts';
import { AnnouncementBar } from '../../templates/AnnouncementBar.tsx';
import { headScript } from '../../templates/theme-script.ts';
import { closeDom, freshImport, installDom, type Dom } from './setup.ts';

const colorMode = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false };
const bar = (id: string) => ({ id, content: 'Version 2 is out', isCloseable: true });
const dismissed = (dom: Dom) => dom.document.documentElement.hasAttribute('data-announcement-dismissed');
/** Docusaurus's attribute, which sites' CSS reads (`html[data-announcement-bar-initially-dismissed='true'] …`). */
const initially = (dom: Dom) => dom.document.documentElement.getAttribute('data-announcement-bar-initially-dismissed');

async function pageWith(id: string, stored: string | null): Promise<Dom> {
  const markup = renderToStaticMarkup(createElement(AnnouncementBar, { bar: bar(id) }));
  const dom = await installDom(`<!DOCTYPE html><html><head></head><body>${markup}</body></html>`);
  if (stored !== null) dom.window.localStorage.setItem(ANNOUNCEMENT_KEY, stored);
  runInNewContext(headScript({ colorMode, announcementBar: bar(id), baseUrl: '/' }), { document: dom.document, localStorage: dom.window.localStorage });
  return dom;
}

test.after(closeDom);

test('a new announcement shows', async () => {
  const dom = await pageWith('v2', null);
  assert.not.ok(dismissed(dom));
  assert.is(initially(dom), 'false');
});

test('closing hides it and remembers its id', async () => {
  const dom = await pageWith('v2', null);
  (await freshImport<typeof import('../../client/announcement.ts')>('../../client/announcement.ts')).initAnnouncement();
  (dom.document.querySelector('.announcement-close') as unknown as HTMLElement).click();
  assert.ok(dismissed(dom));
  assert.is(dom.window.localStorage.getItem(ANNOUNCEMENT_KEY), 'v2');
});

test('a closed announcement stays hidden on the next page, before any script but the head one runs', async () => {
  const dom = await pageWith('v2', 'v2');
  assert.ok(dismissed(dom));
  assert.is(initially(dom), 'true', "Docusaurus's attribute too");
});

test('a different announcement id shows the bar again', async () => {
  const dom = await pageWith('v3', 'v2');
  assert.not.ok(dismissed(dom));
  assert.is(initially(dom), 'false');
});

test.run();
