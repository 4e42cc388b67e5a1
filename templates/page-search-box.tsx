// docsgen's search box where a site's page draws `@theme/SearchBar` or `@theme-original/SearchBar` (a home page's
// hero search, a doc's): the component leaves a marker (theme/SearchBar.tsx), which the page's render fills with
// the box, as the navbar fills the marker of a site's SearchBar that wraps the original.
import { renderToString } from 'react-dom/server';
import type { PageContext } from './context.ts';
import { SearchBox } from './Navbar.tsx';
import { KEPT, ORIGINAL } from './theme/originals.ts';

const MARKER = new RegExp(`(<div ${ORIGINAL}="SearchBar"( class="${KEPT}" style="display:contents")?>)</div>`, 'g');

/** `main` (a page's HTML, or its navbar's) with each SearchBar marker filled (inside its kept container, in an island); `idPrefix` numbers the inputs. */
export function withPageSearchBoxes(main: string, ctx: PageContext, idPrefix = 'search-input-page-'): string {
  if (!main.includes(`${ORIGINAL}="SearchBar"`)) return main;
  let n = 0;
  // Each box's input has an id of its own: the navbar's keeps the one the keyboard shortcuts focus.
  return main.replace(MARKER, (_, open: string, kept?: string) => {
    const box = renderToString(<SearchBox ctx={ctx} inputId={`${idPrefix}${++n}`} />);
    return kept ? `${open}${box}</div>` : box;
  });
}
