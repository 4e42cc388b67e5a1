// A site's own Markdown or MDX page (src/pages): its title, its content and its table of contents, with no docs
// sidebar, breadcrumbs or prev/next, as Docusaurus's MDXPage shows it; below it, its edit link and last update.
import type { Doc, Heading } from '../generator/types.ts';
import type { PageFooter } from '../generator/content/pages/page-footer.ts';
import { EditMetaRow } from './edit-meta.tsx';
import type { PageContext } from './context.ts';
import { TableOfContents } from './TableOfContents.tsx';
import { themeText } from './theme-text.ts';

export function MarkdownPageMain({ ctx, doc, toc, editUrl, lastUpdated }: { ctx: PageContext; doc: Doc; toc: Heading[] } & PageFooter) {
  const title = themeText(ctx.site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  const wrapper = typeof doc.frontmatter.wrapperClassName === 'string' ? ` ${doc.frontmatter.wrapperClassName}` : '';
  return (
    <div className={`doc-container markdown-page${toc.length ? ' has-toc' : ''}${wrapper}`}>
      <div className="doc-column">
        {toc.length ? <TableOfContents headings={toc} inline title={title} /> : null}
        <article className="markdown">
          {/* The page's own leading heading (a frontmatter title names the page in the <head> only). */}
          {doc.h1 ? <h1>{doc.h1}</h1> : null}
          <div dangerouslySetInnerHTML={{ __html: doc.html.text() }} />
        </article>
        <EditMetaRow site={ctx.site} editUrl={editUrl} lastUpdated={lastUpdated} />
      </div>
      {toc.length ? <TableOfContents headings={toc} title={title} /> : null}
    </div>
  );
}
