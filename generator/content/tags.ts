// Tags of blog posts and docs, by Docusaurus's rules: frontmatter `tags` names keys of the tags file (`label`,
// `permalink`, `description`) or gives tags inline (`'tips'`, `{label, permalink}`); with a tags file, an inline
// tag is reported as `onInlineTags` says. A tag's page is under `base` (`/blog/tags`, `/docs/tags`).
import { existsSync } from 'node:fs';
import kebabCase from 'lodash.kebabcase';
import type { Problem } from '../errors.ts';
import type { Tag } from '../types.ts';
import { applyTrailingSlash } from './docs/doc-source.ts';
import { readMapFile } from './map-file.ts';
import { obj, str, type Obj } from '../values.ts';


export interface TagOptions {
  /** The tags file, if any. */
  file?: string;
  /** Where the tag pages are (`/blog/tags`). */
  base: string;
  onInline: 'ignore' | 'log' | 'warn' | 'throw';
  /** The site's `trailingSlash`: tag pages are linked as Docusaurus's `<Link>` links them. */
  trailingSlash?: boolean;
}

export interface TagResolver {
  tags(fm: Obj, file: string): Tag[];
  /** Inline tags reported: the ones set to throw fail the build. */
  problems: { warn: Problem[]; fail: Problem[] };
}

export function tagResolver({ file: tagsFile, base, onInline, trailingSlash }: TagOptions): TagResolver {
  const known = tagsFile && existsSync(tagsFile) ? readMapFile(tagsFile, 'tags') : undefined;
  const problems = { warn: [] as Problem[], fail: [] as Problem[] };
  const tagPath = (permalink: string) => applyTrailingSlash(`${base}/${permalink.replace(/^\/+/, '')}`, trailingSlash);
  return {
    problems,
    tags(fm, file) {
      const listed = Array.isArray(fm.tags) ? fm.tags : [];
      return listed.flatMap((t): Tag[] => {
        if (typeof t !== 'string') {
          const label = str(obj(t).label);
          return label ? [{ label, permalink: tagPath(str(obj(t).permalink) ?? `/${kebabCase(label)}`) }] : [];
        }
        const entry = known?.get(t);
        if (entry) return [{ label: str(entry.label) ?? t, permalink: tagPath(str(entry.permalink) ?? `/${kebabCase(t)}`), ...(str(entry.description) ? { description: str(entry.description) } : {}) }];
        if (known && onInline !== 'ignore') {
          const problem = { pos: { file }, message: `frontmatter "tags": "${t}" is not in the tags file`, hint: `add it to ${tagsFile}, or use one of its tags` };
          (onInline === 'throw' ? problems.fail : problems.warn).push(problem);
        }
        return [{ label: t, permalink: tagPath(`/${kebabCase(t)}`) }];
      });
    },
  };
}
