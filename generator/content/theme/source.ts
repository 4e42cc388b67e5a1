// The page parts a site replaces with its own theme components (`src/theme/Footer`, `src/theme/NotFound/Content`;
// see docusaurus/theme-overrides.ts): each goes through the MDX path as a one-line module that renders it, so it
// bundles, renders on the server and hydrates as an island as a doc's components do. It makes no page: its HTML is
// put in every page's place for it (templates/Layout.tsx).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import { FOOTER_PARTS, NAVBAR_ITEM_TYPES, PAGE_SLOTS, unusedOverrides, type FooterPart, type NavbarSlot, type PageSlot, type ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { PRISM_LANGUAGES, prismLanguagesProblems } from '../../docusaurus/prism-languages-file.ts';
import { THEME_DIR } from '../../package-paths.ts';
import { sha1 } from '../../hash.ts';
import { ORIGINAL } from '../../../templates/theme/originals.ts';
import type { EntryItem } from '../../../templates/theme/NavbarItem/custom-item.tsx';
import type { Doc, DocSource } from '../../types.ts';
import type { ContentSource, LoadedSource } from '../source.ts';
import { partsModule } from './parts-module.ts';
import { navbarSlots } from './navbar-slots.ts';
import { docSidebarWrappers } from './sidebar-wrapper.ts';
import { docRootParts } from './doc-root.ts';
import { DOC_ROUTE_ROOTS } from '../../../templates/doc-root-parts.ts';
import { laterIslandsEntry } from './later-parts.ts';
import { withChangedItems } from './changed-items.ts';
import { THEME_SOURCE_ID } from './source-id.ts';

export { THEME_SOURCE_ID };


export function themeSource(loaded: LoadedConfig, overrides: ThemeOverrides): ContentSource {
  const folder = path.join(loaded.root, 'src', 'theme');
  return {
    id: THEME_SOURCE_ID,
    folder,
    watched: [folder],
    async load(): Promise<LoadedSource> {
      const sidebar = docSidebarWrappers(overrides);
      const docRoot = docRootParts(overrides);
      const drawn = new Set<string>([...sidebar.drawn, ...docRoot.drawn]);
      const pageSlots = PAGE_SLOTS.filter((s) => overrides.has(s) && (!/^Doc(Sidebar|Root|sRoot|VersionRoot|Page)\b/.test(s) || drawn.has(s)));
      const entries = pageSlots.map((slot) => slotEntry(slot, overrides.get(slot)!));
      const navbar = navbarSlots(loaded, overrides, THEME_SOURCE_ID);
      const slots: (PageSlot | NavbarSlot | typeof NAVBAR_ITEM_TYPES)[] = [...pageSlots, ...navbar.slots];
      entries.push(...navbar.entries);
      const parts = overrides.has('Footer') ? [] : FOOTER_PARTS.filter((p) => overrides.has(p));
      if (parts.length) {
        slots.push('Footer');
        entries.push(footerPartsEntry(parts, overrides));
      }
      const drawers = [overrides.get('NavbarItem'), overrides.get(NAVBAR_ITEM_TYPES)].filter((f) => f !== undefined);
      // Every item has a place in the entry (the config's index, where docsgen left some out), drawn by the site's
      // NavbarItem when it has one (a wrapper may change any), else docsgen's own but the custom ones.
      const { items, itemSources } = loaded.config.navbar;
      const wrapper = overrides.has('NavbarItem');
      const entryItems = items.map((i, k): EntryItem => ('type' in i && i.type === 'custom' ? { name: i.name, props: i.props } : { config: itemSources?.[k] ?? k, site: wrapper }));
      if (drawers.length && (wrapper || entryItems.some((i) => 'name' in i))) {
        slots.push(NAVBAR_ITEM_TYPES);
        entries.push(customItemsEntry(drawers, entryItems));
      }
      // Last, drawing no slot: what makes the islands of the parts that render later part of the docs' one island build.
      const later = laterIslandsEntry(overrides);
      if (later) entries.push(later);
      return {
        id: THEME_SOURCE_ID,
        entries,
        linkTargets: new Map(),
        warnings: [...unusedOverrides(overrides, loaded.root), ...prismLanguagesProblems(loaded.config, overrides.get(PRISM_LANGUAGES)), ...navbar.warnings, ...sidebar.warnings, ...docRoot.warnings],
        kept: { key: '', docs: new Map() },
        async assemble(docs: Doc[]) {
          // A React page's h1 is its Layout's title, else the site's (mdx/stage.tsx).
          const notFound = docs[slots.indexOf('NotFound')]?.h1;
          // Root's own `@docusaurus/Head` tags are every page's, as Root is around every page on Docusaurus.
          const rootHead = docs[slots.indexOf('Root')]?.head;
          return {
            claims: [], sidebars: new Map(), docs: [], categories: new Map(), routesFile: loaded.file, warnings: [],
            render: { docsByRoute: new Map(), categoriesByRoute: new Map(), breadcrumbs: new Map(), pagination: new Map(), editUrls: new Map(), lastUpdated: new Map() },
            slots: Object.fromEntries(slots.map((slot, i) => [slot, withChangedItems(docs[i]!.html.text())])),
            ...(notFound && notFound !== loaded.config.title ? { notFoundTitle: notFound } : {}), ...(rootHead ? { head: rootHead } : {}),
          };
        },
      };
    },
  };
}

/** A slot's component as a React page is read (mdx/format.ts: its `.jsx` path sends it through the MDX path). */
function slotEntry(slot: PageSlot, file: string): DocSource {
  return {
    id: `${THEME_SOURCE_ID}:${slot}`, file, relPath: `${slot}.jsx`, dir: '', route: '/', frontmatter: {},
    body: `import Slot from ${JSON.stringify(`./${path.basename(file)}`)};\n${inDocsPage(slot) ? DOCS_PAGE_IMPORT : ''}\n${slotElement(slot)}\n`,
    bodyLine: 1, isFolderIndex: false, hash: sha1(readFileSync(file)), mdxSyntax: true, lint: [],
  };
}

// The docs page's layout parts render as on a docs page with a sidebar (templates/theme/DocRoot/docs-page.tsx).
// A docs route's root, with the props its route gives it (templates/theme/DocRoot/route-props.tsx).
const DOCS_PAGE_IMPORT = `import DocsPage from ${JSON.stringify(path.join(THEME_DIR, 'DocRoot', 'docs-page.tsx'))};\n`
  + `import RouteRoot from ${JSON.stringify(path.join(THEME_DIR, 'DocRoot', 'route-props.tsx'))};\n`;
const inDocsPage = (slot: PageSlot) => slot.startsWith('DocRoot/') || (DOC_ROUTE_ROOTS as readonly string[]).includes(slot);

function slotElement(slot: PageSlot): string {
  // Root wraps the page: its children are a marker that each page's content replaces (templates/Layout.tsx).
  if (slot === 'Root') return `<Slot><div ${ORIGINAL}="Root" /></Slot>`;
  // The page's column: its children are a marker each docs page fills with its main (templates/doc-root.tsx).
  if ((DOC_ROUTE_ROOTS as readonly string[]).includes(slot)) return `<DocsPage><RouteRoot Slot={Slot} part="${slot}" /></DocsPage>`;
  if (slot === 'DocRoot/Layout/Main') return `<DocsPage><Slot ${DOC_ROOT_PROPS[slot]}><div ${ORIGINAL}="${slot}" /></Slot></DocsPage>`;
  return slot.startsWith('DocRoot/') ? `<DocsPage><Slot ${DOC_ROOT_PROPS[slot] ?? ''}/></DocsPage>` : '<Slot />';
}

// The props Docusaurus's layout gives its halves, for no page in particular (the sidebar's items a page's own).
const DOC_ROOT_PROPS: Partial<Record<PageSlot, string>> = { 'DocRoot/Layout/Sidebar': 'sidebar={[]} hiddenSidebarContainer={false} ', 'DocRoot/Layout/Main': 'hiddenSidebarContainer={false} ' };

/** The parts that draw the footer's links: with one of the site's, docsgen's links are drawn through them too. */
const LINK_PARTS = new Set<FooterPart>(['Footer/Links', 'Footer/Links/MultiColumn', 'Footer/Links/Simple', 'Footer/LinkItem']);

/**
 * docsgen's footer made of its parts (templates/theme/Footer/parts.tsx), the site's `parts` taking their pieces'
 * places. It imports them as a site Footer's module is imported, so one with state hydrates as an island. The
 * pieces that depend on the page are markers each page fills (templates/Footer.tsx).
 */
function footerPartsEntry(parts: FooterPart[], overrides: ThemeOverrides): DocSource {
  return partsModule(`${THEME_SOURCE_ID}:Footer`, path.join('Footer', 'parts.tsx'), parts, overrides, ` linkParts={${parts.some((p) => LINK_PARTS.has(p))}}`);
}

/**
 * The navbar's items where the site draws some, by `@theme/NavbarItem` (the site's, or docsgen's type switch over the
 * site's `NavbarItem/ComponentTypes`: templates/theme/NavbarItem/custom-item.tsx); `drawers`, the site's files of the
 * two. A component of them with state hydrates as an island.
 */
function customItemsEntry(drawers: string[], items: EntryItem[]): DocSource {
  const json = JSON.stringify(items);
  return {
    id: `${THEME_SOURCE_ID}:${NAVBAR_ITEM_TYPES}`, file: drawers[0]!, relPath: 'NavbarItem.jsx', dir: '', route: '/', frontmatter: {},
    body: `import NavbarItem from '@theme/NavbarItem';\nimport CustomNavbarItems from ${JSON.stringify(path.join(THEME_DIR, 'NavbarItem', 'custom-item.tsx'))};\n\n<CustomNavbarItems Item={NavbarItem} items={${json}} />\n`,
    bodyLine: 1, isFolderIndex: false, hash: sha1(`${drawers.map((f) => readFileSync(f, 'utf8')).join('\0')}\0${json}`), mdxSyntax: true, lint: [],
  };
}
