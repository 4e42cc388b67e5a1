// One card of a category's list, as docsgen draws it: in a generated index (CategoryIndex.tsx) and as
// `@theme/DocCard` (theme/DocCard.tsx). Its icons are drawn inline: emoji depend on the reader's fonts.

export function CardLink({ href, label, description, category }: { href: string; label: string; description?: string | undefined; category: boolean }) {
  return (
    <a className="category-card-link" href={href}>
      <h2 className="category-card-title" title={label}>{category ? <FolderIcon /> : <PageIcon />}<span className="category-card-label">{label}</span></h2>
      {description ? <p className="category-card-description" title={description}>{description}</p> : null}
    </a>
  );
}

function PageIcon() {
  return <svg className="category-card-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6zm4 18H6V4h7v5h5v11zM8 12h8v2H8v-2zm0 4h8v2H8v-2z" /></svg>;
}

function FolderIcon() {
  return <svg className="category-card-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M10 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-8l-2-2zm10 14H4V8h16v10z" /></svg>;
}
