// docsgen's BlogListPage/StructuredData: nothing, as docsgen's own list pages write no JSON-LD; a site may replace it.
export default function BlogListPageStructuredData(_: { metadata?: unknown; items?: unknown }) {
  return null;
}
