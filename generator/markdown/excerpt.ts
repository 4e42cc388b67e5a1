// Docusaurus's default description of a doc, page or post with no frontmatter `description` (its `createExcerpt`):
// the first line of the body that has text once the Markdown around it is taken away. Skipped: blank lines, a
// `# Title` (ATX, or setext `Title` over `===`), MDX `import`/`export` blocks (up to a blank line) and fenced code
// (a longer fence is closed only by one as long). Lower headings count: `## Setup` gives `Setup`.

/** Markdown syntax taken off a line, in order; what is left, trimmed, is the excerpt when not empty. */
const STRIPPED: [RegExp, string][] = [
  [/<[^>]*>/g, ''], // HTML and JSX tags
  [/^#[^#]+#?/gm, ''], // a `# Title`
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1'], // lower headings' marks
  [/([*_]{1,3})(.*?)\1/g, '$2'], // emphasis
  [/~~(\S.*\S)~~/g, '$1'], // strikethrough
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'], // images, as their alt text
  [/\[\^.+?\](?:: .*$)?/g, ''], // footnotes
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // links, as their text
  [/`(.+?)`/g, '$1'], // inline code
  [/^\s{0,3}>\s?/g, ''], // a blockquote's mark
  [/:::.*/, ''], // an admonition's fence
  [/\s?:(?:::|[^:\n])+:/g, ''], // emoji names (`:tada:`)
  [/\{#*[\w-]+\}/, ''], // a heading id
];

export function docusaurusExcerpt(body: string): string | undefined {
  const lines = body.trimStart().replace(/^[^\r\n]*\r?\n=+/, '').split(/\r?\n/);
  let fence = '';
  let inImport = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    if (trimmed.startsWith('```')) {
      const ticks = /^`+/.exec(trimmed)![0];
      if (!fence) fence = ticks;
      else if (ticks.length >= fence.length) fence = '';
      continue;
    }
    if (fence) continue;
    const text = STRIPPED.reduce((s, [re, to]) => s.replace(re, to), line).trim();
    if (text) return text;
  }
  return undefined;
}
