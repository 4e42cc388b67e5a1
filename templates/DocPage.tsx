import type { ReactNode } from 'react';
import { themeText } from './theme-text.ts';
import { ATTR } from '../client/constants.ts';
import type { DocPart } from '../generator/docusaurus/theme-overrides.ts';
import type { Crumb, Doc, Heading, PageLink, SiteConfig, Tag } from '../generator/types.ts';
import { DocTags } from './Tags.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { docsPageAttributes, VersionNotice } from './DocVersion.tsx';
import type { PageContext } from './context.ts';
import { Pagination } from './Pagination.tsx';
import { tocHeadings } from './TableOfContents.tsx';
import { tocPieces } from './toc-pieces.tsx';
import type { LastUpdate } from '../generator/content/last-update.ts';
import { LastUpdated } from './last-updated.tsx';
import { EditMetaPieces, EditThisPageLink } from './edit-meta.tsx';
import { UnlistedBanner } from './unlisted-banner.tsx';

export interface DocMainProps {
  ctx: PageContext;
  doc: Doc;
  crumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  editUrl?: string;
  /** When (ms since the epoch) and by whom the doc last changed, shown with `docs.showLastUpdate`, `showLastUpdateAuthor`. */
  lastUpdated?: LastUpdate;
  /** Its tags (frontmatter `tags`), each linking to its tag page. */
  tags?: Tag[];
  /** The URL of the doc's Markdown, which the "Copy page" button beside the title copies. */
  markdownUrl?: string;
}

/** The main region of a doc page: breadcrumbs, content, edit link and date, prev/next, and the table of contents. */
export function DocMain(props: DocMainProps) {
  return <DocLayout {...props} pieces={docPieces(props)} />;
}

/** docsgen's parts of a doc page, by their Docusaurus names (a site may replace each: templates/doc-parts.tsx). */
export type DocPieces = Record<Exclude<DocPart, 'DocItem/Metadata'> | 'DocVersionBadge' | 'BackToTop', ReactNode>;

/** The page's table of contents: its headings at the levels the doc and the site ask for. */
export function docToc({ ctx, doc }: { ctx: Pick<PageContext, 'site'>; doc: Doc }): Heading[] {
  const fm = doc.frontmatter;
  return fm.hide_table_of_contents ? [] : tocHeadings(doc.headings, fm.toc_min_heading_level, fm.toc_max_heading_level, ctx.site.tableOfContents);
}

export function docPieces({ ctx, doc, crumbs, prev, next, editUrl, lastUpdated, tags, markdownUrl }: DocMainProps): Omit<DocPieces, 'DocItem/Layout'> {
  const fm = doc.frontmatter;
  const toc = docToc({ ctx, doc });
  const edit = editUrl ? <EditThisPageLink href={editUrl} site={ctx.site} /> : null;
  const date = lastUpdated !== undefined ? <LastUpdated site={ctx.site} {...lastUpdated} /> : null;
  const pagination = <Pagination ctx={ctx} prev={prev} next={next} />;
  return {
    ContentVisibility: fm.unlisted === true ? <UnlistedBanner site={ctx.site} /> : null,
    TagsListInline: tags ? <DocTags ctx={ctx} tags={tags} /> : null,
    EditMetaRow: <EditMetaRow editUrl={editUrl} lastUpdated={lastUpdated} pieces={{ EditThisPage: edit, LastUpdated: date }} />,
    DocVersionBanner: <VersionNotice ctx={ctx} only="banner" />,
    DocVersionBadge: <VersionNotice ctx={ctx} only="badge" />,
    DocBreadcrumbs: <Breadcrumbs ctx={ctx} crumbs={crumbs} />,
    'DocItem/Content': (
      <article className="markdown">
        {/* As on Docusaurus: a leading `# heading` is shown as written (a frontmatter title names the page elsewhere);
            without one, the title, unless `hide_title`. */}
        <DocTitle site={ctx.site} title={doc.h1 !== undefined || !fm.hide_title ? doc.h1 ?? doc.title : undefined} markdownUrl={markdownUrl} />
        <div dangerouslySetInnerHTML={{ __html: doc.html.text() }} />
      </article>
    ),
    EditThisPage: edit,
    LastUpdated: date,
    'DocItem/Footer': null,
    'DocItem/Paginator': pagination,
    DocPaginator: pagination,
    // Shown by CSS once the reader is a screen down the page: a page shorter than that never shows it.
    BackToTop: <a className="back-to-top" href="#top" aria-label={themeText(ctx.site, 'theme.BackToTopButton.buttonAriaLabel', 'Back to top')} />,
    ...tocPieces(toc, {}, themeText(ctx.site, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')),
  };
}

/** The page made of its pieces (`pieces`: docsgen's, or stand-ins for the site's that the page fills). */
export function DocLayout({ ctx, doc, pieces }: DocMainProps & { pieces: Omit<DocPieces, 'DocItem/Layout'> }) {
  const showToc = docToc({ ctx, doc }).length > 0;
  const footer = pieces['DocItem/Footer'] ?? <DocFooter pieces={pieces} infima={ctx.site.infima} />;
  return (
    <div className={`doc-container${showToc ? ' has-toc' : ''}`} {...docsPageAttributes(ctx)}>
      <div className="doc-column">
        {pieces.ContentVisibility}
        {pieces.DocVersionBanner}
        {pieces.DocVersionBadge}
        {pieces.DocBreadcrumbs}
        {pieces['DocItem/TOC/Mobile']}
        {pieces['DocItem/Content']}
        {footer}
        {pieces['DocItem/Paginator']}
        {pieces.BackToTop}
      </div>
      {pieces['DocItem/TOC/Desktop']}
    </div>
  );
}

/**
 * The doc's tags, then its edit link and date. On a Docusaurus site (`infima`) the tags are in an Infima row, as
 * theme-classic's DocItem/Footer puts its TagsListInline (the site's, when it has one).
 */
export function DocFooter({ pieces, infima }: { pieces: Pick<DocPieces, 'TagsListInline' | 'EditMetaRow'>; infima?: boolean }) {
  const tags = infima && pieces.TagsListInline ? <div className="row margin-top--sm theme-doc-footer-tags-row"><div className="col">{pieces.TagsListInline}</div></div> : pieces.TagsListInline;
  return (
    <>
      {tags}
      {pieces.EditMetaRow}
    </>
  );
}

/** The edit link and the date, in a row (none without either). */
export function EditMetaRow({ editUrl, lastUpdated, pieces }: Pick<DocMainProps, 'editUrl' | 'lastUpdated'> & { pieces: Pick<DocPieces, 'EditThisPage' | 'LastUpdated'> }) {
  return editUrl || lastUpdated !== undefined ? <EditMetaPieces edit={pieces.EditThisPage} date={pieces.LastUpdated} /> : null;
}

/**
 * The title, and beside it the "Copy page" button: kept invisible (its place held, so nothing moves) until the
 * client's reader chunk, which makes it work, shows it; without JavaScript it never shows. A doc whose title is
 * hidden (`hide_title`) still gets the button, at the end of a row of its own above the content.
 */
function DocTitle({ site, title, markdownUrl }: { site: Pick<SiteConfig, 'codeTranslations'>; title?: string; markdownUrl?: string }) {
  if (!markdownUrl) return title === undefined ? null : <h1>{title}</h1>;
  return (
    <div className={title === undefined ? 'doc-title untitled' : 'doc-title'}>
      {title === undefined ? null : <h1>{title}</h1>}
      <button type="button" className="copy-page" {...{ [ATTR.copyPage]: markdownUrl }} data-copied={site.codeTranslations?.['theme.CodeBlock.copied']}>
        {themeText(site, 'docsgen.copyPage', 'Copy page')}
      </button>
    </div>
  );
}
