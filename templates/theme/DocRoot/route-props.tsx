// Around a site's docs route root (`DocsRoot`, `DocVersionRoot`, `DocRoot`, Docusaurus 2's `DocPage`) as it renders
// once per build: the props Docusaurus's router gives it — its `route` with nested `routes` (named as
// `@generated/routes` names their components, which `renderRoutes` draws as the marker each docs page fills),
// `location`, `match`, and its nested routes' marker as `children` for a root that draws those — and the docs version a `DocVersionRoot` or `DocPage` gets from its route module. All JSON, as an
// island's props must be.
import type { ComponentType } from 'react';
import { useLocation } from '../docusaurus/router.ts';
import { pageMatch } from '../docusaurus/react-router-routes.ts';
import { ORIGINAL } from '../originals.ts';
import { NESTED_ROUTES } from '../../doc-root-parts.ts';

/** The docs version, for no page in particular: its docs and sidebars are each page's own. */
const VERSION = { pluginId: 'default', version: 'current', label: 'Next', banner: null, badge: false, noIndex: false, className: 'docs-version-current', isLast: true, docsSidebars: {}, docs: {} };

export default function RouteRoot({ Slot, part }: { Slot: ComponentType<Record<string, unknown>>; part: string }) {
  const location = useLocation();
  // The routes match every page (an empty path), each docs page being drawn in the marker they leave.
  const routes = [{ path: '', component: '@theme/DocItem', sidebar: 'docs' }];
  const route = { path: '', component: `@theme/${part}`, routes: part === 'DocRoot' || part === 'DocPage' ? routes : [{ path: '', component: '@theme/DocRoot', routes }] };
  const props = { route, location: { pathname: location.pathname, search: '', hash: '' }, match: pageMatch(location.pathname), version: VERSION, versionMetadata: VERSION };
  return <Slot {...props}><div {...{ [ORIGINAL]: NESTED_ROUTES }} /></Slot>;
}
