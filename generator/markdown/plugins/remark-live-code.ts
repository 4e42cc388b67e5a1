// ```` ```jsx live ```` blocks as playgrounds (`liveCodeBlock`, Docusaurus's theme-live-codeblock): on the server the
// block stays highlighted code, framed by the playground's headers and an empty result, so the page reads without
// JavaScript; client/live-code.tsx, an island loaded only by pages that have one, turns it into an editor and a
// preview in the same frame. `noInline`: the code calls `render(…)` itself, as react-live reads it.
import type { Code, Root } from 'mdast';
import type { ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import type { MarkdownSetup } from '../setup.ts';
import { ATTR } from '../../../client/inlined-constants.ts';
import { playgroundLabels } from '../words.ts';

/** The island's props (client/live-code.tsx reads them). */
export interface PlaygroundProps {
  code: string;
  language: string;
  noInline: boolean;
  position: 'bottom' | 'top';
  /** The headers in the locale's words, when it has them (words.ts). */
  labels?: { editor: string; result: string };
}

const word = (meta: string, w: string) => new RegExp(`(^|\\s)${w}(?=\\s|$)`).test(meta);

export function remarkLiveCode() {
  return (tree: Root, file: VFile) => {
    const setup = (file.data.setup as MarkdownSetup | undefined)?.liveCode;
    if (!setup) return;
    const labels = playgroundLabels((file.data.setup as MarkdownSetup).words);
    walk(tree, (node) => {
      if (node.type !== 'code' || !word((node as Code).meta ?? '', 'live')) return true;
      const code = node as Code;
      const meta = code.meta!;
      const props: PlaygroundProps = { code: code.value, language: code.lang ?? 'jsx', noInline: word(meta, 'noInline'), position: setup.position, ...(labels ? { labels } : {}) };
      // The code block itself, without the words the playground took.
      const block: Code = { type: 'code', lang: code.lang, meta: meta.replace(/(^|\s)(live|noInline)(?=\s|$)/g, '').trim() || null, value: code.value };
      const editor = [header(labels?.editor ?? 'Live Editor'), block];
      const result = [header(labels?.result ?? 'Result'), { type: 'livePreview', data: { hName: 'div', hProperties: { className: ['playground-preview'] } } }];
      Object.assign(code, {
        type: 'livePlayground',
        data: { hName: 'div', hProperties: { className: ['playground-frame'] } },
        // Its stylesheet beside the island, which the browser's render replaces the content of.
        children: [
          { type: 'liveStylesheet', data: { hName: 'link', hProperties: { rel: 'stylesheet', href: setup.css } } },
          {
            type: 'liveIsland',
            data: { hName: 'div', hProperties: { className: ['playground', 'island'], [ATTR.island]: 'site', [ATTR.islandSrc]: setup.src, [ATTR.islandExport]: 'default', [ATTR.props]: JSON.stringify(props) } },
            children: setup.position === 'top' ? [...result, ...editor] : [...editor, ...result],
          },
        ],
      });
      return false;
    });
  };
}

/** A header of the frame: hast, so that no Markdown stage (sections, search) reads it as the doc's text. */
function header(text: string) {
  const children: ElementContent[] = [{ type: 'text', value: text }];
  return { type: 'playgroundHeader', data: { hName: 'div', hProperties: { className: ['playground-header'] }, hChildren: children } };
}
