// A doc's own interactive code hydrates as a site module's does (islands.ts). Docusaurus sites define components in
// the doc itself (`export const Highlight = ({children}) => <span onClick={…}>…`, as the classic template's
// Markdown page does) and write elements with handlers inline (`<button onClick={…}>Click me!</button>`). Such an
// export, and such an element (given a component of its own, `DocsgenInline0`), move with the doc's imports into a
// module beside the doc (`./.docsgen-inline-<hash>.jsx`, made by the bundles: bundle.ts, islands.ts), which the
// doc imports; that module needs the browser, so it is an island like any other. The doc's other exports that the
// moved code reads (`export const label = 'x'`) are copied into the module too: the doc keeps its own for its render.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { sha1 } from '../hash.ts';
import { THEME_DIR } from '../package-paths.ts';
import { needsBrowser } from './needs-browser.ts';
import { islandImports, type ImportNode } from './island-imports.ts';

/** The file name the bundles know a doc's inline module by. */
export const INLINE_MODULE = /(?:^|[\\/])\.docsgen-inline-[0-9a-f]{12}\.jsx$/;

interface Esm {
  type: 'mdxjsEsm';
  value: string;
  data?: { estree?: { body: (ImportNode & { declaration?: Declaration | null })[] } };
}

interface Declaration {
  type: string;
  id?: { name: string } | null;
  declarations?: { id: { type: string; name?: string }; init?: { type: string } | null }[];
}

interface Point {
  line: number;
  column: number;
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; value?: unknown }[];
  children?: JsxNode[];
  position?: { start: Point; end: Point };
}

export function remarkInlineIslands() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const imports: string[] = [];
    const importNodes: ImportNode[] = [];
    const moved: string[] = [];
    const names: string[] = [];
    const others: { names: string[]; value: string }[] = [];
    const functions = new Set<string>();
    const replaced = new Map<RootContent, RootContent>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      const esm = node as unknown as Esm;
      const body = esm.data?.estree?.body ?? [];
      if (body.every((s) => s.type === 'ImportDeclaration')) {
        imports.push(esm.value);
        importNodes.push(...body);
      }
      // Only declarations of the doc's own: not re-exports, not the doc's data (`export const toc`).
      else if (body.every((s) => s.type === 'ExportNamedDeclaration' && !s.source && s.declaration)) {
        const declared = body.flatMap((s) => declaredNames(s.declaration!));
        if (!declared.length) continue;
        for (const s of body) functionNames(s.declaration!).forEach((f) => functions.add(f));
        if (!needsBrowser(esm.value)) {
          others.push({ names: declared, value: esm.value });
          continue;
        }
        moved.push(esm.value);
        names.push(...declared);
        replaced.set(node, node);
      }
    }
    let n = 0;
    let offset: ((p: Point) => number) | undefined;
    let wrapping: ((text: string) => boolean) | undefined;
    let passing: ((node: JsxNode) => boolean) | undefined;
    for (const node of tree.children) {
      const jsx = node as unknown as JsxNode;
      if (jsx.type !== 'mdxJsxFlowElement' || !jsx.name || !jsx.position) continue;
      const own = /^[a-z]/.test(jsx.name);
      if (!own && !/^[A-Z]/.test(jsx.name)) continue;
      offset ??= lineOffsets(source);
      const text = source.slice(offset(jsx.position.start), offset(jsx.position.end));
      // Markdown inside (a blank line) is compiled by MDX, not by a module: such an element stays as it is.
      if (/\n[ \t]*\n/.test(text)) continue;
      wrapping ??= wrapsIsland(file.path, importNodes, [...names], others.flatMap((o) => o.names));
      passing ??= passesFunction(file.path, importNodes, functions);
      if (own ? !needsBrowser(text) : !wrapping(text) && !passing(jsx)) continue;
      const name = `DocsgenInline${n++}`;
      moved.push(`export const ${name} = () => (${text});`);
      names.push(name);
      replaced.set(node, { type: 'mdxJsxFlowElement', name, attributes: [], children: [], position: node.position } as never);
    }
    if (!moved.length) return;
    const code = [...imports, ...readBy(moved, others), ...moved].join('\n');
    const specifier = `./.docsgen-inline-${sha1(code).slice(0, 12)}.jsx`;
    const value = `import { ${names.join(', ')} } from ${JSON.stringify(specifier)};\nexport { ${names.filter((x) => !x.startsWith('DocsgenInline')).join(', ')} };`;
    const esm = { type: 'mdxjsEsm', value, data: { estree: parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) } } as never as RootContent;
    let first = true;
    tree.children = tree.children.flatMap((node) => {
      if (!replaced.has(node)) return [node];
      const instead = replaced.get(node)!;
      if (instead.type === 'mdxjsEsm') {
        const keep = first ? [esm] : [];
        first = false;
        return keep;
      }
      return [instead];
    });
    // Only inline elements: the import goes first.
    if (first) tree.children.unshift(esm);
    (file.data as { inlineModule?: string }).inlineModule = code;
  };
}

/**
 * Whether an element's text (a site component's, not docsgen's theme's) holds, inside it, a component whose module
 * needs the browser (or is such an export of the doc), and names only components the module can import (the doc's imports and own exports; not
 * those MDX provides by name, which a module does not see).
 */
function wrapsIsland(docFile: string, imports: ImportNode[], moved: string[], kept: string[]): (text: string) => boolean {
  const from = new Map(imports.flatMap((i) => (i.specifiers ?? []).map((s) => [s.local.name, String(i.source?.value)] as const)));
  let islands: Set<string> | undefined;
  return (text) => {
    const used = [...text.matchAll(/<([A-Z][\w$]*)/g)].map((m) => m[1]!);
    const [outer, ...inner] = used;
    if (!outer || !used.every((u) => from.has(u) || moved.includes(u) || kept.includes(u))) return false;
    // `<BrowserOnly>` written in the doc: its children run in the browser alone, so the element is an island.
    if (from.get(outer) === '@docusaurus/BrowserOnly') return true;
    if (!inner.length || /^@(theme|docusaurus)\//.test(from.get(outer) ?? '')) return false;
    islands ??= islandImports(docFile, imports);
    return inner.some((u) => islands!.has(u) || moved.includes(u));
  };
}

/**
 * Whether an element gives a function (`render={() => …}`, `options={{ format: (v) => … }}`, or one the doc declares
 * by its name, `render={myFn}`) to a component that hydrates: an island's props reach the browser as JSON, so the element as written moves into the inline module and
 * the function is made there, as Docusaurus's hydrated page makes it. Such components are the doc's imports of
 * modules that need the browser and a theme package's `@theme/…` components (docsgen cannot tell from the doc
 * whether those need it); docsgen's own theme and `@docusaurus/…` modules render on the server.
 */
function passesFunction(docFile: string, imports: ImportNode[], functions: Set<string>): (node: JsxNode) => boolean {
  // A name read as a value: not a property (`x.f`), nor an object's key (`{ f: 1 }`).
  const alternatives = [...functions].map((f) => f.replace(/\$/g, '\\$')).join('|');
  const names = functions.size ? new RegExp(`(?<![\\w$.])(?:${alternatives})(?![\\w$]|\\s*:)`) : undefined;
  const isFunction = (attr: { type: string; value?: unknown }) => {
    const expression = attributeExpression(attr);
    return expression !== undefined && (/=>|\bfunction\b/.test(expression) || !!names?.test(expression));
  };
  const from = new Map(imports.flatMap((i) => (i.specifiers ?? []).map((s) => [s.local.name, String(i.source?.value)] as const)));
  let islands: Set<string> | undefined;
  const hydrates = (name: string) => {
    const spec = from.get(name);
    if (spec === undefined || spec.startsWith('@docusaurus/')) return false;
    if (spec.startsWith('@theme/')) return !existsSync(path.join(THEME_DIR, `${spec.slice('@theme/'.length)}.tsx`));
    islands ??= islandImports(docFile, imports);
    return islands.has(name);
  };
  const passes = (node: JsxNode): boolean =>
    (/^[A-Z]/.test(node.name ?? '') && hydrates(node.name!.split('.')[0]!) && (node.attributes ?? []).some(isFunction)) ||
    (node.children ?? []).some(passes);
  return passes;
}

/** An attribute's (or `{...spread}`'s) expression, when it is one. */
function attributeExpression(attr: { type: string; value?: unknown }): string | undefined {
  const expression = attr.type === 'mdxJsxExpressionAttribute' ? attr.value : (attr.value as { value?: unknown } | null | undefined)?.value;
  return typeof expression === 'string' ? expression : undefined;
}

/** The names a declaration gives to functions (`function f() {}`, `const f = (x) => …`, `const f = function …`). */
function functionNames(d: Declaration): string[] {
  if (d.type === 'FunctionDeclaration') return d.id ? [d.id.name] : [];
  return (d.declarations ?? []).flatMap((v) =>
    v.id.name && /^(Arrow)?FunctionExpression$/.test(v.init?.type ?? '') ? [v.id.name] : [],
  );
}

/** The declarations among `others` that `code` reads, directly or through one another, in the doc's order. */
function readBy(code: string[], others: { names: string[]; value: string }[]): string[] {
  const taken = new Set<number>();
  const read = (text: string) =>
    others.forEach((o, i) => {
      if (taken.has(i) || !o.names.some((n) => new RegExp(`(?<![\\w$])${n.replace(/\$/g, '\\$')}(?![\\w$])`).test(text))) return;
      taken.add(i);
      read(o.value);
    });
  code.forEach(read);
  return others.filter((_, i) => taken.has(i)).map((o) => o.value);
}

function declaredNames(d: Declaration): string[] {
  if (d.id) return [d.id.name];
  return (d.declarations ?? []).flatMap((v) => (v.id.type === 'Identifier' && v.id.name ? [v.id.name] : []));
}

/** A point's offset in `source`, from its line and column (offsets are the MDX parser's, in the text it was given: markdown-parts.ts). */
function lineOffsets(source: string): (p: Point) => number {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return (p) => starts[p.line - 1]! + p.column - 1;
}
