import { DEFAULT_DOCS_ID } from '../client/constants.ts';
import type { Crumb } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { themeText } from './theme-text.ts';

/** Home › category › … › current page; none on the pages of a docs instance with `breadcrumbs: false`. */
export function Breadcrumbs({ ctx, crumbs }: { ctx: PageContext; crumbs: Crumb[] }) {
  const id = ctx.docs?.version.pluginId ?? DEFAULT_DOCS_ID;
  const options = id === DEFAULT_DOCS_ID ? ctx.site.docs : ctx.site.docsInstances.find((i) => i.id === id);
  if (options?.breadcrumbs === false) return null;
  return (
    <nav className="breadcrumbs" aria-label={themeText(ctx.site, 'theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <HomeCrumb href={ctx.url('/')} label={themeText(ctx.site, 'theme.docs.breadcrumbs.home', 'Home page')} />
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={i} className="breadcrumb">
              {c.href && !last ? <a href={ctx.url(c.href)}>{c.label}</a> : <span aria-current={last ? 'page' : undefined}>{c.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The house icon's path (Material's "home"), in docsgen's crumb and a site's `DocBreadcrumbs/Items/Home`. */
export const HOME_ICON = 'M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z';

/** The first crumb: a house icon linking to the site's home page, named by `label` (in the page's locale). */
export function HomeCrumb({ href, label }: { href: string; label: string }) {
  return (
    <li className="breadcrumb">
      <a href={href} aria-label={label} className="breadcrumb-home">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d={HOME_ICON} /></svg>
      </a>
    </li>
  );
}
