// A code block meta's title, in a module of its own: templates/theme/CodeBlock.tsx needs only this, and a module
// its island bundle shares with the browser's highlighter (code-meta.ts) would go whole into a chunk both load.

/** A meta's `title="…"` (or `'…'`, or one word). */
export function codeTitle(meta: string): string | undefined {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return title ? title[1] ?? title[2] ?? title[3] : undefined;
}
