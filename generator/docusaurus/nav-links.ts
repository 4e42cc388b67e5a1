// Navbar and footer links to a doc by id or to a sidebar (Docusaurus `type: 'doc'` / `'docSidebar'` items):
// turned into routes once the docs and sidebars are known.
import { BuildError, type Problem } from '../errors.ts';
import type { Sidebars } from '../content/docs/sidebar.ts';
import type { Doc, NavLink, SidebarItem, SiteConfig } from '../types.ts';

export function resolveNavLinks(site: SiteConfig, docs: Doc[], sidebars: Sidebars, configFile: string): SiteConfig {
  const needs = (l: NavLink) => l.docId !== undefined || l.sidebarId !== undefined;
  if (!site.navbar.items.some(needs) && !site.footer.links.some((c) => c.items.some(needs))) return site;
  const routes = new Map(docs.map((d) => [d.id, d.route]));
  const problems: Problem[] = [];
  const resolve = (l: NavLink): NavLink => {
    if (!needs(l)) return l;
    const { docId, sidebarId, ...rest } = l;
    const to = docId !== undefined ? routes.get(docId) : firstPage(sidebars.get(sidebarId!) ?? []);
    if (to === undefined) {
      problems.push({
        pos: { file: configFile },
        message: docId !== undefined ? `link "${l.label}": no doc with id "${docId}"` : `link "${l.label}": no sidebar "${sidebarId}" with a page in it`,
        hint: docId !== undefined ? 'a doc id is its folder plus its frontmatter id or file name, e.g. "guides/setup"' : `sidebars: ${[...sidebars.keys()].join(', ')}`,
      });
    }
    return { ...rest, to: to ?? '/' };
  };
  const resolved = {
    ...site,
    navbar: { ...site.navbar, items: site.navbar.items.map(resolve) },
    footer: { ...site.footer, links: site.footer.links.map((c) => ({ ...c, items: c.items.map(resolve) })) },
  };
  if (problems.length) throw new BuildError(problems);
  return resolved;
}

function firstPage(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    const href = i.type === 'doc' ? i.href : i.type === 'category' ? i.href ?? firstPage(i.items) : undefined;
    if (href) return href;
  }
  return undefined;
}
