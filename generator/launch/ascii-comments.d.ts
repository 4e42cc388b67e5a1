/** `text` (a script) with the non-ASCII characters of its comments and regular expression literals escaped. */
export function asciiComments(text: string): string;
