// The two page layouts client navigation moves between: docs pages (the sidebar beside <main>, both in
// .docs-wrapper) and the others (home, not found: <main> alone). The docs wrapper taken out for a page of the
// other kind is kept and put back, so the sidebar keeps its open categories and scroll position. Loaded by
// navigation.ts the first time the layout changes: most readers never leave the docs.
// It imports nothing: what it shares with the boot module would become a chunk of its own, on every page.
import type { PageData } from '../generator/types.ts';
import { ATTR } from './inlined-constants.ts';

const MAIN_WRAPPER = 'main-wrapper';

/** Per document (tests run several in one process; a browser has one). */
const keptWrappers = new WeakMap<Document, HTMLElement>();

/**
 * Puts the page in the layout `data` needs and returns its <main>, or undefined if it cannot. `newSidebar`
 * makes an (empty) docs sidebar, the first time a docs page follows another kind.
 */
export function useLayout(data: PageData, newSidebar: () => HTMLElement | undefined): HTMLElement | undefined {
  const main = document.getElementById('main');
  if (!main) return undefined;
  const wrapper = main.closest<HTMLElement>('.docs-wrapper');
  const navbar = document.querySelector('.navbar');
  if (data.sidebar) {
    if (!wrapper) {
      const kept = keptWrappers.get(document);
      const docs = kept ?? docsWrapper(newSidebar, data.sidebarFrame, data.docsFrame);
      if (!docs) return undefined;
      docs.classList.toggle(MAIN_WRAPPER, main.classList.contains(MAIN_WRAPPER));
      main.replaceWith(docs);
      // The site's layout boxes with state (islands), hydrated as on a full load.
      if (!kept && docs.querySelector(`[${ATTR.islandSrc}]`)) void import('./site-islands.ts').then((m) => m.observeIslands(docs), (err) => console.warn('[docsgen] could not load interactive components', err));
    }
    navbar?.setAttribute(ATTR.hasSidebar, '');
  } else {
    if (wrapper) {
      keptWrappers.set(document, wrapper);
      const page = document.createElement('main');
      page.id = 'main';
      // Infima's `main-wrapper` (a Docusaurus site's: templates/infima-layout.ts) moves to the page's box.
      page.classList.toggle(MAIN_WRAPPER, wrapper.classList.contains(MAIN_WRAPPER));
      wrapper.replaceWith(page);
    }
    navbar?.removeAttribute(ATTR.hasSidebar);
  }
  return document.getElementById('main')!;
}

/**
 * A new docs wrapper (the page was first shown without a sidebar): the sidebar fills in from the tree, inside what
 * the site's wrappers draw around it (`frame`, from the page data: the first page carried none), or inside the
 * site's layout boxes (`whole`: the whole wrapper, its sidebar's contents and main empty).
 */
function docsWrapper(newSidebar: () => HTMLElement | undefined, frame: string | undefined, whole: string | undefined): HTMLElement | undefined {
  const sidebar = newSidebar();
  if (!sidebar) return undefined;
  if (whole !== undefined) {
    const t = document.createElement('template');
    t.innerHTML = whole;
    const wrapper = t.content.firstElementChild as HTMLElement | null;
    const drawn = wrapper?.querySelector('#docs-sidebar');
    if (!wrapper || !drawn || !wrapper.querySelector('#main')) return undefined;
    sidebar.replaceChildren(...drawn.childNodes);
    drawn.replaceWith(sidebar);
    return wrapper;
  }
  if (frame !== undefined) sidebar.innerHTML = frame;
  const wrapper = document.createElement('div');
  wrapper.className = 'docs-wrapper';
  const main = document.createElement('main');
  main.id = 'main';
  main.className = 'docs-main';
  wrapper.append(sidebar, main);
  return wrapper;
}
