// The navbar's parts a site replaces or wraps (NAVBAR_SLOTS): `SearchBar`, `ColorModeToggle`, `Navbar/Logo`, the
// `AnnouncementBar` above the navbar and a `Navbar` around it, each rendered once per build as a page slot is (source.ts) and drawn in its
// place (templates/Navbar.tsx, templates/Layout.tsx).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import type { Problem } from '../../errors.ts';
import { DOCS } from '../../docs-url.ts';
import { sha1 } from '../../hash.ts';
import { needsBrowser } from '../../mdx/needs-browser.ts';
import { searchBarWarning, searchEngine } from '../../docusaurus/search-bar.ts';
import type { NavbarSlot, ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import type { DocSource } from '../../types.ts';
import { THEME_DIR } from '../../package-paths.ts';

export interface NavbarSlots {
  slots: NavbarSlot[];
  entries: DocSource[];
  warnings: Problem[];
}

export function navbarSlots(loaded: LoadedConfig, overrides: ThemeOverrides, sourceId: string): NavbarSlots {
  const out: NavbarSlots = { slots: [], entries: [], warnings: [] };
  const search = overrides.get('SearchBar');
  const engine = search === undefined ? undefined : searchEngine(search);
  // A SearchBar that runs an engine of its own is left out: docsgen's box stays, and the warning says so.
  if (search && engine) out.warnings.push(searchBarWarning(search, engine));
  else if (search) add(out, sourceId, 'SearchBar', search, '<Slot />');
  // Docusaurus draws a site's AnnouncementBar only with a configured bar (`useAnnouncementBar().isActive`).
  const bar = overrides.get('AnnouncementBar');
  if (bar && loaded.config.announcementBar) add(out, sourceId, 'AnnouncementBar', bar, '<Slot />');
  const logo = overrides.get('Navbar/Logo');
  if (logo) add(out, sourceId, 'Navbar/Logo', logo, '<Slot />');
  // A Navbar (or Navbar/Content, the row inside it, or a part of the mobile menu) that wraps docsgen's is drawn around
  // it; an ejected one (its own layout, Docusaurus's navbar parts) is not, said in a warning: docsgen's stays.
  // The mobile menu's links, wrapped or ejected: an ejected one (its own list, Docusaurus's items in it) is drawn too.
  const primary = overrides.get('Navbar/MobileSidebar/PrimaryMenu');
  if (primary) add(out, sourceId, 'Navbar/MobileSidebar/PrimaryMenu', primary, '<Slot />');
  for (const slot of Object.keys(WRAPPED_ONLY) as WrappedOnly[]) {
    const file = overrides.get(slot);
    if (file && wrapsOriginal(readFileSync(file, 'utf8'), slot)) add(out, sourceId, slot, file, '<Slot />');
    // The whole menu of its own that places the original's layout (as Docusaurus's is written) is drawn, in the menu.
    else if (file && slot === 'Navbar/MobileSidebar' && PLACES_LAYOUT.test(readFileSync(file, 'utf8'))) add(out, sourceId, slot, file, IN_MENU);
    // Its layout of its own that places the pieces it is given (`header`, `primaryMenu`, `secondaryMenu`): drawn with them.
    else if (file && slot === 'Navbar/MobileSidebar/Layout' && /\bprimaryMenu\b/.test(readFileSync(file, 'utf8'))) add(out, sourceId, slot, file, WITH_PIECES);
    // Its header of its own (Docusaurus's brand, toggle and close button, and what it adds): drawn, what docsgen's
    // navbar above the menu has (brand and toggle, markers left empty; the close button, hidden) not drawn again.
    else if (file && slot === 'Navbar/MobileSidebar/Header') add(out, sourceId, slot, file, IN_MENU);
    else if (file) out.warnings.push(ejected(file, slot));
  }
  const toggle = overrides.get('ColorModeToggle');
  if (toggle && !loaded.config.colorMode.disableSwitch) add(out, sourceId, 'ColorModeToggle', toggle, toggleBody(readFileSync(toggle, 'utf8'), loaded.config.colorMode));
  // The navbar's toggle: Docusaurus's draws `@theme/ColorModeToggle` (the site's, else docsgen's button) in the mode.
  const navbarToggle = overrides.get('Navbar/ColorModeToggle');
  if (navbarToggle && !loaded.config.colorMode.disableSwitch) add(out, sourceId, 'Navbar/ColorModeToggle', navbarToggle, '<Slot />');
  return out;
}

/**
 * The navbar's parts docsgen draws only wrapped, each with what an ejected one draws and what docsgen's draws in its
 * place: they hold docsgen's navbar, or its mobile menu (the navbar's links under it, the docs sidebar below), made
 * otherwise than Docusaurus's.
 */
const WRAPPED_ONLY = {
  Navbar: ['a navbar', 'navbar'], 'Navbar/Layout': ['a navbar', 'navbar'], 'Navbar/Content': ['the navbar\'s content', 'navbar row'],
  'Navbar/MobileSidebar': ['a mobile menu', 'mobile menu'], 'Navbar/MobileSidebar/Layout': ['a mobile menu', 'mobile menu'],
  'Navbar/MobileSidebar/Header': ['the mobile menu\'s header', 'mobile menu (under its navbar, no header)'],
  'Navbar/MobileSidebar/SecondaryMenu': ['the mobile menu\'s docs sidebar', 'docs sidebar'],
  'Navbar/MobileSidebar/Toggle': ['a menu button', 'menu button'],
} as const satisfies Partial<Record<NavbarSlot, readonly [string, string]>>;
type WrappedOnly = keyof typeof WRAPPED_ONLY;

const PLACES_LAYOUT = /['"]@theme\/Navbar\/MobileSidebar\/Layout['"]/;
const IN_MENU_IMPORT = `import InMenu from ${JSON.stringify(path.join(THEME_DIR, 'Navbar', 'MobileSidebar', 'in-menu.tsx'))};\n`;
const IN_MENU = `${IN_MENU_IMPORT}\n<InMenu><Slot /></InMenu>`;
const PIECES = ['Header', 'PrimaryMenu', 'SecondaryMenu'].map((p) => `import ${p} from '@theme/Navbar/MobileSidebar/${p}';\n`).join('');
const WITH_PIECES = `${IN_MENU_IMPORT}${PIECES}\n<InMenu><Slot header={<Header />} primaryMenu={<PrimaryMenu />} secondaryMenu={<SecondaryMenu />} /></InMenu>`;

export const wrapsOriginal = (source: string, slot: string) => new RegExp(`['"]@theme-(?:original|init)/${slot}['"]`).test(source);

function ejected(file: string, slot: WrappedOnly): Problem {
  const [what, own] = WRAPPED_ONLY[slot];
  return {
    pos: { file },
    message: `src/theme/${slot} draws ${what} of its own (it does not import @theme-original/${slot}), which docsgen does not draw: docsgen's own ${own} is drawn in its place`,
    hint: `a ${slot} that wraps @theme-original/${slot} (to add something beside it) is drawn around docsgen's; the navbar's parts docsgen renders from src/theme are listed in ${DOCS.themeOverrides}`,
  };
}

function add(out: NavbarSlots, sourceId: string, slot: NavbarSlot, file: string, render: string) {
  out.slots.push(slot);
  const body = `import Slot from ${JSON.stringify(`./${path.basename(file)}`)};\n\n${render}\n`;
  out.entries.push({
    id: `${sourceId}:${slot}`, file, relPath: `${slot}.jsx`, dir: '', route: '/', frontmatter: {},
    body, bodyLine: 1, isFolderIndex: false, hash: sha1(`${readFileSync(file, 'utf8')}\0${body}`), mdxSyntax: true, lint: [],
  });
}

/**
 * The toggle as Docusaurus's navbar renders it: `value` (the mode) and `onChange` (to switch it). One that works in
 * the browser gets them from `useColorMode()` inside an island of its own (the export below needs the browser, so it
 * moves into one: mdx/inline-islands.ts); older toggles read `checked` and call `onChange` with an event. A toggle
 * with no state or handlers renders as it is, in the config's default mode.
 */
function toggleBody(source: string, mode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean }): string {
  const props = `respectPrefersColorScheme={${mode.respectPrefersColorScheme}}`;
  if (!needsBrowser(source)) return `<Slot value="${mode.defaultMode}" ${props} />`;
  return `import { useColorMode } from '@docusaurus/theme-common';

export const DocsgenColorModeToggle = (props) => {
  const { colorMode, setColorMode } = useColorMode();
  const other = colorMode === 'dark' ? 'light' : 'dark';
  return <Slot {...props} value={colorMode} checked={colorMode === 'dark'} onChange={(v) => setColorMode(v === 'dark' || v === 'light' ? v : other)} />;
};

<DocsgenColorModeToggle ${props} />`;
}
