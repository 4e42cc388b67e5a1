// The two views of the global data (`useGlobalData()`): the whole, for the site's theme overrides and Root, and the
// docs' view, each version without its list of docs, for a doc's own components (generator/mdx/stage.tsx). A page
// that has both carries the whole once, the docs' view named as derived from it (generator/output/island-global-data.ts,
// client/island-parts.tsx).

type GlobalData = Record<string, Record<string, unknown>>;

/** `data` without each version's docs: what a doc's components get (their islands carry it to the browser). */
export function withoutDocLists(data: GlobalData): GlobalData {
  const docs = data['docusaurus-plugin-content-docs'] as Record<string, { versions: object[] }> | undefined;
  if (!docs) return data;
  const lean = Object.fromEntries(Object.entries(docs).map(([id, d]) => [id, { ...d, versions: d.versions.map((v) => ({ ...v, docs: [] })) }]));
  return { ...data, 'docusaurus-plugin-content-docs': lean };
}

/** The end of an island's global-data key that names the docs' view of the script of the key before it. */
export const DOCS_VIEW_SUFFIX = '.docs';
