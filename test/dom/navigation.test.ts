// Client navigation (client/navigation.ts) and prefetch (client/prefetch.ts) against the widgets fixture's
// real build: page data swapped into <main>, head tags, history, sidebar, the loading states and failures.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeDom, type Dom, freshImport, installDom, ORIGIN, spyConsole, waitFor, widgetsPage, widgetsSite } from './setup.ts';

type Navigation = typeof import('../../client/navigation.ts');
type Prefetch = typeof import('../../client/prefetch.ts');

interface Server {
  urls: string[];
  /** Paths answered with a network error. */
  failing: Set<string>;
  /** While set, requests wait for `release()`. */
  hold(): void;
  release(): void;
}

/** window.fetch answering from the widgets build in memory. */
async function serveBuild(dom: Dom): Promise<Server> {
  const files = (await widgetsSite()).files;
  let gate: Promise<void> | undefined;
  let open = () => {};
  const server: Server = {
    urls: [],
    failing: new Set(),
    hold: () => (gate = new Promise<void>((r) => (open = r))),
    release: () => {
      gate = undefined;
      open();
    },
  };
  dom.window.fetch = (async (input: unknown) => {
    const url = new URL(String(input), dom.window.location.href);
    server.urls.push(url.pathname);
    await gate;
    if (server.failing.has(url.pathname)) throw new TypeError('Failed to fetch');
    const body = files.get(url.pathname.slice(1));
    if (body === undefined) return new dom.window.Response('Not found', { status: 404 });
    return new dom.window.Response(typeof body === 'string' ? body : new TextDecoder().decode(body), { status: 200 });
  }) as Dom['window']['fetch'];
  return server;
}

async function open(route: string): Promise<{ dom: Dom; server: Server; nav: Navigation; fullLoads: string[] }> {
  const dom = await installDom(await widgetsPage(route), { url: ORIGIN + route });
  const server = await serveBuild(dom);
  const nav = await freshImport<Navigation>('../../client/navigation.ts');
  const sidebar = await freshImport<typeof import('../../client/sidebar.ts')>('../../client/sidebar.ts');
  sidebar.initSidebar('');
  const fullLoads: string[] = [];
  nav.initNavigation('', { loadFully: (url) => fullLoads.push(url) });
  return { dom, server, nav, fullLoads };
}

function click(dom: Dom, selector: string, init: MouseEventInit = {}) {
  const a = dom.document.querySelector(selector);
  if (!a) throw new Error(`no element ${selector}`);
  const e = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...(init as object) });
  a.dispatchEvent(e as never);
  return e;
}

/** The Install page's heading. */
const INSTALL = 'Installing Widgetry';
const h1 = (dom: Dom) => dom.document.querySelector('#main h1')?.textContent;
const activeLinks = (dom: Dom) => [...dom.document.querySelectorAll('#docs-sidebar a.active')].map((a) => [a.getAttribute('href'), a.getAttribute('aria-current')]);

test.after.each(closeDom);

test('a click on an internal link swaps the main region, the head tags and the history entry; the sidebar marks the page', async () => {
  const { dom, server, fullLoads } = await open('/guides/intro');
  const marker = dom.window as unknown as { marker?: number };
  marker.marker = 1;
  const e = click(dom, '#main a[href="/guides/install"]');
  assert.ok(e.defaultPrevented);
  await waitFor(() => h1(dom) === INSTALL, 'the Install page');
  assert.is(dom.window.location.pathname, '/guides/install');
  assert.is(marker.marker, 1, 'the same document: no full load');
  assert.equal(fullLoads, []);
  assert.ok(server.urls.includes('/guides/install/page-data.json'));
  assert.match(dom.document.title, /^Install.* \| Widgetry$/);
  assert.is(dom.document.querySelector('link[rel="canonical"]')?.getAttribute('href'), 'https://widgets.example.com/guides/install');
  assert.is(dom.document.querySelectorAll('link[rel="canonical"]').length, 1);
  assert.is(dom.document.querySelectorAll('meta[name="description"]').length, 1);
  assert.ok(dom.document.querySelector('link[rel="stylesheet"]'), 'the stylesheet stays');
  // Install sits in the collapsed "Getting Started" category: it opened, and its link is the current page.
  // (The page it came from is marked until then: wait for the new mark, not for any.)
  await waitFor(() => activeLinks(dom)[0]?.[0] === '/guides/install', 'the sidebar to mark the page');
  assert.equal(activeLinks(dom), [['/guides/install', 'page']]);
  assert.is(dom.document.querySelector('[data-sidebar-key="getting-started"]')?.getAttribute('data-collapsed'), 'false');
  assert.ok(dom.document.documentElement.hasAttribute('data-client-navigation'));
});

test('back and forward show the pages again; anchors of the shown page only scroll', async () => {
  const { dom } = await open('/guides/intro');
  click(dom, '#main a[href="/guides/install"]');
  await waitFor(() => h1(dom) === INSTALL, 'the Install page');
  dom.window.history.back();
  await waitFor(() => h1(dom) === 'Introduction', 'the Introduction page again');
  await waitFor(() => activeLinks(dom)[0]?.[0] === '/guides/intro', 'the sidebar to mark it');
  assert.equal(activeLinks(dom), [['/guides/intro', 'page']]);
  dom.window.history.forward();
  await waitFor(() => h1(dom) === INSTALL, 'Install again');
});

test('a malformed #hash (%zz) neither crashes client navigation nor back/forward between anchors', async () => {
  const { dom, fullLoads } = await open('/guides/intro');
  const a = dom.document.createElement('a');
  a.href = '/guides/install#%zz';
  a.id = 'bad-hash';
  dom.document.querySelector('#main')!.append(a);
  const spy = spyConsole();
  try {
    click(dom, '#bad-hash');
    await waitFor(() => h1(dom) === INSTALL, 'the Install page');
    assert.not.match(dom.document.body.textContent ?? '', /This page crashed/);
    dom.window.history.pushState(null, '', '/guides/install#%E0%A4');
    dom.window.history.back();
    await waitFor(() => dom.window.location.hash === '#%zz', 'back to the first anchor');
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(spy.calls.error, []);
    assert.equal(fullLoads, []);
  } finally {
    spy.restore();
  }
});

test('a link to a page without page data loads it in full, with a warning', async () => {
  const { dom, fullLoads } = await open('/guides/intro');
  const a = dom.document.createElement('a');
  a.href = '/guides/nowhere';
  a.id = 'gone';
  dom.document.querySelector('#main article')!.append(a);
  const spy = spyConsole();
  try {
    click(dom, '#gone');
    await waitFor(() => fullLoads.length === 1, 'a full load');
  } finally {
    spy.restore();
  }
  assert.equal(fullLoads, [`${ORIGIN}/guides/nowhere`]);
  assert.match(String(spy.calls.warn[0]?.[0]), /\/guides\/nowhere: no page data/);
  assert.is(h1(dom), 'Introduction');
});

test('docs page → home page: the layout changes around <main>, no full load; back puts the same sidebar back', async () => {
  const { dom, fullLoads } = await open('/guides/intro');
  const sidebar = dom.document.getElementById('docs-sidebar');
  const navbar = dom.document.querySelector('.navbar')!;
  click(dom, 'a.breadcrumb-home');
  await waitFor(() => dom.document.querySelector('#main.page-main.page-home') !== null, 'the home page');
  assert.equal(fullLoads, []);
  assert.is(dom.window.location.pathname, '/');
  assert.is(dom.document.getElementById('docs-sidebar'), null, 'no sidebar on the home page');
  assert.is(dom.document.querySelector('.docs-wrapper'), null);
  assert.not.ok(navbar.hasAttribute('data-has-sidebar'), 'the mobile menu no longer opens a sidebar');
  assert.match(dom.document.title, /Widgetry/);
  dom.window.history.back();
  await waitFor(() => h1(dom) === 'Introduction', 'the Introduction page again');
  assert.is(dom.document.getElementById('docs-sidebar'), sidebar, 'the same sidebar, open categories and all');
  assert.ok(navbar.hasAttribute('data-has-sidebar'));
  assert.is(dom.document.getElementById('main')!.className, 'docs-main');
  assert.equal(activeLinks(dom), [['/guides/intro', 'page']]);
});

test('a network failure shows the error and a Retry button, which loads the page', async () => {
  const { dom, server } = await open('/guides/intro');
  server.failing.add('/guides/install/page-data.json');
  click(dom, '#main a[href="/guides/install"]');
  await waitFor(() => !!dom.document.querySelector('.page-error'), 'the error');
  assert.is(dom.document.querySelector('.page-error')?.getAttribute('role'), 'alert');
  assert.is(dom.window.location.pathname, '/guides/install');
  server.failing.clear();
  (dom.document.querySelector('.page-error-retry') as unknown as HTMLElement).click();
  await waitFor(() => h1(dom) === INSTALL, 'the page after Retry');
});

test('a failure while showing the page: "This page crashed." with "Try again", which loads the page in full', async () => {
  const { dom, fullLoads } = await open('/guides/intro');
  const main = dom.document.getElementById('main')!;
  const proto = Object.getPrototypeOf(main) as object;
  const inner = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Object.getPrototypeOf(proto)), 'innerHTML')
    ?? Object.getOwnPropertyDescriptor(Object.getPrototypeOf(proto), 'innerHTML')!;
  let fail = true;
  Object.defineProperty(main, 'innerHTML', {
    get: () => inner.get!.call(main),
    set: (html: string) => {
      if (fail) {
        fail = false;
        throw new Error('render failure');
      }
      inner.set!.call(main, html);
    },
  });
  const spy = spyConsole();
  try {
    click(dom, '#main a[href="/guides/install"]');
    await waitFor(() => !!dom.document.querySelector('#main .crash-message'), 'the crash screen');
  } finally {
    spy.restore();
  }
  assert.is(dom.document.querySelector('#main .crash-message')?.textContent, 'This page crashed.');
  assert.match(String(spy.calls.error[0]?.[0]), /could not show the page/);
  const again = dom.document.querySelector('#main .crash-retry') as unknown as HTMLElement;
  assert.is(again.textContent, 'Try again');
  again.click();
  assert.equal(fullLoads, [`${ORIGIN}/guides/install`]);
});

test('the progress bar and spinner appear only once loading passes 200 ms, and go when it ends', async () => {
  const { dom, server, nav } = await open('/guides/intro');
  server.hold();
  click(dom, '#main a[href="/guides/install"]');
  await new Promise((r) => setTimeout(r, nav.LOADING_DELAY_MS / 2));
  assert.is(dom.document.querySelector('.route-progress'), null);
  await waitFor(() => !!dom.document.querySelector('.route-progress') && !!dom.document.querySelector('#main .page-loading[role="status"]'), 'the loading indicators');
  server.release();
  await waitFor(() => h1(dom) === INSTALL, 'the page');
  assert.is(dom.document.querySelector('.route-progress, .page-loading'), null);
});

test('links left to the browser: other sites, new tabs, modifier keys, files, anchors of this page', async () => {
  const { dom } = await open('/guides/intro');
  const article = dom.document.querySelector('#main article')!;
  article.insertAdjacentHTML('beforeend', '<a id="ext" href="https://example.com/x">x</a><a id="tab" href="/guides/install" target="_blank">t</a><a id="file" href="/sitemap.xml">s</a><a id="anchor" href="#options">a</a>');
  for (const id of ['ext', 'tab', 'file', 'anchor']) assert.not.ok(click(dom, `#${id}`).defaultPrevented, id);
  assert.not.ok(click(dom, '#main a[href="/guides/install"]', { ctrlKey: true }).defaultPrevented, 'ctrl-click');
  await new Promise((r) => setTimeout(r, 50));
  assert.is(h1(dom), 'Introduction', 'nothing swapped in');
});

test('prefetch: hovering or focusing a link fetches its page data once; not with data saver or on 2G', async () => {
  const { prefetchAllowed } = await freshImport<Prefetch>('../../client/prefetch.ts');
  assert.ok(prefetchAllowed(undefined));
  assert.ok(prefetchAllowed({ effectiveType: '4g' }));
  assert.not.ok(prefetchAllowed({ saveData: true, effectiveType: '4g' }));
  assert.not.ok(prefetchAllowed({ effectiveType: '2g' }));
  assert.not.ok(prefetchAllowed({ effectiveType: 'slow-2g' }));

  const { dom, server } = await open('/guides/intro');
  (await freshImport<Prefetch>('../../client/prefetch.ts')).initPrefetch('');
  const link = dom.document.querySelector('#main a[href="/guides/install"]')!;
  link.dispatchEvent(new dom.window.Event('pointerover', { bubbles: true }) as never);
  link.dispatchEvent(new dom.window.Event('focusin', { bubbles: true }) as never);
  await waitFor(() => server.urls.includes('/guides/install/page-data.json'), 'the prefetch');
  assert.is(server.urls.filter((u) => u === '/guides/install/page-data.json').length, 1);
});

test('home page → docs page: the sidebar is built from the shared tree, the categories holding the page open and its link marked', async () => {
  const { dom, fullLoads } = await open('/');
  assert.ok(dom.document.documentElement.hasAttribute('data-client-navigation'), 'the home page takes over navigation too');
  assert.is(dom.document.getElementById('docs-sidebar'), null);
  click(dom, 'a.navbar-link[href="/guides/intro"]');
  await waitFor(() => activeLinks(dom).length === 1, 'the sidebar to show the page');
  assert.equal(fullLoads, []);
  assert.is(h1(dom), 'Introduction');
  assert.equal(activeLinks(dom), [['/guides/intro', 'page']]);
  assert.ok(dom.document.querySelector('.navbar')!.hasAttribute('data-has-sidebar'));
  assert.is(dom.document.querySelector('.docs-wrapper > #docs-sidebar + main#main.docs-main') !== null, true);
  // The built sidebar works like a served one: a collapsed category opens on click.
  const toggle = dom.document.querySelector('[aria-controls="sidebar-category-deep-dives"]')!;
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  toggle.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }) as never);
  await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 'Deep Dives to open');
  assert.ok(dom.document.querySelector('#sidebar-category-deep-dives a[href="/guides/topics/spinning"]'));
});

test.run();
