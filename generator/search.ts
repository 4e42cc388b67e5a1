// Stage 3d: the search documents, built from the Markdown stage's headings (never by re-parsing HTML), so
// every result's #anchor is a heading id that exists. search-index.ts builds the lunr index from them.
//
// What is indexed: page titles, keywords and descriptions (type 0) and the h2/h3 headings (type 1), except
// headings repeated across many pages. Section body text is left out: indexing it grows the two files from ~50 KB to over 300 KB gzip
// for the Sapling site (see the README's search section).
import type { Doc, SearchDoc } from './types.ts';

/** A heading found on this many pages (like "Options" on every command page) is page structure, not a topic. */
const BOILERPLATE_PAGES = 10;

/** The search documents: cheap to compute, and what the (slower) index is a function of. */
export function searchRecords(docs: Doc[]): SearchDoc[] {
  const records: SearchDoc[] = [];
  const pagesWithHeading = new Map<string, number>();
  for (const doc of docs) for (const text of new Set(doc.headings.map((h) => h.text))) pagesWithHeading.set(text, (pagesWithHeading.get(text) ?? 0) + 1);
  for (const doc of docs) {
    if (doc.frontmatter.unlisted) continue;
    const keywords = (doc.frontmatter.keywords ?? []).join(' ');
    records.push({ title: doc.title, pageTitle: doc.title, type: 0, url: doc.route, content: doc.description, keywords });
    for (const h of doc.headings) {
      if ((h.depth === 2 || h.depth === 3) && pagesWithHeading.get(h.text)! < BOILERPLATE_PAGES) records.push({ title: h.text, pageTitle: doc.title, type: 1, url: `${doc.route}#${h.id}`, content: '', keywords: '' });
    }
  }
  return records;
}

/** The lunr index over the records, serializable with JSON.stringify. */
