// A blog post's footer on a Docusaurus site, in theme-classic's BlogPostItem/Footer rows: in a list, the tags
// (`col--9`) beside "Read more" (`col--3`, right-aligned), either alone a whole `col`; on the post's page, the tags in
// a row of their own above the edit link and date, or alone in the footer's row. No footer without any of them.
import type { ComponentProps, ReactNode } from 'react';
import { EditMetaRow } from '../edit-meta.tsx';

/** `meta`: the edit link and date (EditMetaRow's props); `tags`: the drawn list, or null. */
export function InfimaPostFooter({ meta, page, tags, readMore }: { meta: ComponentProps<typeof EditMetaRow>; page: boolean; tags: ReactNode; readMore: ReactNode }) {
  const hasTags = tags !== null;
  if (page && (meta.editUrl || meta.lastUpdated)) {
    return (
      <footer className="docusaurus-mt-lg">
        {hasTags ? <div className="row margin-top--sm theme-blog-footer-edit-meta-row"><div className="col">{tags}</div></div> : null}
        <EditMetaRow {...meta} />
      </footer>
    );
  }
  const more = page ? null : readMore;
  if (!hasTags && !more) return null;
  return (
    <footer className="row docusaurus-mt-lg">
      {hasTags ? <div className={more ? 'col col--9' : 'col'}>{tags}</div> : null}
      {more ? <div className={hasTags ? 'col text--right col--3' : 'col text--right'}>{more}</div> : null}
    </footer>
  );
}
