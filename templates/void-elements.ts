// HTML's void elements (no closing tag), which a walk over rendered HTML's tags does not wait to close.
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** A tag (open, closing or self-closed: groups 1 to 3) or a comment, in rendered HTML. */
export const TAG = /<(\/?)([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>|<!--[^]*?-->/g;
