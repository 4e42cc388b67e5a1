// docsgen's DocItem/Metadata: the page's title and description are in its <head> already, so it adds nothing; a
// site's wrapper adds its own tags there (`@docusaurus/Head`).
export default function DocItemMetadata() {
  return null;
}
