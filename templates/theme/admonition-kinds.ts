// The admonition types Docusaurus knows, their default titles, and the style each uses.

export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note', tip: 'Tip', info: 'Info', important: 'Important', caution: 'Caution', warning: 'Warning', danger: 'Danger',
  success: 'Success', secondary: 'Note',
};

export const ADMONITION_KINDS = Object.keys(ADMONITION_TITLES);

/** The stylesheet has five colours: the other types share one, as in Docusaurus's theme. */
const STYLE: Record<string, string> = { warning: 'caution', important: 'info', success: 'tip', secondary: 'note' };

export function admonitionClass(kind: string): string {
  return `admonition-${STYLE[kind] ?? kind}`;
}
