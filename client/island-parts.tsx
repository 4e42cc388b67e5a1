// What a site island renders in the browser, from the data the server left beside it: the context the server
// rendered it with, its props, its children (static HTML). The config is the page's, once for all its islands,
// in the view the island's data names (templates/theme/site-config-views.ts).
import type { ReactNode } from 'react';
import { EMPTY_SITE_CONFIG, type DocsgenSiteConfig, type ThemeContext } from '../templates/theme/context.ts';
import { IslandChildren, type IslandData } from '../templates/theme/island-children.tsx';
import { revivedProps } from '../templates/theme/island-props.tsx';
import { docsView, GLOBAL_SCRIPT_ATTR, SITE_SCRIPT_ATTR, type SiteView } from '../templates/theme/site-config-views.ts';
import { setCodeTranslations } from '../templates/theme/docusaurus/Translate.tsx';
import { DOCS_VIEW_SUFFIX, withoutDocLists } from '../templates/theme/global-data-views.ts';
import { laterGlobalData, laterSite, scriptJson } from './root-late-reads.ts';

export interface IslandParts {
  value: ThemeContext;
  props: Record<string, unknown>;
  children: ReactNode;
}

/** `ownRoot`: Root's own island, whose later reads fall back to what the page holds (root-late-reads.ts). */
export function islandParts(data: IslandData, ownRoot = false): IslandParts {
  const named = typeof data.site === 'string' ? pageSite(data.site) : data.site;
  const site = ownRoot && data.site === 'docs' ? laterSite(named) : named;
  setCodeTranslations(site.codeTranslations as Record<string, string> | undefined);
  return {
    value: { siteConfig: site, locale: data.locale, islands: {}, inIsland: true, globalData: typeof data.globalData === 'string' ? pageGlobalData(data.globalData) : data.globalData ?? (ownRoot ? laterGlobalData() : undefined), route: data.route, doc: data.doc, sidebar: data.sidebar, blogPost: data.blogPost, inNavbar: data.inNavbar, ...(data.infima ? { infima: true as const } : {}) },
    props: revivedProps(data.props),
    children: data.text ?? (data.children === undefined ? undefined : <IslandChildren html={data.children} inline={data.inline} />),
  };
}

/**
 * The config in `view`, from the page's script (the first page's, or a later one's that client navigation put in).
 * None on the page (HTML not from a build): the defaults, with a warning.
 */
export function pageSite(view: SiteView): DocsgenSiteConfig {
  const el = document.querySelector(`script[${SITE_SCRIPT_ATTR}="whole"]`) ?? (view === 'docs' ? document.querySelector(`script[${SITE_SCRIPT_ATTR}]`) : null);
  if (!el) {
    console.warn(`[docsgen] the page has no site config for its islands (script[${SITE_SCRIPT_ATTR}="${view}"])`);
    return EMPTY_SITE_CONFIG;
  }
  const site = scriptJson<DocsgenSiteConfig>(el);
  return view === 'docs' ? docsView(site) : site;
}

const docsViews = new WeakMap<object, Record<string, Record<string, unknown>>>();

/**
 * The global data the page's script of `key` holds (generator/output/island-global-data.ts), or its docs' view for a
 * key ending so: none, with a warning.
 */
function pageGlobalData(key: string): Record<string, Record<string, unknown>> {
  const docs = key.endsWith(DOCS_VIEW_SUFFIX);
  const script = docs ? key.slice(0, -DOCS_VIEW_SUFFIX.length) : key;
  const el = document.querySelector(`script[${GLOBAL_SCRIPT_ATTR}="${CSS.escape(script)}"]`);
  if (!el) {
    console.warn(`[docsgen] the page has no global data for its islands (script[${GLOBAL_SCRIPT_ATTR}="${script}"])`);
    return {};
  }
  const whole = scriptJson<Record<string, Record<string, unknown>>>(el);
  if (!docs) return whole;
  let view = docsViews.get(whole);
  if (!view) docsViews.set(whole, (view = withoutDocLists(whole)));
  return view;
}
