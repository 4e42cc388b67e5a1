// The reader's docs version, as Docusaurus keeps it: choosing a version (in the version dropdown or the banner's
// "latest version" link) makes it the preferred one of its docs instance, stored under Docusaurus's key; navbar
// items of an instance then follow the version of the docs page being read, else the preferred one, else the
// last. The server renders the first page right; the versions file is fetched only when the navbar must change
// (after client navigation, or a preferred version on a page outside the docs). Loaded by reader.ts.
import type { DocsVersion } from '../generator/types.ts';
import { ATTR, EVENT } from './inlined-constants.ts';
import { markCurrent } from './mark-current.ts';

/** Docusaurus's localStorage key of an instance's preferred version. */
const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/** The reader's preferred version of a docs instance, if any (none where storage is unavailable). */
export function readPreferredVersion(pluginId: string): string | null {
  try {
    return localStorage.getItem(preferredVersionKey(pluginId));
  } catch {
    return null;
  }
}

interface PageDocs {
  pluginId: string;
  version: string;
  docId?: string;
}

export function initVersions(): void {
  const base = document.documentElement.dataset.baseUrl?.replace(/\/$/, '') ?? '';
  const files = readFiles();
  const loaded = new Map<string, Promise<DocsVersion[]>>();
  const versionsOf = (pluginId: string) => {
    const file = files[pluginId];
    if (!file) return undefined;
    let p = loaded.get(pluginId);
    if (!p) {
      p = fetch(file).then((r) => (r.ok ? (r.json() as Promise<DocsVersion[]>) : Promise.reject(new Error(`${r.status} ${file}`))));
      loaded.set(pluginId, p);
    }
    return p;
  };
  document.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.<HTMLAnchorElement>(`[${ATTR.versions}] a[${ATTR.version}]`);
    const pluginId = link?.closest(`[${ATTR.versions}]`)?.getAttribute(ATTR.versions);
    if (link && pluginId) store(preferredVersionKey(pluginId), link.getAttribute(ATTR.version)!);
  });
  const sync = (navigated: boolean) => {
    const page = pageDocs();
    for (const pluginId of navbarInstances()) {
      const preferred = readPreferredVersion(pluginId);
      // The server rendered the navbar for this page: only a preferred version outside its instance's docs changes it.
      if (!navigated && (page?.pluginId === pluginId || preferred === null)) continue;
      versionsOf(pluginId)?.then((versions) => {
        const active = (page?.pluginId === pluginId ? versions.find((v) => v.name === page.version) : undefined)
          ?? versions.find((v) => v.name === preferred) ?? versions.find((v) => v.isLast);
        if (active) showVersion(pluginId, active, versions, page?.pluginId === pluginId ? page.docId : undefined, base);
      }, (err) => console.warn('[docsgen] could not load the docs versions', err));
    }
  };
  document.addEventListener(EVENT.page, () => sync(true));
  sync(false);
}

/** The navbar's items of each docs instance, shown for `active`: labels, the version links, the doc links. */
export function showVersion(pluginId: string, active: DocsVersion, versions: DocsVersion[], docId: string | undefined, base: string): void {
  const mainPath = (v: DocsVersion) => base + (v.docs.find((d) => d.id === v.mainDocId)?.path ?? v.path);
  // The page being read in that version, else its main doc.
  const samePath = (v: DocsVersion) => {
    const same = docId === undefined ? undefined : v.docs.find((d) => d.id === docId);
    return same ? base + same.path : mainPath(v);
  };
  for (const group of document.querySelectorAll(`.navbar [${ATTR.versions}="${CSS.escape(pluginId)}"]`)) {
    const toggle = group.querySelector('.navbar-dropdown-toggle, .mobile-menu-group-label');
    if (toggle) toggle.textContent = active.label;
    for (const a of group.querySelectorAll<HTMLAnchorElement>(`a[${ATTR.version}]`)) {
      const dropdown = toggle !== null;
      const version = dropdown ? versions.find((v) => v.name === a.getAttribute(ATTR.version)) : active;
      if (!version) continue;
      // A `docsVersion` item shows the version's label, unless the site gave it one of its own.
      if (!dropdown && a.textContent === versions.find((v) => v.name === a.getAttribute(ATTR.version))?.label) a.textContent = version.label;
      a.setAttribute(ATTR.version, version.name);
      a.href = dropdown ? samePath(version) : mainPath(version);
      if (dropdown) markCurrent(a, version === active, 'true');
    }
  }
  for (const a of document.querySelectorAll<HTMLAnchorElement>(`a[${ATTR.docLink}="${CSS.escape(pluginId)}"]`)) {
    const id = a.getAttribute(ATTR.docId);
    const sidebar = a.getAttribute(ATTR.sidebarId);
    const path = id !== null ? active.docs.find((d) => d.id === id)?.path : sidebar !== null ? active.sidebars[sidebar]?.link?.path : undefined;
    if (path !== undefined) a.href = base + path;
  }
}

function pageDocs(): PageDocs | undefined {
  const el = document.querySelector<HTMLElement>(`#main [${ATTR.docsPlugin}]`);
  const pluginId = el?.getAttribute(ATTR.docsPlugin);
  if (!el || !pluginId) return undefined;
  return { pluginId, version: el.getAttribute(ATTR.version) ?? '', docId: el.getAttribute(ATTR.docId) ?? undefined };
}

function navbarInstances(): Set<string> {
  const ids = [...document.querySelectorAll(`.navbar [${ATTR.versions}], .navbar [${ATTR.docLink}]`)].map((el) => el.getAttribute(ATTR.versions) ?? el.getAttribute(ATTR.docLink)!);
  return new Set(ids);
}

function readFiles(): Record<string, string> {
  try {
    return JSON.parse(document.querySelector('.navbar')?.getAttribute(ATTR.versionsFiles) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

// localStorage may be unavailable (private modes, disabled storage): the preference is then not remembered.
function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (err) {
    console.warn('[docsgen] localStorage is unavailable; the docs version will not be remembered.', err);
  }
}
