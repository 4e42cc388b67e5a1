// The config a page's islands read (`useDocusaurusContext().siteConfig`), once per page: each island's data names
// its view of it (templates/theme/site-config-views.ts) rather than repeating it, a long sidebar of islands too. The
// page carries the whole config when an island reads it (a theme override's, or a Root without state around it that
// reads beyond the docs' view), else the docs' view. At the end of the content too, so that a client navigation brings it. So is the global
// data its islands read (island-global-data.ts).
import { wholeSiteConfig } from '../mdx/theme-entries.ts';
import { globalDataOnce } from './island-global-data.ts';
import { docsView, SITE_SCRIPT_ATTR, WHOLE_FILE_ATTR, type SiteView } from '../../templates/theme/site-config-views.ts';
import { ATTR } from '../../client/constants.ts';
import { sha1 } from '../hash.ts';
import type { SiteConfig } from '../types.ts';
import type { OutputSink } from './write.ts';

/** The page's config scripts by view; `later`, the docs' view naming the whole config's file. */
const scripts = new WeakMap<SiteConfig, Record<SiteView | 'later', string>>();
const files = new WeakMap<SiteConfig, { file: string; json: string }>();

/** The page's HTML and content with the config script, when an island on it names a view, and its global data once. */
export function withIslandSite(html: string, main: string, site: SiteConfig): { html: string; main: string } {
  const view = neededView(html);
  const page = globalDataOnce(html);
  const content = globalDataOnce(main);
  // Islands inside Root with the docs' view: Root may read more later, from the whole config's file.
  const script = view ? scriptsOf(site)[view === 'docs' && html.includes(`${ATTR.islandRoot}=`) ? 'later' : view] : '';
  if (!script && !page.scripts) return { html, main };
  return { html: page.html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${script}${page.scripts}</body>`), main: content.html + script + content.scripts };
}

function neededView(html: string): SiteView | undefined {
  const named = (view: SiteView) => html.includes(`&quot;site&quot;:&quot;${view}&quot;`);
  // A Root without state is hosted out of the document: the whole config when it reads more than the docs' view around
  // an island (templates/theme/in-root.tsx); one with state is its own island, which names its view.
  if (named('whole') || html.includes('&quot;rootSite&quot;:&quot;whole&quot;')) return 'whole';
  return named('docs') ? 'docs' : undefined;
}

function scriptsOf(site: SiteConfig): Record<SiteView | 'later', string> {
  let made = scripts.get(site);
  if (!made) {
    const whole = wholeSiteConfig(site);
    // JSON in a <script>: no `</script>` or `<!--` can end it early.
    const script = (view: SiteView, more = '') => `<script type="application/json" ${SITE_SCRIPT_ATTR}="${view}"${more}>${JSON.stringify(view === 'whole' ? whole : docsView(whole)).replace(/</g, '\\u003c')}</script>`;
    made = { whole: script('whole'), docs: script('docs'), later: script('docs', ` ${WHOLE_FILE_ATTR}="${site.baseUrl}${wholeConfigFile(site).file}"`) };
    scripts.set(site, made);
  }
  return made;
}

/** The whole config as a file of its own (named by its content), which the pages' `later` scripts name. */
function wholeConfigFile(site: SiteConfig): { file: string; json: string } {
  let made = files.get(site);
  if (!made) {
    const json = JSON.stringify(wholeSiteConfig(site));
    made = { file: `assets/site-config.${sha1(json).slice(0, 8)}.json`, json };
    files.set(site, made);
  }
  return made;
}

/** Writes the whole config's file for a site with a Root (its islands' pages may name it). */
export function writeWholeConfig(out: OutputSink, site: SiteConfig, hasRoot: boolean): void {
  if (!hasRoot) return;
  const { file, json } = wholeConfigFile(site);
  out.set(file, json);
}
