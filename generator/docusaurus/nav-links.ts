// Navbar and footer links to a doc by id or to a sidebar (Docusaurus `type: 'doc'` / `'docSidebar'` items, with
// `docsPluginId` for another docs instance): checked once the docs are known and given the route they have in
// the instance's last version. The link keeps its doc or sidebar: on a page of another version of that instance,
// the navbar links to that version's copy (templates/navbar-docs.ts).
import { mapLinks } from '../config/nav-items.ts';
import { quotedPosition } from '../content/key-position.ts';
import { BuildError, type Problem } from '../errors.ts';
import type { DocsVersion, NavLink, SiteConfig } from '../types.ts';
import { withoutBase } from '../url.ts';
import { applyTrailingSlash } from '../content/docs/doc-source.ts';
import { DEFAULT_DOCS_ID } from '../../client/constants.ts';

/** Docs instance id → its versions (Docusaurus's order: `current`, then newest first). */
export type DocsInstances = ReadonlyMap<string, DocsVersion[]>;

export function resolveNavLinks(site: SiteConfig, instances: DocsInstances, configFile: string): SiteConfig {
  const problems: Problem[] = [];
  const resolve = (l: NavLink): NavLink => {
    // A path written with the base URL in front names the route after it, as Docusaurus's useBaseUrl reads it (base
    // `/docs/`: `to: '/docs/docs/intro'` is the route `/docs/intro`; before, the base was put in front twice).
    // Its path then ends as the site's `trailingSlash` says, as Docusaurus's Link writes every link to the site.
    if (l.docId === undefined && l.sidebarId === undefined) return l.to === undefined ? l : { ...l, to: slashed(withoutBase(site.baseUrl, l.to), site.trailingSlash) };
    const pluginId = l.docsPluginId ?? DEFAULT_DOCS_ID;
    const version = instances.get(pluginId)?.find((v) => v.isLast);
    // The link's line: where the config quotes its doc or sidebar id, else its label (the config has run by now).
    const where = quotedPosition(configFile, [l.docId ?? l.sidebarId, l.label]);
    if (!version) {
      problems.push({ pos: where, message: `link "${l.label}": no docs instance "${pluginId}"`, hint: `the docs instances are ${[...instances.keys()].map((k) => `"${k}"`).join(', ')}` });
      return l;
    }
    const to = l.docId !== undefined ? version.docs.find((d) => d.id === l.docId)?.path : version.sidebars[l.sidebarId!]?.link?.path;
    if (to === undefined) {
      problems.push({
        pos: where,
        message: l.docId !== undefined ? `link "${l.label}": no doc with id "${l.docId}"${pluginId === DEFAULT_DOCS_ID ? '' : ` in docs instance "${pluginId}"`}` : `link "${l.label}": no sidebar "${l.sidebarId}" with a page in it`,
        hint: l.docId !== undefined ? 'a doc id is its folder plus its frontmatter id or file name, e.g. "guides/setup"' : `sidebars: ${Object.keys(version.sidebars).join(', ')}`,
      });
    }
    return { ...l, to: to ?? '/' };
  };
  const resolved = {
    ...site,
    navbar: { ...site.navbar, items: site.navbar.items.map((i) => mapLinks(i, resolve)) },
    footer: { ...site.footer, links: site.footer.links.map((c) => ({ ...c, items: c.items.map(resolve) })) },
  };
  if (problems.length) throw new BuildError(problems);
  return resolved;
}

/**
 * A route with its query or fragment (`/docs/x?a#b`): the path part given the trailing slash the site asks for. A
 * file's path (`/files/manual.pdf`, `/blog/rss.xml`) is left as written: Docusaurus's Link would give it a slash no
 * host serves it under (and its link checker would call it broken).
 */
export function slashed(to: string, trailingSlash: boolean | undefined): string {
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? [];
  return path === '' || FILE.test(path) ? to : applyTrailingSlash(path, trailingSlash) + rest;
}

/** A path whose last part has a file extension (a letter first: `/docs/v1.2` is a route). */
const FILE = /\.[a-z][a-z0-9]*$/i;
