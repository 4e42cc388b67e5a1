// The search page (`/search`): its title, the search page island (client/search/page.tsx, a chunk this page alone
// loads: data-island-src) rendered in its first state, and without JavaScript (when CSS hides the island) a word on
// why search is not there.
import { renderToString } from 'react-dom/server';
import { ATTR } from '../client/constants.ts';
import type { PageContext } from './context.ts';
import { SearchPage, type SearchPageProps } from './SearchPage.tsx';
import { searchWordsOf } from './search-words-of.ts';
import { themeText } from './theme-text.ts';

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 10;

export function SearchPageMain({ ctx }: { ctx: PageContext }) {
  const words = searchWordsOf(ctx.site);
  const props: SearchPageProps = { docsUrl: ctx.assets.searchDocs, indexUrl: ctx.assets.searchIndex, action: ctx.url(ctx.path), pageSize: SEARCH_PAGE_SIZE, ...(words ? { words } : {}), ...(ctx.site.search.highlightTerms ? { highlight: true } : {}) };
  return (
    <div className="search-page">
      <h1>{themeText(ctx.site, 'theme.SearchPage.inputLabel', 'Search')}</h1>
      <noscript>
        <p className="search-page-noscript">
          {themeText(ctx.site, 'docsgen.search.noscript', 'Search runs in the browser and needs JavaScript, which is off here. The navigation menu and the links of each page still lead everywhere.')}
        </p>
      </noscript>
      <div className="search-page-island" {...{ [ATTR.islandSrc]: ctx.assets.searchPage, [ATTR.props]: JSON.stringify(props) }}
        dangerouslySetInnerHTML={{ __html: renderToString(<SearchPage {...props} />) }} />
    </div>
  );
}
