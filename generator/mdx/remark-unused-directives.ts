// remark-directive reads `:name` anywhere in text (`10:30`, `Note:this`) and `::name` lines as directives.
// Those that no plugin used are put back as the text they were written as, as Docusaurus does.
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { walk } from '../markdown/walk.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkUnusedDirectives() {
  return (tree: Root) => {
    walk(tree, (n, index, parent) => {
      if (n.type !== 'textDirective' && n.type !== 'leafDirective' && n.type !== 'containerDirective') return;
      const d = n as Directive;
      if (d.data?.hName) return;
      const marker = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
      const label = d.type === 'containerDirective' ? [] : (d.children as PhrasingContent[]);
      const text: PhrasingContent[] = [{ type: 'text', value: `${marker}${d.name}` }, ...(label.length ? [{ type: 'text', value: '[' } as const, ...label, { type: 'text', value: ']' } as const] : [])];
      const siblings = parent.children as RootContent[];
      if (d.type === 'textDirective') siblings.splice(index, 1, ...text);
      else if (d.type === 'leafDirective') siblings[index] = { type: 'paragraph', children: text } satisfies Paragraph;
      else siblings.splice(index, 1, { type: 'paragraph', children: text }, ...(d.children as RootContent[]));
      return false;
    });
  };
}
