// A `<CodeBlock>`'s props as one fence meta string, and the title read back from it: in a module of their own, as
// templates/theme/CodeBlock.tsx needs only these, and a module its island bundle shared with the browser's
// highlighter (code-meta.ts) would go whole into a chunk both load.

/** `showLineNumbers` or `showLineNumbers=10` in a meta string (the number: the first line's). */
export const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

/**
 * The meta string of a CodeBlock's `metastring`, `title` and `showLineNumbers`, read as Docusaurus reads them: the
 * metastring's title before the prop's, the prop's line numbers (`false` too) before the metastring's.
 */
export function propsMeta(metastring: string | undefined, title: string | undefined, showLineNumbers: boolean | number | undefined): string {
  const meta = showLineNumbers === undefined ? metastring : metastring?.replace(new RegExp(LINE_NUMBERS, 'g'), '');
  const numbers = showLineNumbers === true ? 'showLineNumbers' : typeof showLineNumbers === 'number' ? `showLineNumbers=${showLineNumbers}` : '';
  return [meta?.trim(), title !== undefined ? `title=${JSON.stringify(title)}` : '', numbers].filter(Boolean).join(' ');
}

/** A meta's `title="…"` (or `'…'`, or one word). */
export function codeTitle(meta: string): string | undefined {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return title ? title[1] ?? title[2] ?? title[3] : undefined;
}
