/**
 * The search box slot. Rendered disabled with the 'Loading...' placeholder; the search island takes it over
 * (loading its data on first hover, click or focus of the slot) and switches the placeholder to 'Search'.
 */
export function SearchBar() {
  return (
    <div className="navbar-search" role="search" data-island="SearchBar">
      <label className="visually-hidden" htmlFor="search-input">Search the docs</label>
      <input id="search-input" className="search-input" type="search" placeholder="Loading..." disabled autoComplete="off" spellCheck={false} />
    </div>
  );
}
