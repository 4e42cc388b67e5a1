// Reading aids, loaded by the boot module right after it runs (the page reads fine without them): a copy button
// on every code block, the table of contents following the reader (scroll spy), the "On this page" disclosure
// closing once a section is chosen, and the current sidebar entry scrolled into view. They apply again to each
// page client navigation shows.
// The event name it shares with the boot module is an enum (inlined-constants.ts): written in place, not a shared chunk.
import { ATTR, EVENT, SEARCH_PARAM } from './inlined-constants.ts';
import { currentNavLinks, dropdownOpen, linkCurrent } from './nav-current.ts';
import { markCurrent as mark } from './mark-current.ts';
import type { Word } from './words.ts';

/** Languages whose blocks may show `$ ` prompts: the copy button copies the commands only. */
const SHELL = /^(ba|z)?sh$|^shell|^console$/;

/** The boot module's `word` (words.ts): given, not imported, so this chunk shares no module with it. */
let word: Word = (_id, english) => english;

export function initReader(words: Word): void {
  word = words;
  // One live region for the page: it exists before it speaks, so screen readers announce the change.
  const status = document.createElement('div');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  document.body.append(status);
  const say = (text: string) => {
    status.textContent = '';
    setTimeout(() => (status.textContent = text), 50);
  };

  const enhance = () => {
    addCopyButtons();
    for (const b of document.querySelectorAll(`[${ATTR.copyPage}]`)) b.classList.add('ready');
    spy();
    // Mermaid diagrams (`markdown.mermaid`): their code only on pages that have one.
    if (document.querySelector(`[${ATTR.mermaid}]`)) void import('./mermaid.ts').then((m) => m.drawDiagrams(document), (err) => console.warn('[docsgen] could not load diagrams', err));
    // A search result opened with its words (`search.highlightTerms`): their code only then.
    const terms = new URLSearchParams(location.search).getAll(SEARCH_PARAM.highlight);
    if (terms.length) void import('./search/highlight-terms.ts').then((m) => m.markTerms(terms), (err) => console.warn('[docsgen] could not mark the searched words', err));
  };
  document.addEventListener(EVENT.page, markNavbar);
  let frame = 0;
  const spyLater = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(spy);
  };
  document.addEventListener(EVENT.page, enhance);
  addEventListener('scroll', spyLater, { passive: true });
  addEventListener('resize', spyLater, { passive: true });
  document.addEventListener('click', (e) => {
    const target = e.target as Element;
    const button = target.closest?.<HTMLButtonElement>('.copy-button');
    if (button) return copy(button, say);
    const page = target.closest?.<HTMLButtonElement>(`[${ATTR.copyPage}]`);
    if (page) return void import('./copy-page.ts').then((m) => m.copyPage(page, say, word('docsgen.copyPage.failed', 'Could not copy the page')), () => say(word('docsgen.copyPage.failed', 'Could not copy the page')));
    // A section chosen from the disclosure: close it, the reader is on the way there.
    const details = target.closest?.('a')?.closest<HTMLDetailsElement>('details.toc-inline');
    if (details) details.open = false;
  });
  enhance();
  showCurrentInSidebar();
  if (document.documentElement.hasAttribute(ATTR.sidebarHideable)) {
    void import('./sidebar-hide.ts').then((m) => m.initSidebarHide(), (err) => console.warn('[docsgen] could not load the sidebar\'s hide button', err));
  }
  // Sites with versioned docs: the navbar follows the version being read, and the reader's preferred one.
  if (document.querySelector(`.navbar[${ATTR.versionsFiles}]`)) {
    void import('./versions.ts').then((m) => m.initVersions(), (err) => console.warn('[docsgen] could not load the docs versions', err));
  }
}

function addCopyButtons(): void {
  for (const block of document.querySelectorAll<HTMLElement>('.code-block:not(:has(> .copy-button))')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = word('theme.CodeBlock.copy', 'Copy');
    button.setAttribute('aria-label', block.dataset.lang === 'sl-shell-example' ? 'Copy commands' : word('theme.CodeBlock.copyButtonAriaLabel', 'Copy code'));
    block.append(button);
  }
}

/** What the copy button of a block copies: for transcripts and prompted shell blocks the commands alone. */
export function copyText(block: HTMLElement): string {
  const commands = block.querySelectorAll('.shell-command');
  if (commands.length) return [...commands].map((c) => c.textContent).join('\n');
  const text = block.querySelector('pre')?.textContent ?? '';
  if (!SHELL.test(block.dataset.lang ?? '')) return text;
  const prompted = text.split('\n').filter((line) => line.startsWith('$ '));
  return prompted.length ? prompted.map((line) => line.slice(2)).join('\n') : text;
}

function copy(button: HTMLButtonElement, say: (text: string) => void): void {
  const block = button.closest<HTMLElement>('.code-block');
  if (!block) return;
  navigator.clipboard.writeText(copyText(block)).then(
    () => {
      const copied = word('theme.CodeBlock.copied', 'Copied');
      button.textContent = copied;
      say(copied);
      setTimeout(() => (button.textContent = word('theme.CodeBlock.copy', 'Copy')), 2000);
    },
    () => say(word('docsgen.code.copyFailed', 'Could not copy: select the text and copy it instead')),
  );
}

/** After client navigation, navbar and footer links mark the section the page is in, as the server renders them. */
function markNavbar(): void {
  const root = document.documentElement;
  const docs = root.getAttribute(ATTR.docsBase) ?? '';
  const home = `${root.dataset.baseUrl?.replace(/\/$/, '') ?? ''}/`;
  // The page's sidebar: the tree named on <html> while <main> is in the docs layout (kept there on other pages).
  const sidebar = document.getElementById('main')?.classList.contains('docs-main') ? root.getAttribute(ATTR.sidebarTree) ?? undefined : undefined;
  const read = (a: HTMLAnchorElement, name: ATTR) => a.getAttribute(name) ?? undefined;
  const page = { path: location.pathname, sidebar };
  const target = (a: HTMLAnchorElement) => (a.origin === location.origin && !a.hasAttribute(ATTR.navNever)
    ? { path: a.pathname, sidebar: read(a, ATTR.navSidebar), activeBase: read(a, ATTR.activeBase), activeRegex: read(a, ATTR.activeRegex), exact: a.hasAttribute(ATTR.navExact) } : {});
  // A dropdown's label linking somewhere (templates/NavItem.tsx) is never current: not among them.
  for (const group of ['a.navbar-link:not(.navbar-dropdown-toggle)', 'a.mobile-menu-link']) {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(group)];
    const current = currentNavLinks(links.map(target), page, home, docs, root.hasAttribute(ATTR.navEach) ? 'each' : 'section');
    links.forEach((a, i) => mark(a, current.includes(i)));
  }
  // A dropdown's configured links, each by its own target (not its version's or locale's links, marked as chosen).
  for (const a of document.querySelectorAll<HTMLAnchorElement>(`a.dropdown-link:not([${ATTR.version}], [lang])`)) mark(a, linkCurrent(target(a), page));
  // The mobile menu's dropdowns open where one of their links leads to the page; none closes (as Docusaurus's).
  for (const d of document.querySelectorAll<HTMLDetailsElement>('.mobile-menu-group>details')) d.open ||= dropdownOpen([...d.querySelectorAll<HTMLAnchorElement>('a:not([lang])')].map(target), page);
  // The footer's links to the site's pages: current on their own page and below, as the server marks them (templates/NavLink.tsx).
  for (const a of document.querySelectorAll<HTMLAnchorElement>(`a.footer-link:not(.external-link, [target], [${ATTR.navNever}])`)) {
    if (a.origin !== location.origin || a.getAttribute('href')!.startsWith('#')) continue;
    mark(a, location.pathname === a.pathname || (a.pathname !== home && location.pathname.startsWith(a.pathname)));
  }
}

/** Marks in the tables of contents the section being read: the last listed heading above the reading line. */
function spy(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a, .toc-inline a')];
  if (!links.length) return;
  // The reading line: just under the sticky navbar, where a heading reached by its link comes to rest.
  const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + 8 || 80;
  const atEnd = innerHeight + scrollY >= document.documentElement.scrollHeight - 4;
  let current = '';
  for (const a of links) {
    const heading = document.getElementById(idOf(a.hash));
    if (heading && (atEnd || heading.getBoundingClientRect().top <= line)) current = a.hash;
  }
  for (const a of links) {
    a.classList.toggle('active', a.hash === current);
    // A site's table of contents styles Docusaurus's class (its TOCItems gives its links theirs).
    if (a.classList.contains('table-of-contents__link')) a.classList.toggle('table-of-contents__link--active', a.hash === current);
  }
}

/** The id a `#hash` names (as written when its %-escapes are malformed: never an exception). */
function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** The sidebar opens on the page's own entry: scrolled to the middle when it is out of view. */
function showCurrentInSidebar(): void {
  const sidebar = document.querySelector<HTMLElement>('.sidebar');
  const entry = sidebar?.querySelector<HTMLElement>('a.active');
  if (!sidebar || !entry) return;
  const top = entry.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (top < 0 || top + entry.offsetHeight > sidebar.clientHeight) sidebar.scrollTop += top - sidebar.clientHeight / 2;
}
