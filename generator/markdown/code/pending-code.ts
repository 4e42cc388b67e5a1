// Code highlighted on another thread while this one goes on with the doc (see rehype-code.ts): until its HTML
// comes, each block is a marker in the doc's output, which `fillCode` then replaces.
import type { Raw } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';

/** Private-use characters around a number: no doc writes this by accident. */
const MARKER = /\uE000code:(\d+)\uE000/g;
let nextId = 0;

interface Pending {
  first: number;
  html: Promise<string[]>;
}

interface PendingData {
  pendingCode?: Pending[];
}

/** A raw node for each block `html` will hold, in its order. */
export function deferCode(file: VFile, html: Promise<string[]>, count: number): Raw[] {
  const first = nextId;
  nextId += count;
  // Awaited by fillCode; until then a failure must not count as unhandled.
  html.catch(() => undefined);
  ((file.data as PendingData).pendingCode ??= []).push({ first, html });
  return Array.from({ length: count }, (_, i) => ({ type: 'raw', value: `\uE000code:${first + i}\uE000`, data: { pendingCode: true } }) as Raw);
}

export const isPendingCode = (node: { type: string; data?: object }) => node.type === 'raw' && !!(node.data as { pendingCode?: boolean } | undefined)?.pendingCode;

/** `outputs` (pieces of HTML) with each marker of `file` replaced by its block's HTML. */
export async function fillCode(outputs: string[], file: VFile): Promise<string[]> {
  const pending = (file.data as PendingData).pendingCode;
  if (!pending?.length) return outputs;
  const blocks = new Map<number, string>();
  for (const p of pending) (await p.html).forEach((html, i) => blocks.set(p.first + i, html));
  let filled = 0;
  const result = outputs.map((output) => output.replace(MARKER, (marker, id: string) => {
    const html = blocks.get(Number(id));
    if (html === undefined) return marker;
    filled++;
    return html;
  }));
  if (filled !== blocks.size) throw new Error(`${file.path}: ${blocks.size - filled} of its highlighted code blocks found no place in the output`);
  return result;
}
