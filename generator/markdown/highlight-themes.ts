// Code in both colour themes from one pass of the grammar. shiki's `themes` option tokenizes the code once per
// theme (the theme is part of the grammar's state), which doubled the largest cost of building a code-heavy
// site. Here the grammar runs once, giving each token its scopes, and each theme colours the scopes as
// vscode-textmate would: the style of the innermost scope the theme has a rule for, inherited outwards. The
// `<pre>`'s content is written as HTML directly (what shiki's hast gives once serialized): a tree of an element
// per token cost more to build, walk and serialize than the tokenizing.
import type { Element } from 'hast';
import { flatTokenVariants, splitLines, stringifyTokenStyle, type HighlighterCore, type ThemedToken, type ThemedTokenWithVariants } from 'shiki/core';
import { INITIAL, Theme, type StateStack } from '@shikijs/vscode-textmate';

/** A theme's colour for each token variant key (`light`, `dark`), in their CSS variables' order. */
type Themes = Record<string, string>;

interface Style { color: string | undefined; fontStyle: number }

/** The link of vscode-textmate's scope stack that its theme matcher reads. */
interface ScopePath { parent: ScopePath | null; scopeName: string }

const NOT_SET = -1;
/** Lines remembered (a few hundred bytes each). */
const MAX_LINES = 100_000;
const WHITESPACE = /^\s+$/;

export interface ThemedHighlighter {
  /**
   * The `<pre>` of `code` as shiki's `codeToHast` gives it with `themes` and `defaultColor: false`, its content
   * one `raw` node, and the lines in `marked` (1-based) with the class `highlighted`.
   */
  toPre(code: string, lang: string, marked: ReadonlySet<number>): Element;
}

export function createThemedHighlighter(highlighter: HighlighterCore, themes: Themes): ThemedHighlighter {
  const variants = Object.keys(themes);
  const registrations = variants.map((v) => highlighter.getTheme(themes[v]!));
  const matchers = registrations.map((t) => Theme.createFromRawTheme(t));
  const colourMaps = matchers.map((m) => m.getColorMap());
  const defaults = matchers.map((m) => m.getDefaults());
  const rootStyle = [
    variants.map((v, i) => `--shiki-${v}:${registrations[i]!.fg}`).join(';'),
    variants.map((v, i) => `--shiki-${v}-bg:${registrations[i]!.bg}`).join(';'),
  ].join(';');
  const themeName = `shiki shiki-themes ${registrations.map((t) => t.name).join(' ')}`;

  // Each theme's style of a scope stack, by the stack's names.
  const styles = new Map<string, Style[]>();
  const styleOf = (scopes: string[]): Style[] => {
    const key = scopes.join(' ');
    let found = styles.get(key);
    if (found) return found;
    found = matchers.map((matcher, t) => {
      let foregroundId = defaults[t]!.foregroundId;
      let fontStyle = defaults[t]!.fontStyle;
      let path: ScopePath | null = null;
      for (const scopeName of scopes) {
        path = { parent: path, scopeName };
        // vscode-textmate's ScopeStack, as far as the matcher reads it.
        const rule = matcher.match(path as Parameters<Theme['match']>[0]);
        if (!rule) continue;
        if (rule.fontStyle !== NOT_SET) fontStyle = rule.fontStyle;
        if (rule.foregroundId !== 0) foregroundId = rule.foregroundId;
      }
      return { color: colourMaps[t]![foregroundId], fontStyle };
    });
    styles.set(key, found);
    return found;
  };

  // A line's tokens depend only on its text and the grammar's state before it, and code repeats itself
  // (`});`, import lines, the same call in many examples): each (state, line) is tokenized and themed once.
  // Bounded: `serve` keeps its highlighter for its whole life.
  const lines = new Map<string, { tokens: ThemedToken[]; next: StateStack }>();
  const states = new StateIds();

  const themeLine = (grammar: ReturnType<HighlighterCore['getLanguage']>, line: string, stack: StateStack) => {
    const result = grammar.tokenizeLine(line, stack, 0);
    const tokens: ThemedTokenWithVariants[] = [];
    let previous: Style[] | undefined;
    for (const t of result.tokens) {
      const end = Math.min(t.endIndex, line.length);
      if (end <= t.startIndex) continue;
      const style = styleOf(t.scopes);
      const last = tokens[tokens.length - 1];
      // Neighbours styled alike in every theme are one token.
      if (last && previous && style.every((s, i) => s.color === previous![i]!.color && s.fontStyle === previous![i]!.fontStyle)) {
        last.content += line.slice(t.startIndex, end);
        continue;
      }
      previous = style;
      tokens.push({ content: line.slice(t.startIndex, end), offset: t.startIndex, variants: Object.fromEntries(variants.map((v, i) => [v, style[i]!])) });
    }
    return { tokens: mergeWhitespace(tokens.map((t) => flatTokenVariants(t, variants, '--shiki-', false))), next: result.ruleStack };
  };

  const tokenize = (code: string, lang: string): ThemedToken[][] => {
    const grammar = highlighter.getLanguage(lang);
    let stack: StateStack = INITIAL;
    return splitLines(code).map(([line, offset]) => {
      if (!line) return [];
      const key = `${lang}\0${states.of(stack)}\0${line}`;
      let done = lines.get(key);
      if (!done) {
        if (lines.size >= MAX_LINES) lines.clear();
        lines.set(key, done = themeLine(grammar, line, stack));
      }
      stack = done.next;
      return done.tokens.map((t) => ({ ...t, offset: offset + t.offset }));
    });
  };

  return {
    toPre(code, lang, marked) {
      const lines = tokenize(code, lang).map((tokens, i) => {
        let html = marked.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">';
        for (const t of tokens) {
          const style = stringifyTokenStyle(t.htmlStyle!);
          html += `${style ? `<span style="${style}">` : '<span>'}${escapeText(t.content)}</span>`;
        }
        return `${html}</span>`;
      });
      return {
        type: 'element',
        tagName: 'pre',
        properties: { class: themeName, style: rootStyle, tabindex: '0' },
        children: [{ type: 'raw', value: `<code>${lines.join('\n')}</code>` }],
      };
    },
  };
}

/** Text as hast-util-to-html writes it: `<` and `&` as character references. */
function escapeText(text: string): string {
  return text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));
}

/** As shiki does by default: a whitespace-only token joins the token after it, so fewer spans are written. */
function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let carried: ThemedToken | undefined;
  line.forEach((token, i) => {
    if (WHITESPACE.test(token.content) && i < line.length - 1) {
      carried = carried ? { ...carried, content: carried.content + token.content } : token;
      return;
    }
    merged.push(carried ? { ...token, offset: carried.offset, content: carried.content + token.content } : token);
    carried = undefined;
  });
  return merged;
}

/** vscode-textmate's scope path link, as far as identifying it needs. */
interface ScopeLink { parent: ScopeLink | null; scopeName: string }
/** vscode-textmate's StateStackImpl: the fields that decide how the next line is tokenized. */
interface StateFrame {
  parent: StateFrame | null; ruleId: number; endRule: string | null; beginRuleCapturedEOL: boolean;
  nameScopesList: { scopePath: ScopeLink } | null; contentNameScopesList: { scopePath: ScopeLink } | null;
}

/**
 * A number for each distinct grammar state: equal numbers for states that tokenize the next line alike (every
 * field of every frame equal; the positions a frame keeps are reset at each line). Numbers are interned so
 * that a state seen again costs a WeakMap lookup.
 */
class StateIds {
  private readonly ids = new Map<string, number>();
  private readonly ofState = new WeakMap<object, number>();
  private readonly ofScope = new WeakMap<object, number>();

  of(state: StateStack): number {
    if (state === INITIAL) return 0;
    return this.frame(state as unknown as StateFrame);
  }

  private frame(f: StateFrame | null): number {
    if (!f) return 0;
    let id = this.ofState.get(f);
    if (id === undefined) {
      const names = f.nameScopesList ? this.scope(f.nameScopesList.scopePath) : 0;
      const content = f.contentNameScopesList ? this.scope(f.contentNameScopesList.scopePath) : 0;
      id = this.intern(`s${this.frame(f.parent)} ${f.ruleId} ${f.endRule} ${f.beginRuleCapturedEOL} ${names} ${content}`);
      this.ofState.set(f, id);
    }
    return id;
  }

  private scope(s: ScopeLink | null): number {
    if (!s) return 0;
    let id = this.ofScope.get(s);
    if (id === undefined) this.ofScope.set(s, id = this.intern(`p${this.scope(s.parent)} ${s.scopeName}`));
    return id;
  }

  private intern(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, id = this.ids.size + 1);
    return id;
  }
}
