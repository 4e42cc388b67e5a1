// The words the Markdown path writes into a doc's HTML — an admonition's default title, the name of a heading's `#`
// link, a live code block's headers — in the locale's words, under Docusaurus's theme ids (the site's code.json,
// else Docusaurus's translations);
// a table's scrolling region's name, which Docusaurus does not draw, under docsgen's own id (code.json only).
// They travel in the Markdown setup, whose hash keys every cached parse: one locale's page never serves another's.
import { admonitionTitleId, ADMONITION_KINDS } from '../../templates/theme/admonition-kinds.ts';

const HEADING_LINK = 'theme.common.headingLinkTitle';
const TABLE = 'docsgen.table';
const PLAYGROUND = { editor: 'theme.Playground.liveEditor', result: 'theme.Playground.result' };

export const MARKDOWN_WORD_IDS = [...ADMONITION_KINDS.flatMap((k) => admonitionTitleId(k) ?? []), HEADING_LINK, TABLE, PLAYGROUND.editor, PLAYGROUND.result];

/** The locale's words for the Markdown path: only those it translates, none for English (the setup stays as it was). */
export function markdownWords(messages: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  const found = MARKDOWN_WORD_IDS.filter((id) => messages?.[id] !== undefined);
  return found.length ? Object.fromEntries(found.map((id) => [id, messages![id]!])) : undefined;
}

/** A heading's `#` link's name ("Direct link to Setup"), `heading` its text. */
export function headingLinkLabel(heading: string, words: Readonly<Record<string, string>> | undefined): string {
  const message = words?.[HEADING_LINK];
  return message === undefined ? `Direct link to ${heading}` : message.replace(/\{heading\}/g, () => heading);
}

/** A table's region's name ("Table"); numbered (`n`) when the doc has several, as a page's landmarks need distinct names. */
export function tableLabel(n: number | undefined, words: Readonly<Record<string, string>> | undefined): string {
  const word = words?.[TABLE] ?? 'Table';
  return n === undefined ? word : `${word} ${n}`;
}

/** A live code block's headers ("Live Editor", "Result"), when the locale translates either; else none (English). */
export function playgroundLabels(words: Readonly<Record<string, string>> | undefined): { editor: string; result: string } | undefined {
  const [editor, result] = [words?.[PLAYGROUND.editor], words?.[PLAYGROUND.result]];
  return editor === undefined && result === undefined ? undefined : { editor: editor ?? 'Live Editor', result: result ?? 'Result' };
}
