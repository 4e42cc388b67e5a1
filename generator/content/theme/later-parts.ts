// The modules of the site's parts that render once the site is assembled (doc-page parts, blog parts, index cards:
// each in an MDX stage of its own). They share the islands' one browser build with the docs, so that every island of
// a page runs on one React, inside one Root (client/root-host.tsx), with one instance of each module Root's providers
// and the islands share: an entry of the theme source imports what those modules import, and draws nothing, so the
// docs' stage bundles their islands too; the later stages take the islands' URLs from it (mdx/stage.tsx `islandUrls`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_ITEM_PARTS, BLOG_PAGE_PARTS, DOC_PARTS, type ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { sha1 } from '../../hash.ts';
import { THEME_DIR } from '../../package-paths.ts';
import type { DocSource } from '../../types.ts';
import type { IndexCardsPage } from '../../../templates/theme/DocCardList/index-cards.tsx';
import { partsModule } from './parts-module.ts';
import { THEME_SOURCE_ID } from './source-id.ts';
import { wrapsOriginal } from './navbar-slots.ts';

/** The slots that draw a category's cards. */
export const CARD_SLOTS = ['DocCardList', 'DocCard'] as const;

/** The entry that imports the later parts' modules, or undefined when the site has none. */
export function laterIslandsEntry(overrides: ThemeOverrides): DocSource | undefined {
  const modules = [docPartsModule(overrides), blogPartsModule(overrides)?.module, indexCardsModule(overrides, [])].filter((m) => m !== undefined);
  if (!modules.length) return undefined;
  // Imported for what they import: the same site modules, found islands by the same rule as in their own stages.
  const imports = [...new Set(modules.flatMap((m) => [...m.body.matchAll(/^import \w+ from ("[^"]+");$/gm)].map((i) => `import ${i[1]};`)))];
  return {
    id: `${THEME_SOURCE_ID}:LaterIslands`, file: modules[0]!.file, relPath: 'LaterIslands.jsx', dir: '', route: '/', frontmatter: {},
    body: `${imports.join('\n')}\n`, bodyLine: 1, isFolderIndex: false, hash: sha1(modules.map((m) => m.hash).join('\0')), mdxSyntax: true, lint: [],
  };
}

/** The module that draws the site's doc-page parts, if it has any. */
export function docPartsModule(overrides: ThemeOverrides): DocSource | undefined {
  const names = DOC_PARTS.filter((p) => overrides.has(p));
  return names.length ? partsModule(`${THEME_SOURCE_ID}:DocParts`, path.join('DocItem', 'parts.tsx'), names, overrides) : undefined;
}

/** The module that draws the site's blog parts, and which they are; undefined when it has none. */
export function blogPartsModule(overrides: ThemeOverrides): { items: string[]; pageParts: Set<string>; module: DocSource } | undefined {
  const items = BLOG_ITEM_PARTS.filter((p) => overrides.has(p));
  const pageParts = new Set<string>(BLOG_PAGE_PARTS.filter((p) => overrides.has(p)));
  // A site's BlogSidebar/Content alone draws the posts of docsgen's sidebar (with-content.tsx imports it).
  const content = overrides.has('BlogSidebar/Content') && !pageParts.has('BlogSidebar/Desktop') && !pageParts.has('BlogSidebar');
  if (!items.length && !pageParts.size && !content) return undefined;
  // A site's BlogSidebar/Desktop draws each page's sidebar through docsgen's BlogSidebar (which imports it).
  const components = new Map(overrides);
  // A site's whole BlogSidebar (no wrapper of docsgen's) is its desktop one, hidden on phones as Docusaurus's.
  const whole = overrides.has('BlogSidebar') && !wrapsOriginal(readFileSync(overrides.get('BlogSidebar')!, 'utf8'), 'BlogSidebar');
  if (pageParts.delete('BlogSidebar/Desktop') && !pageParts.has('BlogSidebar')) {
    pageParts.add('BlogSidebar');
    components.set('BlogSidebar', path.join(THEME_DIR, 'BlogSidebar.tsx'));
  } else if (content) {
    pageParts.add('BlogSidebar');
    components.set('BlogSidebar', path.join(THEME_DIR, 'BlogSidebar', 'with-content.tsx'));
  }
  return { items, pageParts, module: partsModule(`${THEME_SOURCE_ID}:BlogParts`, path.join('BlogPostItem', 'parts.tsx'), [...items, ...pageParts], components, whole ? ' wholeSidebar' : '') };
}

/** The module that draws the index pages' cards with the site's components (`pages`), if it has any. */
export function indexCardsModule(overrides: ThemeOverrides, pages: IndexCardsPage[]): DocSource | undefined {
  const names = CARD_SLOTS.filter((s) => overrides.has(s));
  return names.length ? partsModule(`${THEME_SOURCE_ID}:IndexCards`, path.join('DocCardList', 'index-cards.tsx'), names, overrides, ` pages={${JSON.stringify(pages)}}`) : undefined;
}
