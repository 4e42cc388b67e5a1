// The `.md` link targets a content source defines, for the Markdown stage's link rewriting (remark-links.ts).
import path from 'node:path';
import type { DocSource } from '../types.ts';

/** `.md` link targets: docs-relative paths, and (with a leading `/`) site-relative ones, as Docusaurus resolves them. */
export function mdLinkTargets(docs: DocSource[], docsFromRoot: string, scope: string): Map<string, string> {
  const targets = new Map(docs.map((d) => [scope + d.relPath, d.route]));
  if (!docsFromRoot.startsWith('..') && !path.isAbsolute(docsFromRoot)) {
    for (const d of docs) targets.set(`/${docsFromRoot ? `${docsFromRoot}/` : ''}${d.relPath}`, d.route);
  }
  return targets;
}
