// `@docusaurus/router`: the location of the page (on the server, the route being rendered); navigation is the
// browser's own (docsgen's client navigation takes over internal links).
import { useContext } from 'react';
import { SiteContext } from '../context.ts';
import { withBaseUrl } from './useBaseUrl.ts';

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

export function Redirect({ to }: { to: string }) {
  if (typeof window !== 'undefined') window.location.replace(to);
  return null;
}
