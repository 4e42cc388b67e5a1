// `@theme/PaginatorNavLink`: one "previous"/"next" link of a pagination nav, as the docs' and the blog's paginators
// draw theirs (Infima's `pagination-nav__link` markup), for a site's own page that links on ("Older entries").
import type { ReactNode } from 'react';
import Link from './docusaurus/Link.tsx';

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: { permalink: string; title: ReactNode; subLabel?: ReactNode; isNext?: boolean }) {
  return (
    <Link className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`} to={permalink}>
      {subLabel ? <div className="pagination-nav__sublabel">{subLabel}</div> : null}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
