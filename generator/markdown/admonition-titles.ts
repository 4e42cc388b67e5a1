// Docusaurus writes admonition titles as `:::tip My title`; remark-directive wants `:::tip[My title]`.
// Rewrite those opening lines (outside code fences), keeping line numbers unchanged.

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const OPENING = /^(\s*:::+)([a-z]+)[ \t]+([^[{\s].*?)\s*$/;

export function normalizeAdmonitionTitles(src: string): string {
  let fence: string | null = null;
  return src
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line);
      if (f) {
        if (fence === null) fence = f[1]!;
        else if (f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null) return line;
      const m = OPENING.exec(line);
      return m ? `${m[1]}${m[2]}[${m[3]}]` : line;
    })
    .join('\n');
}
