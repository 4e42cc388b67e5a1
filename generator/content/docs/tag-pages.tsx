// A docs version's tag pages, as Docusaurus's docs plugin makes them: `<version>/tags` lists every tag its docs
// give, `<version>/tags/<tag>` the docs with that tag (by title), their titles in the locale's words; on a Docusaurus
// site (`infima`) drawn as its theme draws them.
import { renderToString } from 'react-dom/server';
import { InfimaDocTagDocs, InfimaDocTagsList } from '../../../templates/docusaurus-doc-tags.tsx';
import { DocTagMain, TagsListMain } from '../../../templates/Tags.tsx';
import { fill } from '../../../templates/plural-form.ts';
import { themePlural, themeText } from '../../../templates/theme-text.ts';
import type { SiteConfig } from '../../config/schema.ts';
import { sha1 } from '../../hash.ts';
import type { Doc, Tag } from '../../types.ts';
import type { RouteClaim, SourcePage } from '../source.ts';
import { applyTrailingSlash } from './doc-source.ts';

export function docTagPages(docTags: ReadonlyMap<string, Tag[]>, docs: Doc[], tagsBase: string, site: Pick<SiteConfig, 'trailingSlash' | 'codeTranslations' | 'locale' | 'infima'>, source: string): { claims: RouteClaim[]; pages: Map<string, SourcePage> } {
  const claims: RouteClaim[] = [];
  const pages = new Map<string, SourcePage>();
  if (!docTags.size) return { claims, pages };
  const byTag = tagGroups(docTags, docs);
  const listPath = applyTrailingSlash(tagsBase, site.trailingSlash);
  const counted = [...byTag.values()].map(({ tag, docs: tagged }) => ({ tag, count: tagged.length }));
  const add = (path: string, title: string, description: string, shows: unknown, main: SourcePage['render']) => {
    claims.push({ route: { path, kind: 'page', title, description, source }, owner: `the tags of the docs (${tagsBase})` });
    pages.set(path, { key: sha1(JSON.stringify(shows)), render: main });
  };
  add(listPath, themeText(site, 'theme.tags.tagsPageTitle', 'Tags'), 'The tags of the docs.', counted, (ctx) => ({ main: renderToString(site.infima ? <InfimaDocTagsList ctx={ctx} tags={counted} /> : <div className="doc-container"><div className="doc-column"><TagsListMain ctx={ctx} tags={counted} /></div></div>) }));
  for (const { tag, docs: tagged } of byTag.values()) {
    const shown = tagged.map((d) => ({ route: d.route, title: d.title, description: d.description })).sort((a, b) => a.title.localeCompare(b.title));
    const nDocsTagged = themePlural(site, 'theme.docs.tagDocListPageTitle.nDocsTagged', 'One doc tagged|{count} docs tagged', tagged.length, { count: tagged.length });
    const title = fill(themeText(site, 'theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"'), { nDocsTagged, tagName: tag.label });
    add(applyTrailingSlash(tag.permalink, site.trailingSlash), title, tag.description ?? title, [tag, shown, title], (ctx) => {
      const Main = site.infima ? InfimaDocTagDocs : DocTagMain;
      return { main: renderToString(<Main ctx={ctx} title={title} tag={tag} docs={shown} tagsPage={listPath} />) };
    });
  }
  return { claims, pages };
}

/** The docs of each tag, by its permalink (unlisted docs are in none). */
function tagGroups<D extends Pick<Doc, 'route' | 'frontmatter'>>(docTags: ReadonlyMap<string, Tag[]>, docs: readonly D[]): Map<string, { tag: Tag; docs: D[] }> {
  const byTag = new Map<string, { tag: Tag; docs: D[] }>();
  for (const doc of docs) {
    if (doc.frontmatter.unlisted) continue;
    for (const tag of docTags.get(doc.route) ?? []) byTag.set(tag.permalink, { tag, docs: [...(byTag.get(tag.permalink)?.docs ?? []), doc] });
  }
  return byTag;
}

/** The paths of the pages docTagPages makes for these docs (`@generated/routes` lists them before the docs are parsed). */
export function docTagPaths(docTags: ReadonlyMap<string, Tag[]>, docs: readonly Pick<Doc, 'route' | 'frontmatter'>[], tagsBase: string, trailingSlash: boolean | undefined): { list: string; each: string[] } | undefined {
  if (!docTags.size) return undefined;
  return { list: applyTrailingSlash(tagsBase, trailingSlash), each: [...tagGroups(docTags, docs).values()].map(({ tag }) => applyTrailingSlash(tag.permalink, trailingSlash)) };
}
