// The links an MDX file writes as JSX, which Docusaurus's broken-link checker collects: every `@docusaurus/Link`
// rendered reports its target (`to`, else `href`). Only a literal target is known before rendering. A hand-written
// `<a href>` is not collected: MDX 2+ leaves JSX elements written in the file as they are (not the `a` of
// MDXComponents, Docusaurus's Link), so Docusaurus 3 neither checks it nor puts the base URL in front.
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import { walk } from '../walk.ts';
import type { LinkRef } from '../../types.ts';

const LINK_MODULE = '@docusaurus/Link';
type ModuleStatement = Program['body'][number];

/**
 * The file's JSX links to `@docusaurus/Link` (under whatever name it imports it, or `provided`: the names the site's
 * MDXComponents gives it, which the file uses without an import unless it binds that name itself), with their
 * positions.
 */
export function jsxLinks(tree: Root, provided: readonly string[] = []): LinkRef[] {
  const names = linkNames(tree, provided);
  if (!names.size) return [];
  const links: LinkRef[] = [];
  walk(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const el = node as MdxJsxFlowElement | MdxJsxTextElement;
    if (!el.name || !names.has(el.name)) return;
    const attr = (name: string) => el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
    // Docusaurus's Link reads `to` before `href`; a target computed by an expression is not known here.
    const target = attr('to') ?? attr('href');
    if (!target || typeof target.value !== 'string' || target.value === '' || attr('data-noBrokenLinkCheck')) return;
    links.push({ url: target.value, line: el.position?.start.line ?? 0, column: el.position?.start.column ?? 0 });
  });
  return links;
}

/**
 * The local names the file gives `@docusaurus/Link`'s default export (`import Link from`, `{ default as L }`), and
 * the provided names it does not bind to something else (an import or an export of its own).
 */
function linkNames(tree: Root, provided: readonly string[]): Set<string> {
  const names = new Set<string>();
  const bound = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      for (const name of boundNames(statement)) bound.add(name);
      if (statement.type !== 'ImportDeclaration' || statement.source.value !== LINK_MODULE) continue;
      for (const s of statement.specifiers) {
        if (s.type === 'ImportDefaultSpecifier') names.add(s.local.name);
        else if (s.type === 'ImportSpecifier' && (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) === 'default') names.add(s.local.name);
      }
    }
  }
  for (const name of provided) if (!bound.has(name)) names.add(name);
  return names;
}

/** The names an import or an exported declaration binds. */
function boundNames(statement: ModuleStatement): string[] {
  if (statement.type === 'ImportDeclaration') return statement.specifiers.map((s) => s.local.name);
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
  if (!declaration) return [];
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
  return declaration.id ? [declaration.id.name] : [];
}
