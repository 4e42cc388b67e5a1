// The page parts a site replaces with its own theme components (`src/theme/Footer`, `src/theme/NotFound/Content`;
// see docusaurus/theme-overrides.ts): each goes through the MDX path as a one-line module that renders it, so it
// bundles, renders on the server and hydrates as an island as a doc's components do. It makes no page: its HTML is
// put in every page's place for it (templates/Layout.tsx).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import { PAGE_SLOTS, unusedOverrides, type PageSlot, type ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { sha1 } from '../../hash.ts';
import { ORIGINAL } from '../../../templates/theme/originals.ts';
import type { Doc, DocSource } from '../../types.ts';
import type { ContentSource, LoadedSource } from '../source.ts';

export const THEME_SOURCE_ID = 'theme';

export function themeSource(loaded: LoadedConfig, overrides: ThemeOverrides): ContentSource {
  const folder = path.join(loaded.root, 'src', 'theme');
  return {
    id: THEME_SOURCE_ID,
    folder,
    watched: [folder],
    async load(): Promise<LoadedSource> {
      const slots = PAGE_SLOTS.filter((s) => overrides.has(s));
      const entries = slots.map((slot) => slotEntry(slot, overrides.get(slot)!));
      return {
        id: THEME_SOURCE_ID,
        entries,
        linkTargets: new Map(),
        warnings: unusedOverrides(overrides, loaded.root),
        kept: { key: '', docs: new Map() },
        async assemble(docs: Doc[]) {
          return {
            claims: [], sidebars: new Map(), docs: [], categories: new Map(), routesFile: loaded.file, warnings: [],
            render: { docsByRoute: new Map(), categoriesByRoute: new Map(), breadcrumbs: new Map(), pagination: new Map(), editUrls: new Map(), lastUpdated: new Map() },
            slots: Object.fromEntries(slots.map((slot, i) => [slot, docs[i]!.html.text()])),
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
    // Root wraps the page: its children are a marker that each page's content replaces (templates/Layout.tsx).
    body: `import Slot from ${JSON.stringify(`./${path.basename(file)}`)};\n\n${slot === 'Root' ? `<Slot><div ${ORIGINAL}="Root" /></Slot>` : '<Slot />'}\n`,
    bodyLine: 1, isFolderIndex: false, hash: sha1(readFileSync(file)), mdxSyntax: true, lint: [],
  };
}
