// The admonition types Docusaurus knows, their default titles, and the style each uses.

export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', important: 'Important', caution: 'Caution', warning: 'Warning', danger: 'Danger',
  success: 'Success', secondary: 'Note',
};

export const ADMONITION_KINDS = Object.keys(ADMONITION_TITLES);

/** The types Docusaurus's theme titles by a translated id (`theme.admonition.note`); the others keep their English title. */
const TRANSLATED = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

/** The id of a type's title in the locale's messages, when it has one. */
export function admonitionTitleId(kind: string): string | undefined {
  return TRANSLATED.has(kind) ? `theme.admonition.${kind}` : undefined;
}

/** A type's default title: the locale's word (`messages` by id) where there is one, else the English title. */
export function admonitionTitle(kind: string, messages?: Readonly<Record<string, string>>): string | undefined {
  const id = admonitionTitleId(kind);
  return (id !== undefined ? messages?.[id] : undefined) ?? ADMONITION_TITLES[kind];
}

/**
 * A box's classes, Docusaurus 3's names (`theme-admonition theme-admonition-<type>`; the stylesheet colours the types
 * in five styles, as Docusaurus's theme). Not `admonition admonition-<type>`, the names of Docusaurus 2's early
 * theme: a site's CSS still written for those matches nothing on Docusaurus 3, and must not here either.
 */
export function admonitionClasses(kind: string): string[] {
  return ['theme-admonition', `theme-admonition-${kind}`];
}
