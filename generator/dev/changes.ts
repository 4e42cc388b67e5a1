// What an open page needs to hear after a successful rebuild: which page data, stylesheet and sidebar tree
// changed, or that it must load again.
import { PAGE_DATA_FILE } from '../../client/constants.ts';
import type { SiteBuild } from '../build.ts';
import { withBase } from '../url.ts';
import type { DevMessage, DevProblem } from '../../client/dev/protocol.ts';

/** Up to this many changed pages travel with the message. */
const INLINE_PAGES = 3;

/** `configChanged`: the config was reloaded for this build (any page may look different). */
export function changesBetween(prev: SiteBuild, next: SiteBuild, baseUrl: string, configChanged: boolean, warnings: DevProblem[]): DevMessage {
  // The site's own stylesheet is linked from every page's head, which an update in place keeps.
  if (configChanged || prev.assets.boot !== next.assets.boot || prev.assets.customCss !== next.assets.customCss) return { type: 'reload', warnings };
  const pages: string[] = [];
  const pageData: Record<string, string> = {};
  const isPageData = (f: string) => f === PAGE_DATA_FILE || f.endsWith(`/${PAGE_DATA_FILE}`);
  // Unchanged pages are carried over as the same string, so this compares little text.
  for (const [file, data] of next.files) {
    if (!isPageData(file) || prev.files.get(file) === data) continue;
    const url = withBase(baseUrl, `/${file}`);
    pages.push(url);
    if (typeof data === 'string') pageData[url] = data;
  }
  for (const file of prev.files.keys()) if (isPageData(file) && !next.files.has(file)) pages.push(withBase(baseUrl, `/${file}`));
  return {
    type: 'update',
    pages,
    // A save changes one page (or a few): sent along, it saves each open page a request.
    ...(pages.length <= INLINE_PAGES ? { pageData } : {}),
    ...(prev.assets.css !== next.assets.css ? { css: next.assets.css } : {}),
    ...(JSON.stringify(prev.assets.sidebarTrees) !== JSON.stringify(next.assets.sidebarTrees) ? { sidebars: true as const } : {}),
    warnings,
  };
}
