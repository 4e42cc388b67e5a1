import type { SourcePos } from './types.ts';

/** One thing wrong with the input: where, what, and how to fix it. */
export interface Problem {
  pos: SourcePos;
  message: string;
  hint?: string;
}

/** A build failure carrying every problem found; the CLI prints them. */
export class BuildError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'BuildError';
    this.problems = problems;
  }
}

/** Something about how docsgen was run, not about the site's files (a port in use, say): message and fix. */
export class UsageError extends Error {
  constructor(message: string, readonly hint: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function fail(pos: SourcePos, message: string, hint?: string): never {
  throw new BuildError([{ pos, message, hint }]);
}

export function formatPos(pos: SourcePos): string {
  let s = pos.file;
  if (pos.line !== undefined) s += `:${pos.line}`;
  if (pos.line !== undefined && pos.column !== undefined) s += `:${pos.column}`;
  return s;
}

export function formatProblem(p: Problem): string {
  return `${formatPos(p.pos)}: ${p.message}${p.hint ? `\n  hint: ${p.hint}` : ''}`;
}
