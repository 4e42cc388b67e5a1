// `:::note|tip|info|important|caution|warning|danger [title]` containers → <aside class="theme-admonition">, or, for a site
// with its own Admonition component or types (an MDX doc's `file.data.jsxAdmonitions`), `<Admonition type title>`
// elements — then also for the site's own types (`setup.admonitionKeywords`), which only its components render.
import type { Root, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walk } from '../walk.ts';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { ADMONITION_TITLES, admonitionClasses, admonitionTitle } from '../../../templates/theme/admonition-kinds.ts';
import type { MarkdownSetup } from '../setup.ts';

export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const jsx = file.data.jsxAdmonitions === true;
    const setup = file.data.setup as MarkdownSetup | undefined;
    const keywords = jsx ? setup?.admonitionKeywords ?? [] : [];
    walk(tree, (node) => {
      if (node.type !== 'containerDirective') return;
      const d = node as ContainerDirective;
      // Other names are left to remark-unused-directives (MDX), or never parsed as containers (Markdown).
      if (!(d.name in ADMONITION_TITLES) && !keywords.includes(d.name)) return;
      const first = d.children[0];
      const label = first?.type === 'paragraph' && first.data?.directiveLabel ? toString(first) : undefined;
      if (label !== undefined) d.children.shift();
      // `:::note{#id .class}`: the box's id and classes, as Docusaurus passes them on.
      const id = d.attributes?.id ?? undefined;
      const classes = d.attributes?.class ?? undefined;
      // As Docusaurus gives it: a title only when the block names one; one with Markdown in it (code, emphasis) as
      // a first child `<mdxAdmonitionTitle>`, which the Admonition takes for its title (Admonition.tsx).
      if (jsx) {
        const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });
        const formatted = label !== undefined && (first as Paragraph).children.some((c) => c.type !== 'text');
        const given: [string, string | undefined][] = [['title', formatted ? undefined : label], ['className', classes], ['id', id]];
        if (formatted) d.children.unshift({ type: 'mdxJsxFlowElement', name: 'mdxAdmonitionTitle', attributes: [], children: (first as Paragraph).children } as never);
        Object.assign(d, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes: [attribute('type', d.name), ...given.filter(([, v]) => v !== undefined).map(([k, v]) => attribute(k, v!))] });
        return;
      }
      // The type's title in the locale's words (setup.words): a parse is cached per setup, so per locale.
      const title = label ?? admonitionTitle(d.name, setup?.words)!;
      // The block's title keeps its Markdown (code, emphasis), as Docusaurus shows it.
      const titleContent = label !== undefined ? (first as Paragraph).children : [{ type: 'text' as const, value: title }];
      d.data = {
        hName: 'aside',
        hProperties: { ...(id !== undefined && { id }), className: [...admonitionClasses(d.name), ...(classes?.split(/\s+/) ?? [])], 'aria-label': title },
      };
      const heading: Paragraph = {
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
        children: titleContent,
      };
      d.children.unshift(heading);
    });
  };
}
