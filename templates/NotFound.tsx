import type { PageContext } from './context.ts';
import { themeText } from './theme-text.ts';

/**
 * The catch-all page, written as 404.html. `docsHome` is an existing docs page (the site may have no docs root).
 * In a locale whose words have Docusaurus's second paragraph (`theme.NotFound.p2`), that one replaces docsgen's hint.
 */
export function NotFoundMain({ ctx, docsHome }: { ctx: PageContext; docsHome?: string }) {
  const p2 = ctx.site.codeTranslations?.['theme.NotFound.p2'];
  return (
    <div className="not-found">
      <h1>{themeText(ctx.site, 'theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{themeText(ctx.site, 'theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      {p2 !== undefined ? <p>{p2}</p>
        : docsHome
          ? <p>The page may have moved. Try the <a href={ctx.url(docsHome)}>documentation home</a> or the search box above.</p>
          : <p>The page may have moved. Try the search box above.</p>}
    </div>
  );
}
