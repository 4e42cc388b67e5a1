// `@theme/PaginatorNavLink`: one "previous"/"next" link of a pagination nav, for a site's own page that links on
// ("Older entries"): Infima's `pagination-nav__link` markup, styled as docsgen's paginators draw their links.
import type { ReactNode } from 'react';
import Link from './docusaurus/Link.tsx';

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: { permalink: string; title: ReactNode; subLabel?: ReactNode; isNext?: boolean }) {
  const side = isNext ? 'next' : 'prev';
  return (
    <Link className={`pagination-nav__link pagination-nav__link--${side} pagination-link pagination-${side}`} to={permalink}>
      {subLabel ? <div className="pagination-nav__sublabel pagination-sub">{subLabel}</div> : null}
      <div className="pagination-nav__label pagination-label">{title}</div>
    </Link>
  );
}
