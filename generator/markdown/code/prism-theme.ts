// Docusaurus's `themeConfig.prism.theme` and `darkTheme` are prism-react-renderer themes: a plain colour and
// background, and styles by Prism token type. docsgen highlights with shiki's TextMate grammars, so such a theme is
// read as a TextMate theme: each Prism type coloured on the scopes the grammars give the same kind of token. The
// code then shows the site's colours; the tokens' edges are the grammars' (Prism and TextMate cut code alike in the
// main, not in every detail).
import type { ThemeRegistrationRaw } from 'shiki/core';
import { sha1 } from '../../hash.ts';
import { hexColor } from './css-color.ts';

/** The themes code is highlighted with when a site sets its own (both set: `darkTheme` defaults to `theme`). */
export interface CodeThemes {
  light: ThemeRegistrationRaw;
  dark: ThemeRegistrationRaw;
}

/** The TextMate scopes of each Prism token type (each scope under one type, so no two rules tie). */
const SCOPES: Record<string, string[]> = {
  comment: ['comment', 'punctuation.definition.comment'],
  prolog: ['meta.preprocessor', 'meta.directive'],
  doctype: ['meta.tag.metadata.doctype', 'meta.tag.sgml.doctype'],
  cdata: ['string.unquoted.cdata'],
  punctuation: ['punctuation', 'meta.brace', 'punctuation.definition.tag'],
  namespace: ['entity.name.namespace', 'entity.name.type.namespace'],
  property: ['variable.other.property', 'variable.other.object.property', 'support.type.property-name', 'meta.object-literal.key', 'entity.name.tag.yaml'],
  tag: ['entity.name.tag'],
  boolean: ['constant.language.boolean'],
  number: ['constant.numeric'],
  constant: ['constant', 'variable.other.constant', 'support.constant'],
  symbol: ['constant.other.symbol'],
  deleted: ['markup.deleted'],
  selector: ['meta.selector', 'entity.other.attribute-name.class.css', 'entity.other.attribute-name.id.css', 'entity.name.tag.css'],
  'attr-name': ['entity.other.attribute-name'],
  string: ['string', 'punctuation.definition.string'],
  char: ['string.quoted.single.c', 'constant.character'],
  builtin: ['support.type', 'support.class', 'support.function.builtin', 'entity.name.type.builtin'],
  inserted: ['markup.inserted'],
  operator: ['keyword.operator'],
  entity: ['constant.character.entity'],
  url: ['markup.underline.link', 'string.other.link'],
  variable: ['variable', 'variable.parameter', 'variable.other.readwrite'],
  atrule: ['keyword.control.at-rule', 'meta.at-rule'],
  'attr-value': ['meta.attribute string', 'meta.tag string'],
  function: ['entity.name.function', 'support.function', 'meta.function-call.generic'],
  'class-name': ['entity.name.type', 'entity.name.class', 'entity.other.inherited-class'],
  keyword: ['keyword', 'storage.type', 'storage.modifier', 'keyword.control'],
  regex: ['string.regexp'],
  important: ['keyword.other.important'],
  bold: ['markup.bold'],
  italic: ['markup.italic'],
  changed: ['markup.changed'],
};

/** The Prism token types that have scopes (the others take their surroundings' style). */
export const scopedPrismTypes = (): string[] => Object.keys(SCOPES);

/**
 * The TextMate scopes a Prism token of `type` is given when Prism itself tokenizes (a site's own grammar): those of
 * its first selector (`meta.attribute string`: a string in an attribute), so that the theme's rule for it matches.
 */
export const prismTypeScopes = (type: string): string[] => (Object.hasOwn(SCOPES, type) ? SCOPES[type]![0]!.split(' ') : []);

/** Prism's language names, as the TextMate scope of the grammar shiki uses for them (`languages` on a style). */
const LANGUAGE_SCOPE: Record<string, string> = {
  js: 'source.js', javascript: 'source.js', jsx: 'source.js.jsx', ts: 'source.ts', typescript: 'source.ts', tsx: 'source.tsx',
  css: 'source.css', scss: 'source.css.scss', markup: 'text.html', html: 'text.html', xml: 'text.xml', json: 'source.json',
  bash: 'source.shell', shell: 'source.shell', python: 'source.python', yaml: 'source.yaml', markdown: 'text.html.markdown',
};

/**
 * The scope a style limited to Prism language `lang` is read under: its grammar's in shiki, else one no grammar gives
 * (the style then colours only code Prism cuts, as prism-react-renderer applies it only to a block of that language).
 */
export const languageScope = (lang: string): string => LANGUAGE_SCOPE[lang] ?? `source.prism-only.${lang}`;

/** The name of a rule limited to some languages: `prism in markup: tag punctuation` (its languages: its types). */
const IN_LANGUAGES = 'prism in ';

/** A theme's styles limited to some languages (Prism's names), with their types, as `prismToShiki` wrote them. */
export function languageLimitedTypes(settings: ThemeRegistrationRaw['settings']): { languages: string[]; types: string[] }[] {
  return settings.flatMap((rule) => {
    if (!rule.name?.startsWith(IN_LANGUAGES)) return [];
    const [languages = '', types = ''] = rule.name.slice(IN_LANGUAGES.length).split(': ');
    return [{ languages: languages.split(' '), types: types.split(' ') }];
  });
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
/** A style's colour, as shiki reads colours (css-color.ts). */
const color = (v: unknown) => { const s = str(v); return s && hexColor(s); };

/** Whether `value` is a prism-react-renderer theme (`plain` and `styles`). */
export function isPrismTheme(value: unknown): value is Obj {
  return isObj(value) && isObj(value.plain) && Array.isArray(value.styles);
}

/** Prism's font style and weight as a TextMate `fontStyle`. */
function fontStyle(style: Obj): string | undefined {
  const parts = [
    style.fontStyle === 'italic' ? 'italic' : '',
    style.fontWeight === 'bold' || Number(style.fontWeight) >= 600 ? 'bold' : '',
    /underline/.test(String(style.textDecorationLine ?? style.textDecoration ?? '')) ? 'underline' : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** The name of a theme's rule for the Prism types it leaves unstyled. */
const UNSTYLED = 'prism: unstyled types';

/** The Prism types a theme made by `prismToShiki` leaves unstyled (none in another theme). */
export function unstyledPrismTypes(settings: ThemeRegistrationRaw['settings']): Set<string> {
  const rule = settings.find((s) => s.name === UNSTYLED);
  const scopes = new Set([rule?.scope ?? []].flat());
  return new Set(Object.keys(SCOPES).filter((t) => scopes.has(SCOPES[t]![0]!)));
}

/** Prism theme `prism` as a TextMate theme of type `type`, named by its content. */
export function prismToShiki(prism: Obj, type: 'light' | 'dark'): ThemeRegistrationRaw {
  const plain = prism.plain as Obj;
  const fg = color(plain.color) ?? (type === 'dark' ? '#f8f8f2' : '#24292e');
  const bg = color(plain.backgroundColor) ?? (type === 'dark' ? '#1e1e1e' : '#ffffff');
  const settings: ThemeRegistrationRaw['settings'] = [{ settings: { foreground: fg, background: bg } }];
  const entries = (prism.styles as unknown[]).filter(isObj);
  const gives = (entry: Obj) => { const style = isObj(entry.style) ? entry.style : {}; return !!color(style.color) || !!fontStyle(style); };
  // A type the theme leaves unstyled (unlisted, or listed with an empty style) shows in the plain colour, as in
  // Prism, not in the colour of a broader scope (an operator is `keyword.operator`: a `keyword` rule would colour it).
  const styled = new Set(entries.filter(gives).flatMap((e) => (Array.isArray(e.types) ? e.types : [])));
  const plainScopes = Object.keys(SCOPES).filter((t) => !styled.has(t)).flatMap((t) => SCOPES[t]!);
  if (plainScopes.length) settings.push({ name: UNSTYLED, scope: plainScopes, settings: { foreground: fg, fontStyle: '' } });
  /** The language scopes each type has had a style limited to so far. */
  const limitedTo = new Map<string, Set<string>>();
  for (const entry of entries) {
    const style = isObj(entry.style) ? entry.style : {};
    const foreground = color(style.color);
    const font = fontStyle(style);
    if (!foreground && !font) continue;
    const types = (Array.isArray(entry.types) ? entry.types : []).filter((t): t is string => typeof t === 'string');
    const languages = (Array.isArray(entry.languages) ? entry.languages : []).map(String);
    const within = languages.map(languageScope);
    // A later style for all languages overrides an earlier one limited to some, as prism-react-renderer merges them in
    // order: it is given under those languages' scopes too (a deeper scope would win whatever the order).
    const under = (t: string) => (within.length ? within : ['', ...(limitedTo.get(t) ?? [])]);
    const scopes = types.flatMap((t) => (SCOPES[t] ?? []).flatMap((s) => under(t).map((w) => (w ? `${w} ${s}` : s))));
    for (const t of within.length ? types : []) limitedTo.set(t, new Set([...(limitedTo.get(t) ?? []), ...within]));
    const name = languages.length ? { name: `${IN_LANGUAGES}${languages.join(' ')}: ${types.join(' ')}` } : {};
    if (scopes.length) settings.push({ ...name, scope: scopes, settings: { ...(foreground ? { foreground } : {}), ...(font ? { fontStyle: font } : {}) } });
  }
  const body = { type, fg, bg, settings };
  return { name: `prism-${type}-${sha1(JSON.stringify(body)).slice(0, 10)}`, ...body };
}

/**
 * The code themes of a Docusaurus `prism` config: `darkTheme` defaults to `theme`, as in Docusaurus. Undefined
 * (docsgen's own themes stay) when either is set to something that is not a Prism theme, such as a stand-in for a
 * package that is not installed, or `theme` is not set (Docusaurus's default, palenight, is not at hand).
 */
export function codeThemesOf(theme: unknown, darkTheme: unknown): CodeThemes | undefined {
  if (!isPrismTheme(theme) || (darkTheme !== undefined && !isPrismTheme(darkTheme))) return undefined;
  return { light: prismToShiki(theme, 'light'), dark: prismToShiki(darkTheme ?? theme, 'dark') };
}
