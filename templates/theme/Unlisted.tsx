// docsgen's Unlisted (Docusaurus 3.0's banner on an unlisted page): nothing, as docsgen's own blog pages show no
// banner for an unlisted post (it is left out of the lists and the sitemap). A site may replace it.
export default function Unlisted(_: { className?: string }) {
  return null;
}
