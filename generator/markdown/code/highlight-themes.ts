// Code in both colour themes from one pass of the grammar. shiki's `themes` option tokenizes the code once per
// theme (the theme is part of the grammar's state), which doubled the largest cost of building a code-heavy
// site. Here the grammar runs once, giving each token its scopes, and each theme colours the scopes as
// vscode-textmate would: the style of the innermost scope the theme has a rule for, inherited outwards. The
// `<pre>`'s content is written as HTML directly (what shiki's hast gives once serialized): a tree of an element
// per token cost more to build, walk and serialize than the tokenizing.
import type { Element } from 'hast';
import { splitLines, type HighlighterCore, type ThemeRegistrationRaw } from 'shiki/core';
import { INITIAL, Theme, type StateStack } from '@shikijs/vscode-textmate';
import { languageLimitedTypes, languageScope, prismTypeScopes, scopedPrismTypes, unstyledPrismTypes } from './prism-theme.ts';
import { lineHtml, lineStart, pushSpan, tokenCss, type Span, type VariantStyle } from '../../../client/code/code-spans.ts';
import { prismLinesHtml, type PrismColours } from '../../../client/code/prism-style.ts';
import type { TypedText } from '../../../client/code/prism-tokens.ts';

/** A theme's colour for each token variant key (`light`, `dark`), in their CSS variables' order. */
type Themes = Record<string, string>;

/** The link of vscode-textmate's scope stack that its theme matcher reads. */
interface ScopePath { parent: ScopePath | null; scopeName: string }

const NOT_SET = -1;
/** Lines remembered (a few hundred bytes each). */
const MAX_LINES = 100_000;

export interface ThemedHighlighter {
  /**
   * The `<pre>` of `code` as shiki's `codeToHast` gives it with `themes` and `defaultColor: false`, its content
   * one `raw` node, and the lines in `marked` (1-based) with their classes.
   */
  toPre(code: string, lang: string, marked: ReadonlyMap<number, string>): Element;
  /** The same `<pre>` for code Prism cut (with a site's grammar), each piece with its token types. */
  prismToPre(lines: TypedText[][], marked: ReadonlyMap<number, string>, lang: string): Element;
  /** What the browser's highlighter colours code with (browser-code.ts). */
  styling: ThemeStyling;
}

export interface ThemeStyling {
  /** The theme variants' names (`light`, `dark`), in their CSS variables' order. */
  variants: string[];
  /** Each theme's plain style. */
  plain: VariantStyle[];
  /** The themes read for Prism's token types (what Prism-cut code is coloured with). */
  prism: PrismColours;
  /** The `<pre>`'s class and style attribute. */
  pre: { class: string; style: string };
}

export function createThemedHighlighter(highlighter: HighlighterCore, themes: Themes): ThemedHighlighter {
  const variants = Object.keys(themes);
  const registrations = variants.map((v) => highlighter.getTheme(themes[v]!));
  const matchers = registrations.map((t) => Theme.createFromRawTheme(t));
  const rootStyle = [
    variants.map((v, i) => `--shiki-${v}:${registrations[i]!.fg}`).join(';'),
    variants.map((v, i) => `--shiki-${v}-bg:${registrations[i]!.bg}`).join(';'),
  ].join(';');
  const themeName = `shiki shiki-themes ${registrations.map((t) => t.name).join(' ')}`;

  const { styleOf, rulesOf, plain } = scopeStyles(variants, matchers);
  let prism: PrismColours | undefined;
  const prismColours = () => (prism ??= prismColoursOf(variants, plain, rulesOf, registrations.map((t) => t.settings)));

  // A line's tokens depend only on its text and the grammar's state before it, and code repeats itself
  // (`});`, import lines, the same call in many examples): each (state, line) is tokenized and themed once.
  // Bounded: `serve` keeps its highlighter for its whole life.
  const lines = new Map<string, { html: string; next: StateStack }>();
  const states = new StateIds();

  /** A line's tokens as `<span>`s (without the line's own span). */
  const themeLine = (grammar: ReturnType<HighlighterCore['getLanguage']>, line: string, stack: StateStack) => {
    const result = grammar.tokenizeLine(line, stack, 0);
    const tokens: Span[] = [];
    for (const t of result.tokens) {
      const end = Math.min(t.endIndex, line.length);
      if (end <= t.startIndex) continue;
      pushSpan(tokens, line.slice(t.startIndex, end), styleOf(t.scopes));
    }
    return { html: lineHtml(tokens), next: result.ruleStack };
  };

  const pre = (html: string[]): Element => ({
    type: 'element',
    tagName: 'pre',
    properties: { class: themeName, style: rootStyle, tabindex: '0' },
    children: [{ type: 'raw', value: `<code>${html.join('\n')}</code>` }],
  });

  return {
    styling: { variants, plain, get prism() { return prismColours(); }, pre: { class: themeName, style: rootStyle } },
    toPre(code, lang, marked) {
      const grammar = highlighter.getLanguage(lang);
      let stack: StateStack = INITIAL;
      const html = splitLines(code).map(([line], i) => {
        const open = lineStart(marked, i);
        if (!line) return `${open}</span>`;
        const key = `${lang}\0${states.of(stack)}\0${line}`;
        let done = lines.get(key);
        if (!done) {
          if (lines.size >= MAX_LINES) lines.clear();
          lines.set(key, done = themeLine(grammar, line, stack));
        }
        stack = done.next;
        return `${open}${done.html}</span>`;
      });
      return pre(html);
    },
    prismToPre(lines, marked, lang) {
      return pre(prismLinesHtml(lines, prismColours(), marked, lang));
    },
  };
}

/**
 * The style attribute of a scope stack (its colour and font style in each theme, as shiki writes them), by the
 * stack's names: kept in a trie, so looking one up again allocates nothing. And each theme's own rule for a stack
 * (what it sets, undefined where it sets nothing), and the themes' plain style.
 */
function scopeStyles(variants: string[], matchers: Theme[]) {
  const colourMaps = matchers.map((m) => m.getColorMap());
  const defaults = matchers.map((m) => m.getDefaults());
  const plain: VariantStyle[] = defaults.map((d, t) => ({ color: colourMaps[t]![d.foregroundId], fontStyle: d.fontStyle }));
  const styles: StyleNode = { next: new Map() };
  const styleOf = (scopes: string[]): string => {
    let node = styles;
    for (const scope of scopes) {
      let child = node.next.get(scope);
      if (!child) node.next.set(scope, child = { next: new Map() });
      node = child;
    }
    return node.css ??= tokenCss(variants, rulesOf(scopes).map((rule, t) => ({ color: rule.color ?? plain[t]!.color, fontStyle: rule.fontStyle ?? plain[t]!.fontStyle })));
  };
  const rulesOf = (scopes: string[]): Partial<VariantStyle>[] => matchers.map((matcher, t) => {
    const set: Partial<VariantStyle> = {};
    let path: ScopePath | null = null;
    for (const scopeName of scopes) {
      path = { parent: path, scopeName };
      // vscode-textmate's ScopeStack, as far as the matcher reads it.
      const rule = matcher.match(path as Parameters<Theme['match']>[0]);
      if (!rule) continue;
      if (rule.fontStyle !== NOT_SET) set.fontStyle = rule.fontStyle;
      if (rule.foregroundId !== 0) set.color = colourMaps[t]![rule.foregroundId];
    }
    return set;
  });
  return { styleOf, rulesOf, plain };
}

interface StyleNode { next: Map<string, StyleNode>; css?: string }

/**
 * What each theme sets for each Prism token type, read on the type's scopes alone; a type a site's Prism theme
 * leaves unstyled sets nothing (prism-theme.ts gives it the plain colour for TextMate's sake, which inside an
 * outer token Prism would not).
 */
function prismColoursOf(variants: string[], plain: VariantStyle[], rulesOf: (scopes: string[]) => Partial<VariantStyle>[], settings: ThemeRegistrationRaw['settings'][]): PrismColours {
  const unstyled = settings.map(unstyledPrismTypes);
  const read = (type: string, within: string[]) => rulesOf([...within, ...prismTypeScopes(type)]).map((rule, t) => (unstyled[t]!.has(type) && !within.length ? {} : rule));
  const types: PrismColours['types'] = {};
  for (const type of scopedPrismTypes()) {
    const rules = read(type, []);
    if (rules.some((r) => Object.keys(r).length)) types[type] = rules;
  }
  // A type's style in a language some theme limits a style to: read under that language's scope, in each theme.
  const byLanguage: NonNullable<PrismColours['byLanguage']> = {};
  for (const limited of settings.flatMap(languageLimitedTypes)) {
    for (const lang of limited.languages) {
      for (const type of limited.types) (byLanguage[lang] ??= {})[type] = read(type, [languageScope(lang)]);
    }
  }
  return { variants, plain, types, ...(Object.keys(byLanguage).length ? { byLanguage } : {}) };
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
