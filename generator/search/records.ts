// The search documents, built from the Markdown stage's structured output (headings with ids and
// section text, never by re-parsing HTML), so every result's #anchor is a heading id that exists.
// lunr-index.ts builds the lunr index from them.
//
// What is indexed: per page (type 0) its title, keywords (command aliases among them) and description, and
// the text before its first heading; per section with text (type 2, h2 to h6) its heading and its full text;
// an h2/h3 heading with no text of its own is a type 1 record. A heading found on many pages ("Options" on every
// command page) is structure, not a topic: its words are not indexed as a title, its section's text still is.
import type { Doc, SearchDoc } from '../types.ts';

/** A heading found on this many pages is page structure, not a topic. */
const BOILERPLATE_PAGES = 10;
/** The section text kept in the search documents file, shown at once as a result's excerpt. */
export const STORED_TEXT_CHARS = 100;

/** A search document and the full text the index holds for it (the file keeps only the start of `content`). */
export interface SearchRecord extends SearchDoc {
  /** Words indexed as the title; empty for boilerplate headings. */
  titleText: string;
  /** Every word of the page's or section's text. */
  fullText: string;
}

/** A search record as the index reads it: its type (lunr's document boost), its title words and its full text. */
export type IndexText = [type: 0 | 1 | 2, titleText: string, fullText: string];

export function indexText(r: SearchRecord): IndexText {
  return [r.type, r.titleText, r.fullText];
}

/** The search records: cheap to compute, and what the (slower) index is a function of. */
export function searchRecords(docs: Doc[]): SearchRecord[] {
  return [...recordSlices(docs, docs.length || 1)].flat();
}

/** The records of `perSlice` docs at a time, in the docs' order: a large site's are never all made at once. */
export function* recordSlices(docs: Doc[], perSlice: number): Generator<SearchRecord[]> {
  const pagesWithHeading = new Map<string, number>();
  for (const doc of docs) for (const text of new Set(doc.headings.map((h) => h.text))) pagesWithHeading.set(text, (pagesWithHeading.get(text) ?? 0) + 1);
  for (let from = 0; from < docs.length; from += perSlice) yield docs.slice(from, from + perSlice).flatMap((doc) => docRecords(doc, pagesWithHeading));
}

function docRecords(doc: Doc, pagesWithHeading: ReadonlyMap<string, number>): SearchRecord[] {
  if (doc.frontmatter.unlisted) return [];
  const records: SearchRecord[] = [];
  const keywords = (doc.frontmatter.keywords ?? []).join(' ');
  const version = doc.searchVersion ? { version: doc.searchVersion } : {};
  const sections = doc.sections ?? [];
  const intro = sections[0]?.id === '' ? sections[0].text : '';
  records.push({
    title: doc.title, pageTitle: doc.title, type: 0, url: doc.route, content: doc.description, keywords, ...version,
    titleText: `${doc.title} ${keywords}`, fullText: intro.startsWith(doc.description) ? intro : `${doc.description} ${intro}`,
  });
  const textOf = new Map(sections.map((s) => [s.id, s.text]));
  for (const h of doc.headings) {
    const text = h.depth >= 2 ? textOf.get(h.id) ?? '' : '';
    if (!text && h.depth !== 2 && h.depth !== 3) continue;
    const topic = pagesWithHeading.get(h.text)! < BOILERPLATE_PAGES;
    if (!text && !topic) continue;
    const url = `${doc.route}#${h.id}`;
    records.push(text
      ? { title: h.text, pageTitle: doc.title, type: 2, url, content: excerptStart(text), keywords: '', titleText: topic ? h.text : '', fullText: text, ...version }
      : { title: h.text, pageTitle: doc.title, type: 1, url, content: '', keywords: '', titleText: h.text, fullText: '', ...version });
  }
  return records;
}

/** The opening words of a section, cut at a word boundary. */
function excerptStart(text: string): string {
  if (text.length <= STORED_TEXT_CHARS) return text;
  const cut = text.slice(0, STORED_TEXT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${space > STORED_TEXT_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}
