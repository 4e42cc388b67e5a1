// A docs version's tag pages on a Docusaurus site, in the structure and class names theme-classic's
// DocTagsListPage and DocTagDocListPage give them: a centred Infima column (`container` > `row` > `col col--8
// col--offset-2`), the tags by letter as its TagsListByLetter draws them, a tag's docs as `article`s of a linked h2
// and the doc's description. Infima's classes style them; the tags' own look (a CSS module there) is
// docusaurus/infima-tags.ts. docsgen's own sites keep templates/Tags.tsx.
import type { ReactNode } from 'react';
import type { Doc, Tag } from '../generator/types.ts';
import type { PageContext } from './context.ts';
import Heading from './theme/Heading.tsx';
import { byLetter, TagHeader } from './Tags.tsx';
import { themeText } from './theme-text.ts';

/** The page's column, as both pages have it. */
function Column({ children }: { children: ReactNode }) {
  return (
    <div className="container margin-vert--lg">
      <div className="row">
        <main className="col col--8 col--offset-2">{children}</main>
      </div>
    </div>
  );
}

/** `/tags`: every tag with its number of docs, by first letter. */
export function InfimaDocTagsList({ ctx, tags }: { ctx: PageContext; tags: { tag: Tag; count: number }[] }) {
  const shown = tags.map(({ tag, count }) => ({ label: tag.label, href: ctx.url(tag.permalink), count, description: tag.description }));
  return (
    <Column>
      <h1>{themeText(ctx.site, 'theme.tags.tagsPageTitle', 'Tags')}</h1>
      <InfimaTagsByLetter tags={shown} />
    </Column>
  );
}

/** Tags by first letter as theme-classic's TagsListByLetter draws them (`href` with the base URL); also `@theme/TagsListByLetter`. */
export function InfimaTagsByLetter({ tags }: { tags: { label: string; href: string; count: number; description?: string }[] }) {
  return (
    <section className="margin-vert--lg">
      {[...byLetter(tags)].map(([letter, list]) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>{letter}</Heading>
          <ul className="padding--none">
            {list.map((t) => (
              <li key={t.href} className="tag-list-item">
                <a className="tag tag--with-count" href={t.href} title={t.description}>{t.label}<span>{t.count}</span></a>
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}

/** `/tags/<tag>`: the title (how many), the tag's description, a link to every tag, then each doc. */
export function InfimaDocTagDocs({ ctx, title, tag, docs, tagsPage }: { ctx: PageContext; title: string; tag: Tag; docs: Pick<Doc, 'route' | 'title' | 'description'>[]; tagsPage: string }) {
  return (
    <Column>
      <TagHeader className="margin-bottom--xl" ctx={ctx} title={title} tag={tag} tagsPage={tagsPage} />
      <section className="margin-vert--lg">
        {docs.map((d) => (
          <article key={d.route} className="margin-vert--lg">
            <a href={ctx.url(d.route)}><h2>{d.title}</h2></a>
            {d.description ? <p>{d.description}</p> : null}
          </article>
        ))}
      </section>
    </Column>
  );
}
