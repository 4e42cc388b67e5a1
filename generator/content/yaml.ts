// Every YAML the build reads (frontmatter, `_category_.yml`, tags and authors files) is parsed here, with
// Docusaurus's schema and a bound on what aliases expand to: nested aliases (a "billion laughs") make a small
// file stand for billions of values, which every later stage (cache, page data, search) would walk.
import { CORE_SCHEMA, EVENT_ID, constructFromEvents, mergeTag, parseEvents, timestampTag, type Event } from 'js-yaml';
import { BuildError, fail } from '../errors.ts';
import { DOCS } from '../docs-url.ts';
import { frontmatterBlock } from './frontmatter-block.ts';
import { flatMapping } from './yaml-flat.ts';
import { unclosedOpener } from './yaml-openers.ts';

/** Values aliases may bring into one file: far more than a merge of shared defaults needs, far less than a bomb. */
export const MAX_ALIASED_VALUES = 10_000;

/** js-yaml 4's default schema as Docusaurus loads YAML with it: dates as `Date`, `<<` merge keys. */
const SCHEMA = CORE_SCHEMA.withTags(timestampTag, mergeTag);

export interface YamlUse {
  file: string;
  /** What the text is, for the message ("malformed frontmatter", "invalid YAML in category file"). */
  what: string;
  /** How to fix a syntax error in it. */
  hint: string;
}

const FRONTMATTER_HINT = `frontmatter is YAML between two "---" lines; quote values that contain ":" or start with a special character; see ${DOCS.frontmatter}`;

export interface SplitFile {
  /** The frontmatter's value: `{}` when there is none. */
  data: Record<string, unknown>;
  /** The Markdown after it. */
  content: string;
}

/**
 * A Markdown file's frontmatter and body (split as gray-matter does: frontmatter-block.ts). Its frontmatter is YAML
 * (or JSON, which YAML reads) only: gray-matter would `eval` a `---js` block, and plain Markdown never runs code.
 */
export function splitFrontmatter(raw: string, file: string): SplitFile {
  const block = frontmatterBlock(raw);
  if (!('text' in block) || block.empty) return { data: {}, content: block.content };
  const language = languageOf(block.language);
  if (language === 'javascript') fail({ file, line: 1 }, 'frontmatter in JavaScript is not run', 'write it as YAML between two "---" lines');
  if (!language) throw new BuildError([{ pos: { file, line: 1 }, message: `malformed frontmatter: "${block.language}" after the opening "---" is not a frontmatter language`, hint: FRONTMATTER_HINT }]);
  // Not-a-mapping values are the frontmatter schema's to report.
  const data = (parseYaml(block.text, { file, what: 'malformed frontmatter', hint: FRONTMATTER_HINT }) ?? {}) as Record<string, unknown>;
  return { data, content: block.content };
}

/** The language named after the opening `---`, by gray-matter's names (`yml` and `js` too, `JSON` not). */
function languageOf(name: string): 'yaml' | 'json' | 'javascript' | undefined {
  if (name === 'yaml' || name === 'json' || name === 'javascript') return name;
  const lower = name.toLowerCase();
  if (lower === 'yaml' || lower === 'yml') return 'yaml';
  if (lower === 'javascript' || lower === 'js') return 'javascript';
  return undefined;
}

/**
 * One document's value (undefined for none). Line 1 of `text` is the file's line 1 (frontmatter is handed
 * over from the newline that ends the opening `---`, so it lines up too).
 */
export function parseYaml(text: string, use: YamlUse): unknown {
  const flat = flatMapping(text);
  if (flat) return flat;
  const events = yamlStep(() => parseEvents(text, {}), text, use);
  const refused = refusedAlias(events, text);
  if (refused) throw new BuildError([{ pos: { file: use.file, ...lineAndColumn(text, refused.offset) }, message: `${use.what}: ${refused.message}`, hint: refused.hint }]);
  const documents = yamlStep(() => constructFromEvents(events, { source: text, schema: SCHEMA }), text, use);
  if (documents.length > 1) throw new BuildError([{ pos: { file: use.file }, message: `${use.what}: more than one YAML document`, hint: 'remove the "---" or "..." line inside it' }]);
  return documents[0];
}

/**
 * js-yaml's errors as a BuildError at their line; one found only after a quote or bracket left open, at that
 * opener's (the line where the mistake is, not the next key's nor the closing `---`).
 */
function yamlStep<T>(step: () => T, text: string, use: YamlUse): T {
  try {
    return step();
  } catch (err) {
    const mark = (err as { mark?: { line: number; column: number; position: number } }).mark;
    const reason = (err as { reason?: string }).reason ?? (err as Error).message;
    const opener = mark && unclosedOpener(text, mark.position, reason);
    if (opener) {
      throw new BuildError([{
        pos: { file: use.file, ...lineAndColumn(text, opener.offset) },
        message: `${use.what}: ${opener.what} opened here is never closed, so the lines after it are read as part of it (${reason} at line ${mark.line + 1})`,
        hint: `close it on its own line, or ${use.hint}`,
      }]);
    }
    throw new BuildError([{ pos: { file: use.file, ...(mark ? lineAndColumn(text, lastWritten(text, mark.position)) : { line: 1 }) }, message: `${use.what}: ${reason}`, hint: use.hint }]);
  }
}

/** `offset`, or where the text before it ends when only blank lines lie between: js-yaml may stop past the last line. */
function lastWritten(text: string, offset: number): number {
  const before = text.slice(0, offset);
  return text.slice(offset).split('\n')[0]!.trim() ? offset : before.trimEnd().length;
}

/** The first alias that makes a value hold itself, or that takes the values aliases bring past the bound. */
function refusedAlias(events: Event[], text: string): { offset: number; message: string; hint: string } | undefined {
  // Each open node's value count and anchor; each closed anchor's count (open ones are absent: an alias to one is a cycle).
  const open: { size: number; anchor?: string }[] = [];
  const anchors = new Map<string, number>();
  let aliased = 0;
  const add = (size: number) => {
    if (open.length) open[open.length - 1]!.size += size;
  };
  const anchorOf = (e: { anchorStart: number; anchorEnd: number }) => (e.anchorStart >= 0 ? text.slice(e.anchorStart, e.anchorEnd) : undefined);
  for (const e of events) {
    if (e.type === EVENT_ID.DOCUMENT) {
      open.push({ size: 0 });
      anchors.clear();
    } else if (e.type === EVENT_ID.SEQUENCE || e.type === EVENT_ID.MAPPING) {
      const anchor = anchorOf(e);
      if (anchor !== undefined) anchors.delete(anchor);
      open.push({ size: 1, anchor });
    } else if (e.type === EVENT_ID.SCALAR) {
      const anchor = anchorOf(e);
      if (anchor !== undefined) anchors.set(anchor, 1);
      add(1);
    } else if (e.type === EVENT_ID.POP) {
      const node = open.pop()!;
      if (node.anchor !== undefined) anchors.set(node.anchor, node.size);
      add(node.size);
    } else if (e.type === EVENT_ID.ALIAS) {
      const name = text.slice(e.anchorStart, e.anchorEnd);
      const size = anchors.get(name);
      // An unknown anchor is the constructor's error to report.
      if (size === undefined && !open.some((n) => n.anchor === name)) continue;
      const offset = e.anchorStart - 1;
      if (size === undefined) return { offset, message: `the alias *${name} is inside the value it names, so that value would hold itself`, hint: 'write the value out instead of the alias' };
      aliased += size;
      if (aliased > MAX_ALIASED_VALUES) return { offset, message: `aliases expand to more than ${MAX_ALIASED_VALUES.toLocaleString('en')} values (nested aliases multiply)`, hint: 'write the values out, or alias fewer and smaller values' };
      add(size);
    }
  }
  return undefined;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
