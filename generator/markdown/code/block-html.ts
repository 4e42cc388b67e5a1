// The HTML of a code block's hast as rehype-code leaves it on the direct path (its `.code-block` wrapper and title,
// shell transcripts, npm2yarn tabs, the highlighted `<pre>`'s marker) exactly as hast-util-to-html writes it, by a
// walk that knows only these plain HTML elements. A cold Sapling build wrote its 279 shell transcripts through
// toHtml's general machinery (handlers, options merged per text, omission rules) in ~0.1 s of the main thread's
// CPU; this walk takes a fraction of that. Any other node goes to toHtml itself.
import type { ElementContent, Properties, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { find, html as htmlSchema, type Info } from 'property-information';

export function codeBlockHtml(node: RootContent): string {
  return plain(node) ? nodeHtml(node) : toHtml(node, { allowDangerousHtml: true });
}

/** Elements whose HTML needs none of what this walk leaves to toHtml: void, raw-text, SVG and foreign content. */
const SIMPLE = new Set(['div', 'pre', 'code', 'span', 'button']);

function plain(node: RootContent): node is ElementContent {
  if (node.type === 'text' || node.type === 'raw') return true;
  return node.type === 'element' && SIMPLE.has(node.tagName) && node.children.every(plain);
}

function nodeHtml(node: ElementContent): string {
  if (node.type === 'text') return escape(node.value, TEXT);
  if (node.type === 'raw') return node.value;
  if (node.type !== 'element') throw new Error(`unexpected ${node.type} node`);
  const attributes = attributesHtml(node.properties);
  return `<${node.tagName}${attributes ? ` ${attributes}` : ''}>${node.children.map(nodeHtml).join('')}</${node.tagName}>`;
}

/** What property-information knows of each property name (it makes a new one for every `data*` name it is asked). */
const infos = new Map<string, Info>();

/** As hast-util-to-html's `serializeAttributes`, with its default settings (double quotes, no parse errors). */
function attributesHtml(properties: Properties): string {
  const out: string[] = [];
  for (const key in properties) {
    let value = properties[key];
    if (value === null || value === undefined) continue;
    let info = infos.get(key);
    if (!info) infos.set(key, (info = find(htmlSchema, key)));
    if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
    else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === '')) value = Boolean(value);
    if (value === false || (typeof value === 'number' && Number.isNaN(value))) continue;
    const name = escape(info.attribute, NAME);
    if (value === true) {
      out.push(name);
      continue;
    }
    // As space-separated-tokens and comma-separated-tokens write lists (a last empty token keeps its comma).
    const list = Array.isArray(value) && info.commaSeparated && value[value.length - 1] === '' ? [...value, ''] : value;
    const text = Array.isArray(list) ? list.join(info.commaSeparated ? ', ' : ' ').trim() : String(list);
    out.push(`${name}="${escape(text, ATTRIBUTE)}"`);
  }
  return out.join(' ');
}

// The characters hast-util-to-html escapes in each place, written as it writes them (`&#x3C;`).
const TEXT = /[<&]/;
const ATTRIBUTE = /[\0"&'`]/;
const NAME = /[\0\t\n\f\r "&'/<=>`]/;

function escape(value: string, chars: RegExp): string {
  return chars.test(value) ? value.replace(new RegExp(chars, 'g'), (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`) : value;
}
