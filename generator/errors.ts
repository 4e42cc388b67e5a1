/** Where something is in the sources, for error messages. */
export interface SourcePos {
  file: string;
  line?: number;
  column?: number;
}

/** One thing wrong with the input: where, what, and how to fix it. */
export interface Problem {
  pos: SourcePos;
  message: string;
  hint?: string;
}

/** A build failure carrying every problem found, and the warnings found before it; the CLI prints them. */
export class BuildError extends Error {
  readonly problems: Problem[];
  readonly warnings: Problem[];
  constructor(problems: Problem[], warnings: Problem[] = []) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'BuildError';
    this.problems = problems;
    this.warnings = warnings;
  }
}

/** `err` with `warnings` added when it is a BuildError: what was found before the build failed is still told. */
export function withWarnings(err: unknown, warnings: Problem[]): unknown {
  return err instanceof BuildError && warnings.length ? new BuildError(err.problems, uniqueProblems([...err.warnings, ...warnings])) : err;
}

/** Something about how docsgen was run, not about the site's files (a port in use, say): message and fix. */
export class UsageError extends Error {
  constructor(message: string, readonly hint: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Each problem once (the same place and message). */
export function uniqueProblems(problems: Problem[]): Problem[] {
  // The messages told at each place, by file then line and column: one key string per problem (its file, place and
  // message joined) came to ~300 MB for the 100,000-page bench corpus's 1.1 million link warnings.
  const seen = new Map<string, Map<string, string | string[]>>();
  return problems.filter(({ pos, message }) => {
    let places = seen.get(pos.file);
    if (!places) seen.set(pos.file, (places = new Map()));
    const place = `${pos.line}:${pos.column}`;
    const told = places.get(place);
    if (told === undefined) return !!places.set(place, message);
    if (told === message || (Array.isArray(told) && told.includes(message))) return false;
    places.set(place, Array.isArray(told) ? [...told, message] : [told, message]);
    return true;
  });
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

/** JSON.parse, failing with the file, line and column of the error. `what` names the file's role ("category file"). */
export function parseJson(raw: string, file: string, what: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (err) {
    const msg = (err as Error).message;
    const at = /position (\d+)/.exec(msg);
    const before = raw.slice(0, at ? Number(at[1]) : 0).split('\n');
    fail({ file, line: before.length, column: before[before.length - 1]!.length + 1 }, `invalid JSON in ${what}: ${msg}`, 'check for trailing commas and unquoted keys');
  }
}
