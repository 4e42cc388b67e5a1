// Links from the browser's error overlay into the author's editor. `serve --open-editor [editor]` or the
// DOCSGEN_EDITOR environment variable names the editor: a known name, or a URL template of its own with
// {file}, {line} and {column}. Without either, paths in the overlay are plain text.
import { formatPos, UsageError, type Problem } from '../errors.ts';
import type { DevProblem } from '../../client/dev/protocol.ts';

/** URL schemes of editors that register one with the system. */
const KNOWN: Record<string, string> = {
  vscode: 'vscode://file/{file}:{line}:{column}',
  code: 'vscode://file/{file}:{line}:{column}',
  'vscode-insiders': 'vscode-insiders://file/{file}:{line}:{column}',
  cursor: 'cursor://file/{file}:{line}:{column}',
  windsurf: 'windsurf://file/{file}:{line}:{column}',
  vscodium: 'vscodium://file/{file}:{line}:{column}',
  idea: 'idea://open?file={file}&line={line}&column={column}',
  webstorm: 'webstorm://open?file={file}&line={line}&column={column}',
  phpstorm: 'phpstorm://open?file={file}&line={line}&column={column}',
  zed: 'zed://file/{file}:{line}:{column}',
  subl: 'subl://open?url=file://{file}&line={line}&column={column}',
  sublime: 'subl://open?url=file://{file}&line={line}&column={column}',
  mvim: 'mvim://open?url=file://{file}&line={line}&column={column}',
  txmt: 'txmt://open?url=file://{file}&line={line}&column={column}',
  textmate: 'txmt://open?url=file://{file}&line={line}&column={column}',
};

export const EDITOR_ENV = 'DOCSGEN_EDITOR';

/**
 * The URL template for `choice` (the --open-editor value; `true` when given without one), else for
 * DOCSGEN_EDITOR. Undefined when neither names an editor. An unknown name is an error the CLI reports.
 */
export function editorTemplate(choice: string | boolean | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = typeof choice === 'string' ? choice : env[EDITOR_ENV] || (choice ? 'vscode' : undefined);
  if (!name) return undefined;
  if (name.includes('{file}')) return name;
  const template = KNOWN[name.toLowerCase()];
  if (!template) throw new UsageError(`unknown editor "${name}"`, `name one of ${Object.keys(KNOWN).join(', ')}, or give a URL template with {file}, {line} and {column}`);
  return template;
}

/** A problem for the browser: where and what as the terminal prints it, and a link into the editor. */
export function toDevProblem(p: Problem, template?: string): DevProblem {
  const editorUrl = template && p.pos.file
    ? template.replaceAll('{file}', encodeURI(p.pos.file)).replaceAll('{line}', String(p.pos.line ?? 1)).replaceAll('{column}', String(p.pos.column ?? 1))
    : undefined;
  return { where: formatPos(p.pos), message: p.message, ...(p.hint ? { hint: p.hint } : {}), ...(editorUrl ? { editorUrl } : {}) };
}
