// Which sidebar each docs page shows, decided as Docusaurus's docs plugin decides it (sidebars/utils.ts).
import { didYouMean } from '../../did-you-mean.ts';
import type { Problem } from '../../errors.ts';
import { keyPosition } from '../key-position.ts';
import type { Doc, SidebarItem } from '../../types.ts';
import type { Sidebars } from '../source.ts';

/**
 * Route → sidebar name. A doc listed (as a doc or as a category's page) in several sidebars shows the LAST of them:
 * Docusaurus builds its doc-to-sidebar map from every sidebar in order, a later entry replacing an earlier one. A
 * generated-index page shows the first sidebar that has it. A `ref` item links to a doc without making that sidebar
 * the doc's. A doc's `displayed_sidebar` frontmatter overrides all this: a sidebar's name shows that sidebar (even for
 * a doc none lists), `null` shows none (an unknown name is reported by displayedSidebarProblems).
 */
export function sidebarOfRoutes(sidebars: Sidebars, docs: readonly Pick<Doc, 'route' | 'frontmatter'>[]): Map<string, string> {
  const docRoutes = new Set(docs.map((d) => d.route));
  const result = new Map<string, string>();
  const walk = (name: string, items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' && !item.ref) result.set(item.href, name);
      if (item.type !== 'category') continue;
      if (item.href && (docRoutes.has(item.href) || !result.has(item.href))) result.set(item.href, name);
      walk(name, item.items);
    }
  };
  for (const [name, items] of sidebars) walk(name, items);
  for (const doc of docs) {
    const shown = doc.frontmatter.displayed_sidebar;
    if (shown === null) result.delete(doc.route);
    else if (shown !== undefined && sidebars.has(shown)) result.set(doc.route, shown);
  }
  return result;
}

/** Docusaurus stops the build for a doc whose `displayed_sidebar` names no sidebar; so does docsgen, at the key's line. */
export function displayedSidebarProblems(sidebars: Sidebars, docs: readonly Doc[]): Problem[] {
  return docs.flatMap((doc) => {
    const shown = doc.frontmatter.displayed_sidebar;
    if (typeof shown !== 'string' || sidebars.has(shown)) return [];
    const names = [...sidebars.keys()];
    const meant = didYouMean(shown, names);
    return [{
      pos: keyPosition(doc.file, 'displayed_sidebar'),
      message: `frontmatter "displayed_sidebar": no sidebar named "${shown}"${meant ? ` (did you mean "${meant}"?)` : ''}`,
      hint: names.length ? `the sidebars are: ${names.join(', ')}; or use null to show no sidebar` : 'this docs version has no sidebar: remove the key, or use null',
    }];
  });
}
