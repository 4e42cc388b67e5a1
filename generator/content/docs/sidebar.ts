// The sidebars, computed once per build — one from the folders, or every sidebar of a Docusaurus sidebars file.
import GithubSlugger from 'github-slugger';
import path from 'node:path';
import { applyTrailingSlash, numberPrefix, stripNumberPrefix } from './doc-source.ts';
import { didYouMean } from '../../did-you-mean.ts';
import { BuildError, type Problem } from '../../errors.ts';
import { keyPosition, quotedPosition } from '../key-position.ts';
import type { CategoryMeta, Doc, SidebarItem, SourcePos } from '../../types.ts';
import { DOCS } from '../../docs-url.ts';

type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

const MAX_SIDEBAR_DEPTH = 100;

export interface SidebarInput {
  docs: Doc[];
  categories: Map<string, CategoryMeta>;
  routeBase: string;
  trailingSlash?: boolean;
  /** The parsed sidebars file, when the config names one; `'none'` for no sidebar at all (`sidebarPath: false`). */
  sidebars?: { file: string; value: unknown } | 'none';
  /** Whether a category that does not say folds, and starts folded (the docs options; both true by default). */
  categoryDefaults?: { collapsible: boolean; collapsed: boolean };
}

/** Sidebar name → its items, in the file's order. */
export type Sidebars = Map<string, SidebarItem[]>;

/** Docusaurus's name for the sidebar it generates when a site names no sidebars file. */
export const DEFAULT_SIDEBAR = 'defaultSidebar';

export function buildSidebars(input: SidebarInput): Sidebars {
  const ctx = new SidebarContext(input);
  const sidebars = input.sidebars === 'none' ? new Map<string, SidebarItem[]>()
    : input.sidebars ? ctx.fromSidebarsFile(input.sidebars.file, input.sidebars.value) : new Map([[DEFAULT_SIDEBAR, ctx.autogenerate('')]]);
  if (ctx.problems.length) throw new BuildError(ctx.problems);
  return sidebars;
}

/**
 * The sidebar each page belongs to (route → sidebar name): the first sidebar that lists it as a doc or as a
 * category's page. A `ref` item links to a doc without making that sidebar the doc's.
 */
export function sidebarOfRoutes(sidebars: Sidebars): Map<string, string> {
  const result = new Map<string, string>();
  const walk = (name: string, items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' && !item.ref && !result.has(item.href)) result.set(item.href, name);
      if (item.type !== 'category') continue;
      if (item.href && !result.has(item.href)) result.set(item.href, name);
      walk(name, item.items);
    }
  };
  for (const [name, items] of sidebars) walk(name, items);
  return result;
}

class SidebarContext {
  readonly problems: Problem[] = [];
  private readonly byId: Map<string, Doc>;
  /** Folder → the docs directly in it, and → its direct sub-folders (with docs or a category file below). */
  private readonly docsIn = new Map<string, Doc[]>();
  private readonly foldersIn = new Map<string, Set<string>>();
  private readonly slugger = new GithubSlugger();
  /** The sidebars-file values being read, outermost first: one met again is a cycle. */
  private readonly open = new Set<object>();

  constructor(private readonly input: SidebarInput) {
    this.byId = new Map(input.docs.map((d) => [d.id, d]));
    // Indexed once: scanning every doc for each folder made large sites quadratic.
    for (const doc of input.docs) {
      const list = this.docsIn.get(doc.dir);
      if (list) list.push(doc);
      else this.docsIn.set(doc.dir, [doc]);
    }
    for (const dir of new Set([...this.docsIn.keys(), ...input.categories.keys()])) {
      const parts = dir ? dir.split('/') : [];
      for (let i = 1; i <= parts.length; i++) {
        const parent = parts.slice(0, i - 1).join('/');
        const set = this.foldersIn.get(parent) ?? new Set<string>();
        set.add(parts.slice(0, i).join('/'));
        this.foldersIn.set(parent, set);
      }
    }
  }

  /** Items of a folder: its docs and sub-folders, ordered by position, then by name. */
  autogenerate(dir: string): SidebarItem[] {
    const entries: { position?: number; name: string; make: () => SidebarItem | undefined }[] = [];
    const meta = this.input.categories.get(dir);
    for (const doc of this.docsIn.get(dir) ?? []) {
      if (doc.frontmatter.unlisted) continue;
      // The doc that is the category's own page (its folder index, or the doc its category file links to) is reached
      // through the category entry, not listed again inside it.
      if (dir !== '' && (meta?.link ? meta.link.type === 'doc' && meta.link.id === doc.id : doc.isFolderIndex)) continue;
      entries.push({ position: doc.frontmatter.sidebar_position, name: doc.relPath, make: () => this.docItem(doc) });
    }
    for (const sub of this.foldersIn.get(dir) ?? []) {
      const meta = this.input.categories.get(sub);
      entries.push({ position: meta?.position ?? numberPrefix(path.posix.basename(sub)), name: sub, make: () => this.folderCategory(sub) });
    }
    entries.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return entries.map((e) => e.make()).filter((i): i is SidebarItem => i !== undefined);
  }

  fromSidebarsFile(file: string, value: unknown): Sidebars {
    const sidebars: Sidebars = new Map();
    if (!value || typeof value !== 'object' || Array.isArray(value) || !Object.keys(value).length) {
      this.problems.push({ pos: { file }, message: 'the sidebars file defines no sidebar', hint: `export an object of sidebars, e.g. module.exports = { docs: ["intro", { type: "category", label: "Guides", items: [...] }] } (export default in ESM/TypeScript); see ${DOCS.sidebars}` });
      return sidebars;
    }
    for (const [name, items] of Object.entries(value)) sidebars.set(name, this.fromItems(file, items, `sidebar "${name}"`));
    return sidebars;
  }

  private fromItems(file: string, value: unknown, where: string): SidebarItem[] {
    // A JS sidebars file can build a value that holds itself, or one nested past any real sidebar: stop there.
    if (value && typeof value === 'object') {
      if (this.open.has(value) || this.open.size >= MAX_SIDEBAR_DEPTH) {
        this.problems.push({
          pos: { file },
          message: this.open.has(value) ? `sidebar item nests itself at ${where}` : `sidebar items nest more than ${MAX_SIDEBAR_DEPTH} levels deep at ${where}`,
          hint: 'a category\'s items cannot hold the category (or a list) it is in: check the value the sidebars file builds',
        });
        return [];
      }
      this.open.add(value);
      try {
        return this.itemsOf(file, value, where);
      } finally {
        this.open.delete(value);
      }
    }
    return this.itemsOf(file, value, where);
  }

  private itemsOf(file: string, value: unknown, where: string): SidebarItem[] {
    // `{ "Category": ["a", "b"] }` is shorthand for categories.
    if (value && typeof value === 'object' && !Array.isArray(value)) return this.shorthand(file, value as Record<string, unknown>, where);
    if (!Array.isArray(value)) {
      this.problems.push({ pos: { file }, message: `${where}: expected a list of items, got ${typeof value}` });
      return [];
    }
    return value.flatMap((item, i) => this.fromItem(file, item, `${where}[${i}]`));
  }

  /** `{ Label: [items] }` (or nested `{ Label: { Sub: [items] } }`): one category per key. */
  private shorthand(file: string, value: Record<string, unknown>, where: string): SidebarItem[] {
    return Object.entries(value).map(([label, items]) => this.category(label, this.fromItems(file, items, `${where} > ${label}`)));
  }

  private fromItem(file: string, item: unknown, where: string): SidebarItem[] {
    if (typeof item === 'string') return this.docRef(file, item, where, {});
    if (!item || typeof item !== 'object') {
      this.problems.push({ pos: { file }, message: `${where}: expected a doc id or an item object` });
      return [];
    }
    const o = item as Record<string, unknown>;
    const extra = {
      ...(typeof o.className === 'string' ? { className: o.className } : {}),
      ...(o.customProps && typeof o.customProps === 'object' ? { customProps: o.customProps as Record<string, unknown> } : {}),
    };
    const label = typeof o.label === 'string' ? o.label : undefined;
    // The item's line: where the file quotes its id, label or other value (a JavaScript file has run by now).
    const at = (first?: unknown) => quotedPosition(file, [first, o.id, o.label, o.href, o.value, o.dirName, o.type].map((v) => (typeof v === 'string' ? v : undefined)));
    const need = (key: string, value: unknown): value is string => {
      if (typeof value === 'string') return true;
      this.problems.push({ pos: at(), message: `${where}: a "${String(o.type)}" item needs a string "${key}"` });
      return false;
    };
    switch (o.type) {
      case 'doc':
      case 'ref':
        return need('id', o.id) ? this.docRef(file, o.id, where, { ...extra, ...(label ? { label } : {}), ...(o.type === 'ref' ? { ref: true } : {}) }) : [];
      case 'link':
        return need('label', o.label) && need('href', o.href) ? [{ type: 'link', label: o.label, href: o.href, ...extra }] : [];
      case 'html':
        return need('value', o.value) ? [{ type: 'html', value: o.value, ...(o.defaultStyle === true ? { defaultStyle: true } : {}), ...extra }] : [];
      case 'autogenerated': {
        const dir = this.autogeneratedDir(o.dirName, where, at);
        return dir === undefined ? [] : this.autogenerate(dir);
      }
      case 'category': {
        if (!need('label', o.label)) return [];
        const items = this.fromItems(file, o.items ?? [], `${where} > ${o.label}`);
        return [this.category(o.label, items, {
          file, link: (o.link ?? undefined) as CategoryMeta['link'], collapsed: o.collapsed as boolean | undefined, collapsible: o.collapsible as boolean | undefined, ...extra,
        })];
      }
      case undefined:
        // A bare object without a type is the `{ "Category": [...] }` shorthand.
        return this.shorthand(file, o, where);
      default:
        this.problems.push({ pos: at(o.type), message: `${where}: unknown sidebar item type "${String(o.type)}"`, hint: `use doc, ref, link, html, category or autogenerated; see ${DOCS.sidebars}` });
        return [];
    }
  }

  private docRef(file: string, id: string, where: string, extra: Partial<Extract<SidebarItem, { type: 'doc' }>>): SidebarItem[] {
    const doc = this.byId.get(id);
    if (!doc) {
      this.problems.push({ pos: quotedPosition(file, [id]), message: `${where}: no doc with id "${id}"`, hint: 'a doc id is its folder plus its frontmatter id or file name, without number prefixes or ".md", e.g. "guides/setup"' });
      return [];
    }
    return [{ ...this.docItem(doc), ...extra }];
  }

  /**
   * An autogenerated item's folder, docs-relative ('' for the whole docs folder); undefined (with a problem) for
   * one outside the docs folder or with no docs, which would make an empty list without a word.
   */
  private autogeneratedDir(dirName: unknown, where: string, at: () => SourcePos): string | undefined {
    const hint = 'dirName is a folder of the docs folder, relative to it: "." for all of it, "guides" for docs/guides';
    if (typeof dirName !== 'string') {
      this.problems.push({ pos: at(), message: `${where}: an "autogenerated" item needs a string "dirName"`, hint });
      return undefined;
    }
    const dir = path.posix.normalize(dirName.replaceAll('\\', '/')).replace(/^\.\/?$|\/+$/g, '');
    if (dir === '') return '';
    const outside = dir.startsWith('/') || dir === '..' || dir.startsWith('../');
    if (!outside && (this.docsIn.has(dir) || this.foldersIn.has(dir) || this.input.categories.has(dir))) return dir;
    this.problems.push({
      pos: at(),
      message: `${where}: autogenerated dirName "${dirName}" ${outside ? 'is outside the docs folder' : 'names a folder with no docs in the docs folder'}`,
      hint: outside ? hint : this.folderHint(dir, hint),
    });
    return undefined;
  }

  /** `hint` with the folder `dir` may have meant, else the docs folder's own folders. */
  private folderHint(dir: string, hint: string): string {
    const meant = didYouMean(dir, [...this.foldersIn.values()].flatMap((set) => [...set]));
    if (meant) return `did you mean "${meant}"? ${hint}`;
    return `${hint}; the docs folder's folders: ${[...(this.foldersIn.get('') ?? [])].sort().map((f) => `"${f}"`).join(', ') || 'none'}`;
  }

  /** Where a category's link to `id` is set: in the sidebars file (quoted), or in its `_category_` file (YAML need not quote). */
  private linkPosition(file: string | undefined, id: string | undefined, label: string): SourcePos {
    if (!file) return { file: 'sidebar' };
    const quoted = quotedPosition(file, [id, label]);
    return quoted.line !== undefined ? quoted : keyPosition(file, 'link');
  }

  private docItem(doc: Doc): Extract<SidebarItem, { type: 'doc' }> {
    const { sidebar_class_name: className, sidebar_custom_props: customProps } = doc.frontmatter;
    return { type: 'doc', id: doc.id, label: doc.sidebarLabel, href: doc.route, ...(className ? { className } : {}), ...(customProps ? { customProps } : {}) };
  }

  private folderCategory(dir: string): SidebarItem | undefined {
    const meta = this.input.categories.get(dir);
    const items = this.autogenerate(dir);
    const index = this.docsIn.get(dir)?.find((d) => d.isFolderIndex);
    const link = meta?.link ?? (index ? { type: 'doc' as const, id: index.id } : undefined);
    if (!items.length && !link) return undefined; // an empty folder adds nothing
    return this.category(meta?.label ?? stripNumberPrefix(dir.split('/').pop()!), items, { ...meta, link, file: meta?.file });
  }

  private category(label: string, items: SidebarItem[], meta: Partial<CategoryMeta> = {}): CategoryItem {
    let href: string | undefined;
    if (meta.link?.type === 'doc') {
      const doc = this.byId.get(meta.link.id ?? '');
      if (doc) href = doc.route;
      else this.problems.push({ pos: this.linkPosition(meta.file, meta.link.id, label), message: `category "${label}" links to a missing doc "${meta.link.id}"`, hint: 'use the id of an existing doc' });
    } else if (meta.link?.type === 'generated-index') {
      const slug = meta.link.slug ?? `/category/${new GithubSlugger().slug(label)}`;
      href = applyTrailingSlash(`${this.input.routeBase}${slug.startsWith('/') ? '' : '/'}${slug}`, this.input.trailingSlash);
    }
    return {
      type: 'category',
      label,
      href,
      collapsed: meta.collapsed ?? this.input.categoryDefaults?.collapsed ?? true,
      collapsible: meta.collapsible ?? this.input.categoryDefaults?.collapsible ?? true,
      items,
      key: this.slugger.slug(label),
      ...(meta.link?.type === 'generated-index' ? { indexTitle: meta.link.title, indexDescription: meta.link.description } : {}),
      ...(meta.className ? { className: meta.className } : {}),
      ...(meta.customProps ? { customProps: meta.customProps } : {}),
    };
  }
}

/** Every category of the tree, depth first. */
export function sidebarCategories(items: SidebarItem[]): CategoryItem[] {
  return items.flatMap((i) => (i.type === 'category' ? [i, ...sidebarCategories(i.items)] : []));
}
