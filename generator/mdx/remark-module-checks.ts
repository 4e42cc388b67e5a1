// Two things in an MDX doc's own JavaScript that would fail later in the bundler, far from the doc's line and with
// an import hint that does not fit: a top-level name the docs module defines itself (remark-exports.ts), and an
// `await` outside a function (a doc's module is evaluated synchronously, as CommonJS, to render it).
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { BuildError, type Problem } from '../errors.ts';

/** The names remark-exports.ts exports from every doc. */
export const DOC_EXPORTS = ['toc', 'frontMatter', 'contentTitle'];

interface EsNode {
  type: string;
  loc?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

interface MdxNode {
  type: string;
  data?: { estree?: EsNode };
  children?: MdxNode[];
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** `exportsToo`: whether remark-exports.ts adds its names to this module. */
export function remarkModuleChecks(options: { exportsToo: boolean }) {
  return (tree: Root, file: VFile) => {
    const problems: Problem[] = [];
    const at = (node: EsNode) => ({ file: file.path, line: node.loc?.start.line, column: node.loc ? node.loc.start.column + 1 : undefined });
    const visit = (node: MdxNode) => {
      const program = node.data?.estree;
      if (program) {
        if (node.type === 'mdxjsEsm' && options.exportsToo) {
          for (const id of topLevelNames(program)) {
            const name = id.name as string;
            if (!DOC_EXPORTS.includes(name)) continue;
            problems.push({
              pos: at(id),
              message: `this doc defines \`${name}\`, a name every MDX doc's module already has (${name === 'toc' ? 'the list of its headings, as on Docusaurus, for <TOCInline toc={toc} />' : 'as on Docusaurus'})`,
              hint: `rename it (e.g. \`my${name[0]!.toUpperCase()}${name.slice(1)}\`), or use the \`${name}\` the doc already has`,
            });
          }
        }
        const awaited = awaitOutsideFunction(program);
        if (awaited) {
          problems.push({
            pos: at(awaited),
            message: '`await` outside a function: an MDX doc is rendered at build time without waiting, so its top level cannot await',
            hint: 'import the data instead (`import data from \'./data.json\'`), or await inside a component (in a useEffect) or in a site plugin',
          });
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree as MdxNode);
    if (problems.length) throw new BuildError(problems);
  };
}

/** The identifiers a module's top level declares or imports. */
function topLevelNames(program: EsNode): EsNode[] {
  const names: EsNode[] = [];
  const declared = (decl: EsNode | null | undefined) => {
    if (!decl) return;
    if (decl.type === 'VariableDeclaration') for (const d of decl.declarations as EsNode[]) patternNames(d.id as EsNode, names);
    else if (decl.id) names.push(decl.id as EsNode);
  };
  for (const statement of program.body as EsNode[]) {
    if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers as EsNode[]) names.push(s.local as EsNode);
    else if (statement.type === 'ExportNamedDeclaration') {
      declared(statement.declaration as EsNode | null);
      for (const s of (statement.specifiers as EsNode[]) ?? []) names.push(s.exported as EsNode);
    } else declared(statement);
  }
  return names.filter((n) => n.type === 'Identifier');
}

function patternNames(pattern: EsNode, into: EsNode[]): void {
  const parts: Record<string, (p: EsNode) => (EsNode | null)[]> = {
    Identifier: () => [],
    ObjectPattern: (p) => (p.properties as EsNode[]).map((q) => (q.value ?? q.argument) as EsNode),
    ArrayPattern: (p) => p.elements as (EsNode | null)[],
    RestElement: (p) => [p.argument as EsNode],
    AssignmentPattern: (p) => [p.left as EsNode],
  };
  if (pattern.type === 'Identifier') into.push(pattern);
  for (const part of parts[pattern.type]?.(pattern) ?? []) if (part) patternNames(part, into);
}

/** The first `await` (or `for await`) not inside a function. */
function awaitOutsideFunction(node: EsNode): EsNode | undefined {
  if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) return node;
  if (FUNCTIONS.has(node.type)) return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || !value || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      const found = child && typeof (child as EsNode).type === 'string' ? awaitOutsideFunction(child as EsNode) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}
