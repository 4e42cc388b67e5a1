// Where a Markdown file's frontmatter block is, split exactly as gray-matter 4 splits it (the package Docusaurus
// reads frontmatter with): gray-matter itself also copied every file into a Buffer and loaded js-yaml 3, ~40 µs a
// doc and ~10 ms of every start for a split of a few string operations.

export interface FrontmatterBlock {
  /** The language named after the opening `---` (`---json`), as written; `yaml` when none is. */
  language: string;
  /** The text between the delimiters, from the newline that ends the opening line: its line 1 is the file's. */
  text: string;
  /** Whether the block holds nothing but blank and `#` comment lines. */
  empty: boolean;
  /** The Markdown after the closing delimiter's line. */
  content: string;
}

const OPEN = '---';
const CLOSE = '\n---';

/** The frontmatter block at the start of `raw` (after a byte order mark), if it has one, and the text after it. */
export function frontmatterBlock(raw: string): FrontmatterBlock | { content: string } {
  const str = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  // `----` opens nothing: a thematic break or a table's rule.
  if (!str.startsWith(OPEN) || str[OPEN.length] === '-') return { content: str };
  let rest = str.slice(OPEN.length);
  const end = rest.length;
  // gray-matter's reading of a first line without a newline (its last character dropped) is kept as it is.
  const firstLine = rest.slice(0, rest.search(/\r?\n/));
  const named = firstLine.trim();
  if (named) rest = rest.slice(firstLine.length);
  const close = rest.indexOf(CLOSE);
  // No closing delimiter: everything after the opening one is frontmatter.
  const text = rest.slice(0, close < 0 ? end : close);
  let content = close < 0 ? '' : rest.slice(close + CLOSE.length);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { language: named || 'yaml', text, empty: text.replace(/^\s*#[^\n]+/gm, '').trim() === '', content };
}
