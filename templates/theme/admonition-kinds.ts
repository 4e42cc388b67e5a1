// The admonition types Docusaurus knows, their default titles, and the style each uses.

export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', important: 'Important', caution: 'Caution', warning: 'Warning', danger: 'Danger',
  success: 'Success', secondary: 'Note',
};

export const ADMONITION_KINDS = Object.keys(ADMONITION_TITLES);

/**
 * A box's classes, Docusaurus 3's names (`theme-admonition theme-admonition-<type>`; the stylesheet colours the types
 * in five styles, as Docusaurus's theme). Not `admonition admonition-<type>`, the names of Docusaurus 2's early
 * theme: a site's CSS still written for those matches nothing on Docusaurus 3, and must not here either.
 */
export function admonitionClasses(kind: string): string[] {
  return ['theme-admonition', `theme-admonition-${kind}`];
}
