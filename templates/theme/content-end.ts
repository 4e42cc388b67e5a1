// Where the content starts and ends inside a site's MDXContent (templates/theme/runtime.tsx): a blog list cuts a
// post's excerpt inside the wrapper and keeps what the wrapper draws after the content (generator/content/blog/source.ts);
// a site's DocItem/Content, which draws MDXContent around the doc's content itself, as Docusaurus's does, gets the
// content alone (templates/doc-parts.tsx).
export const CONTENT_START = 'data-docsgen-content-start';
export const CONTENT_END = 'data-docsgen-content-end';
export const CONTENT_START_HTML = '<div data-docsgen-content-start=""></div>';
export const CONTENT_END_HTML = /<div data-docsgen-content-end=""><\/div>/;

/** `drawn` without its start marker, and what the wrapper drew before and after the content (none without a wrapper). */
export function contentFrame(drawn: string): { html: string; frame?: readonly [before: string, after: string] } {
  const start = drawn.indexOf(CONTENT_START_HTML);
  if (start < 0) return { html: drawn };
  const html = drawn.slice(0, start) + drawn.slice(start + CONTENT_START_HTML.length);
  const end = [...html.matchAll(new RegExp(CONTENT_END_HTML, 'g'))].at(-1);
  return end?.index === undefined ? { html } : { html, frame: [html.slice(0, start), html.slice(end.index + end[0].length)] };
}

/** `html` (a doc's, maybe with a stylesheet link before it) without what the site's MDXContent drew around its content. */
export function unframed(html: string, frame: readonly [before: string, after: string] | undefined): string {
  if (!frame) return html;
  const [before, after] = frame;
  const start = html.indexOf(before);
  const end = html.lastIndexOf(after);
  if (start < 0 || end < start + before.length) return html;
  return html.slice(0, start) + html.slice(start + before.length, end).replace(CONTENT_END_HTML, '') + html.slice(end + after.length);
}
