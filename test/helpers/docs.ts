// Build Doc values in memory for stage tests (no Markdown parsing needed).
import { inMemory } from '../../generator/doc-html.ts';
import type { CategoryMeta, Doc } from '../../generator/types.ts';

export function doc(id: string, opts: { position?: number; label?: string; title?: string; index?: boolean; headings?: string[]; links?: string[] } = {}): Doc {
  const parts = id.split('/');
  const dir = parts.slice(0, -1).join('/');
  const title = opts.title ?? parts[parts.length - 1]!;
  return {
    id,
    file: `/site/docs/${id}.md`,
    relPath: `${id}.md`,
    dir,
    route: opts.index ? `/docs/${dir}/` : `/docs/${id}`,
    frontmatter: { sidebar_position: opts.position },
    body: '',
    bodyLine: 1,
    isFolderIndex: opts.index ?? false,
    hash: id,
    mdxSyntax: false,
    lint: [],
    html: inMemory(''),
    headings: (opts.headings ?? []).map((h, i) => ({ depth: 2, text: h, id: h, line: i + 1 })),
    links: (opts.links ?? []).map((url, i) => ({ url, line: i + 3, column: 1 })),
    lead: '',
    sections: [],
    title,
    sidebarLabel: opts.label ?? title,
    description: '',
  };
}

export function category(dir: string, meta: Partial<CategoryMeta>): [string, CategoryMeta] {
  return [dir, { dir, label: dir, collapsed: true, collapsible: true, ...meta }];
}
