// A plain Markdown doc (one the fast path renders) as plain Markdown: its text as its author wrote it, read once
// line by line, with every link and image pointing at the published site and heading ids (`{#id}` and the comment
// forms) left out.
// Serializing a syntax tree instead cost ~1 s on the Sapling site, most of a build. An MDX doc's components, which
// only their rendering turns into text, are made from their HTML (html-markdown.ts), the rest from here.
import { FenceLines } from '../markdown/fence-lines.ts';

/** `body` outside code, its link and image URLs passed through `link` (which gets them as written). */
export function sourceMarkdown(body: string, link: (url: string) => string): string {
  const fences = new FenceLines();
  return body.split('\n').map((line) => (fences.next(line) ? line : rewriteLine(line, link))).join('\n');
}

// Inline code (left alone), then what holds a URL: `](url)`, `[label]: url` and HTML `href`/`src` attributes.
const URLS = /(`+)[^`]*?\1|(\]\(\s*)(<[^>\n]*>|[^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)|^( {0,3}\[(?!\^)[^\]]+\]:[ \t]*)(<[^>\n]*>|\S+)|(\b(?:href|src)=")([^"]*)/g;
// `{#id}`, or the comment forms (MDX or HTML) whose first word is `#id`.
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*(?:\{#[^}\s]+\}|\{\/\*[ \t]*#(?:(?!\*\/)[^])*\*\/\}|<!--[ \t]*#(?:(?!-->)[^])*-->)[ \t]*$/;
/** What every URL form above contains: most lines have none, and skip the longer pattern (~40 % of the llms files' time). */
const MAY_HOLD_URL = /\]\(|\]:|(?:href|src)="/;

function rewriteLine(line: string, link: (url: string) => string): string {
  const rewritten = !MAY_HOLD_URL.test(line) ? line : line.replace(URLS, (all: string, code?: string, ...parts: (string | undefined)[]) => {
    if (code) return all;
    const [inlineStart, inlineUrl, defStart, defUrl, attrStart, attrUrl] = parts;
    const start = inlineStart ?? defStart ?? attrStart!;
    const url = inlineUrl ?? defUrl ?? attrUrl!;
    const bracketed = url.startsWith('<') && url.endsWith('>');
    const target = link(bracketed ? url.slice(1, -1) : url);
    return start + (bracketed ? `<${target}>` : target);
  });
  return rewritten.startsWith('#') ? rewritten.replace(HEADING_ID, '$1') : rewritten;
}
