import type { PageContext } from './context.ts';

/** The catch-all page, written as 404.html. */
export function NotFoundMain({ ctx }: { ctx: PageContext }) {
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>The page may have moved. Try the <a href={ctx.url(`/${ctx.site.docs.routeBasePath}/`.replace(/\/+/g, '/'))}>documentation home</a> or the search box above.</p>
    </div>
  );
}
