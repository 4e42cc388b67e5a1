import type { PageContext } from './context.ts';

/** The catch-all page, written as 404.html. `docsHome` is an existing docs page (the site may have no docs root). */
export function NotFoundMain({ ctx, docsHome }: { ctx: PageContext; docsHome?: string }) {
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      {docsHome
        ? <p>The page may have moved. Try the <a href={ctx.url(docsHome)}>documentation home</a> or the search box above.</p>
        : <p>The page may have moved. Try the search box above.</p>}
    </div>
  );
}
