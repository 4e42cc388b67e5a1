// theme-classic's TagsListInline markup, drawn on a Docusaurus site wherever docsgen lists a page's tags (a doc's
// footer, a blog post's): the label, then an inline list, each tag a `tag--regular` box (docusaurus/infima-tags.ts).
export function InfimaTagsInline({ label, tags }: { label: string; tags: { label: string; href: string }[] }) {
  return (
    <>
      <b>{label}</b>
      <ul className="tags-inline padding--none margin-left--sm">
        {tags.map((t) => <li key={t.href} className="tags-inline__item"><a className="tag tag--regular" href={t.href}>{t.label}</a></li>)}
      </ul>
    </>
  );
}
