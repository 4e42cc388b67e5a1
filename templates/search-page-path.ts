// Where docsgen's search page is: `/search`, as Docusaurus's search theme puts it, with the site's trailing slash.
export function searchPagePath(trailingSlash: boolean | undefined): string {
  return trailingSlash ? '/search/' : '/search';
}
