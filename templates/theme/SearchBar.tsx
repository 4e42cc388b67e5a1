// `@theme-original/SearchBar`: docsgen's search box, in a site's SearchBar that wraps it (and in a DocSearch
// stand-in's place, search-stand-ins/): a marker the navbar fills with the box (templates/Navbar.tsx). The props a
// wrapper passes (Algolia's `searchParameters`…) are for an engine docsgen does not run.
import { Original } from './DocItem/original.tsx';

export default function SearchBar(_props: Record<string, unknown>) {
  return <Original part="SearchBar" />;
}
