// docsgen's BlogPostPage/StructuredData: nothing, as docsgen's own post pages write no JSON-LD; a site may replace it.
export default function BlogPostPageStructuredData() {
  return null;
}
