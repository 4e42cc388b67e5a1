// Two docs with one id would silently share a sidebar entry and links by id: an error naming both.
import { BuildError, type Problem } from '../errors.ts';
import { keyPosition } from './key-position.ts';
import type { DocSource } from '../types.ts';

export function checkUniqueIds(docs: readonly DocSource[]): void {
  const first = new Map<string, DocSource>();
  const problems: Problem[] = [];
  for (const doc of docs) {
    const other = first.get(doc.id);
    if (!other) {
      first.set(doc.id, doc);
      continue;
    }
    problems.push({
      pos: doc.frontmatter.id === undefined ? { file: doc.file } : keyPosition(doc.file, 'id'),
      message: `duplicate doc id "${doc.id}": ${other.file} has it too`,
      hint: 'a doc id is its path without ".md" (number prefixes dropped) or its frontmatter id: give one of them another id or file name',
    });
  }
  if (problems.length) throw new BuildError(problems);
}
