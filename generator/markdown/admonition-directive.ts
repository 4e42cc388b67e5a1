// An admonition's opening line, `:::name[Title]{#id .class}` or `:::name Title`, as the container directive
// remark-directive writes for it: the title a paragraph marked as the label, the attribute block read as
// remark-directive reads it (the last `#id` is `id`, the `.class`es joined by spaces are `class`).
import type { ContainerDirective } from 'mdast-util-directive';
import { ANY_ADMONITION } from './markdown-it.ts';

const ATTRIBUTE = /([#.])([^\s#.="'{}]+)|([^\s#.="'{}]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'{}]+)))?/g;

/** `info`: the line after its colons (markdown-it-container's `info`), a container the parser took for an admonition. */
export function admonitionDirective(info: string): ContainerDirective {
  const [, name, bracketed, attributes, spaced] = ANY_ADMONITION.exec(info.trim())!;
  const label = (bracketed ?? spaced)?.trim();
  const node: ContainerDirective = { type: 'containerDirective', name: name!, attributes: attributes === undefined ? {} : directiveAttributes(attributes), children: [] };
  if (label) node.children.push({ type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: label }] });
  return node;
}

export function directiveAttributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const classes: string[] = [];
  for (const m of text.matchAll(ATTRIBUTE)) {
    if (m[1] === '#') out.id = m[2]!;
    else if (m[1] === '.') classes.push(m[2]!);
    else out[m[3]!] = m[4] ?? m[5] ?? m[6] ?? '';
  }
  if (classes.length) out.class = classes.join(' ');
  return out;
}
