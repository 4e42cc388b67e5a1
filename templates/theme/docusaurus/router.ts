// `@docusaurus/router`: the location of the page (on the server, the route being rendered); navigation is the
// browser's own (docsgen's client navigation takes over internal links).
import { createElement, useContext } from 'react';
import { SiteContext } from '../context.ts';
import { withBaseUrl } from './useBaseUrl.ts';

export { matchPath } from './match-path.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export function useLocation(): Location {
  const { route, asked, siteConfig } = useContext(SiteContext);
  if (typeof window !== 'undefined') return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
  // The part reads the URL: a navbar part then renders for each page (content/theme/navbar-routes.ts).
  if (asked?.location === false) asked.location = true;
  // Under the base URL, as in the browser (and on Docusaurus): sites compare it with `/<baseUrl>/…` paths.
  return { pathname: withBaseUrl(siteConfig.baseUrl, route ?? '/'), search: '', hash: '' };
}

export function useHistory() {
  return {
    push: (to: string) => window.location.assign(to),
    replace: (to: string) => window.location.replace(to),
    goBack: () => window.history.back(),
    location: useLocation(),
  };
}

type To = string | Partial<Location>;

const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/**
 * Sends the reader on to `to`, as react-router's does once Docusaurus's page hydrates. A page that is not an island
 * never runs in the browser: its HTML carries the step itself, a script replacing the location (so Back skips it).
 */
export function Redirect({ to }: { to: To }) {
  if (typeof window !== 'undefined') {
    window.location.replace(href(to));
    return null;
  }
  return createElement('script', { dangerouslySetInnerHTML: { __html: `location.replace(${JSON.stringify(href(to)).replace(/</g, '\\u003c')})` } });
}
