// Tags of blog posts and docs: the list of every tag, a tag's own page of docs, and the tags at a doc's foot.
import type { Doc, Tag } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import { themeText } from './theme-text.ts';
import { InfimaTagsInline } from './infima-tags-inline.tsx';

/** Every tag with its number of pages, by first letter. */
export function TagsListMain({ ctx, tags }: { ctx: PageContext; tags: { tag: Tag; count: number }[] }) {
  return (
    <>
      <h1>{themeText(ctx.site, 'theme.tags.tagsPageTitle', 'Tags')}</h1>
      <TagsByLetter tags={tags.map(({ tag, count }) => ({ label: tag.label, href: ctx.url(tag.permalink), count }))} />
    </>
  );
}

/** Tags by their first letter, in order (`href` with the base URL), as docsgen's own tags pages draw them. */
export function TagsByLetter({ tags }: { tags: { label: string; href: string; count: number }[] }) {
  return [...byLetter(tags)].map(([letter, list]) => (
    <section key={letter} className="blog-tags-group">
      <h2>{letter}</h2>
      <ul className="blog-tags">{list.map((t) => <li key={t.href}><a className="tag" href={t.href}>{t.label} <span className="tag-count">{t.count}</span></a></li>)}</ul>
    </section>
  ));
}

/** Tags by the upper-case first letter of their label, both in order. */
export function byLetter<T extends { label: string }>(tags: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const t of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = t.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return groups;
}

/** A tag's page of docs: its title (how many), the tag's description, a link to every tag, and each doc with its description. */
export function DocTagMain({ ctx, title, tag, docs, tagsPage }: { ctx: PageContext; title: string; tag: Tag; docs: Pick<Doc, 'route' | 'title' | 'description'>[]; tagsPage: string }) {
  return (
    <div className="doc-container">
      <div className="doc-column">
        <TagHeader className="tag-header" ctx={ctx} title={title} tag={tag} tagsPage={tagsPage} />
        <ul className="tagged-docs">
          {docs.map((d) => <li key={d.route}><h2><a href={ctx.url(d.route)}>{d.title}</a></h2>{d.description ? <p>{d.description}</p> : null}</li>)}
        </ul>
      </div>
    </div>
  );
}

/** A tag page's header: its title, the tag's description, and the link to every tag. */
export function TagHeader({ className, ctx, title, tag, tagsPage }: { className: string; ctx: PageContext; title: string; tag: Tag; tagsPage: string }) {
  return (
    <header className={className}>
      <h1>{title}</h1>
      {tag.description ? <p>{tag.description}</p> : null}
      <a href={ctx.url(tagsPage)}>{themeText(ctx.site, 'theme.tags.tagsPageLink', 'View all tags')}</a>
    </header>
  );
}

/**
 * The tags at the foot of a doc. On a Docusaurus site, as theme-classic's TagsListInline draws them (the label, then
 * an inline list of tags, `tag--regular`: docusaurus/infima-tags.ts), in the footer's row (DocPage.tsx DocFooter).
 */
export function DocTags({ ctx, tags }: { ctx: PageContext; tags: Tag[] }) {
  if (!tags.length) return null;
  const label = themeText(ctx.site, 'theme.tags.tagsListLabel', 'Tags:');
  if (ctx.site.infima) return <InfimaTagsInline label={label} tags={tags.map((t) => ({ label: t.label, href: ctx.url(t.permalink) }))} />;
  return <p className="doc-tags"><b>{label}</b> {tags.map((t) => <a key={t.permalink} className="tag" href={ctx.url(t.permalink)}>{t.label}</a>)}</p>;
}
