// The tokenizer the Markdown stage parses with: markdown-it set up to read what remark-parse with remark-gfm and
// remark-directive read (footnotes, strikethrough, bare links, `:::` admonitions), with the lines each link spans.
import MarkdownIt, { type PluginSimple, type PluginWithParams } from 'markdown-it';
import container from 'markdown-it-container';
import footnote from 'markdown-it-footnote';
import { ADMONITION_KINDS } from '../../templates/theme/admonition-kinds.ts';
import { spannedLines } from './spanned-lines.ts';
import { gfmStrikethrough } from './strikethrough.ts';

/**
 * `:::tip`, `:::tip Title`, `:::tip[Title]`, each of the last two with an attribute block (`:::tip[Title]{#id .class}`,
 * `:::tip{#id}`); other names stay text, as on Docusaurus. Groups: name, bracketed title, attributes, spaced title.
 */
const admonitionOf = (names: string) => new RegExp(`^(${names})(?:(?:\\[(.*)\\])?(?:\\{([^{}]*)\\})?|\\s+(.*))$`);
const ADMONITION = admonitionOf(ADMONITION_KINDS.join('|'));
/** Any admonition's opening line, a site's own type too (the parser has checked its name). */
export const ANY_ADMONITION = admonitionOf('[a-z][\\w-]*');

/** What a text holding a bare link this set-up links has (linkifyAsRemark). */
const MAY_HOLD_LINK = /https?:|ftp:|mailto:|\/\/|www\.|@/i;

/** markdown-it as the stage reads with it, its `:::` containers those `admonition` matches. */
function markdownIt(admonition: RegExp): MarkdownIt {
  // The plugins' typings name markdown-it's CommonJS types, ours the ESM ones: the same API.
  const it = new MarkdownIt({ html: true, linkify: true })
    .use(footnote as unknown as PluginSimple)
    .use(gfmStrikethrough)
    .use(spannedLines)
    .use(container as unknown as PluginWithParams, 'admonition', { validate: (params: string) => admonition.test(params.trim()) });
  linkifyAsRemark(it);
  return it;
}

export const md = markdownIt(ADMONITION);

const withTypes = new Map<string, MarkdownIt>();

/**
 * The parser for a doc that may hold the site's own admonition types (`keywords`: an MDX-path doc read as Markdown,
 * `format: 'md'`, whose site has some), which Docusaurus's directive parser reads as containers too.
 */
export function markdownFor(keywords: readonly string[] = []): MarkdownIt {
  if (!keywords.length) return md;
  const key = keywords.join('|');
  let it = withTypes.get(key);
  if (!it) withTypes.set(key, (it = markdownIt(admonitionOf(`${ADMONITION_KINDS.join('|')}|${key}`))));
  return it;
}

function linkifyAsRemark(it: MarkdownIt): void {
  // Bare URLs are linked with a scheme or, as on GitHub, a leading `www.`: fuzzy matching would also link
  // `README.md` or `setup.py` (.md and .py are top-level domains).
  it.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
  it.linkify.add('www.', {
    validate(text, pos, self) {
      const re = (self.re as Record<string, string | RegExp>);
      // The rest of a host name (at least `example.com`), then an optional port and path.
      re.www ??= new RegExp(`^(?:(?:${re.src_domain})\\.)+${re.src_domain_root}${re.src_port}${re.src_host_terminator}${re.src_path}`, 'i');
      const m = (re.www as RegExp).exec(text.slice(pos));
      return m ? m[0].length : 0;
    },
    normalize(match) {
      match.url = `http://${match.url}`;
    },
  });
  // markdown-it asks `pretest` of each paragraph's text whether it may hold a bare link before searching it. linkify-it's
  // pretest, a pattern over Unicode's punctuation, also answers yes for fuzzy host names (`.com`, two letters after a
  // dot), which this set-up never links: for one paragraph in eight of Sapling's, ~35 ms of a cold build with the
  // searches that followed. A bare link here starts with one of linkify-it's schemes (http:, https:, ftp:, mailto:,
  // `//`) or `www.`, or is an e-mail address (an `@`); the search itself is linkify-it's as before.
  it.linkify.pretest = (text) => MAY_HOLD_LINK.test(text);
  // Keep URLs as written, as remark does; rehype encodes them on output and the link checker compares raw ids.
  it.normalizeLink = (url) => url;
}
